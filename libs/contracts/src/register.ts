import { z } from 'zod';
import { LANGS, LEVY_REASON_MAX, LEVY_STATUSES, LEVY_VOUCHER_PATTERN, PROOF_NUMBER_MAX, isIsoDate, type DocumentType, type LevyStatus, type Sex } from '@prana/domain';
import { zodError } from './errors.ts';

export { LEVY_STATUSES };
export type { LevyStatus };

const day = z.string(zodError('register.date')).refine((value) => isIsoDate(value), zodError('register.date'));

/** GET /api/staff/register: the stays of one Bali day (today when left out). */
export const registerQuery = z.strictObject({ date: day.optional() });
export type RegisterQuery = z.infer<typeof registerQuery>;

/** GET /api/staff/register/export(.csv): the foreign guests of a day, or every foreign guest in residence not yet reported. */
export const registerExportQuery = z
  .strictObject({
    scope: z.enum(['day', 'unreported'], zodError('register.scope')),
    date: day.optional(),
    /** The CSV's headers and words: English by default. */
    lang: z.enum(LANGS, zodError('register.scope')).optional(),
  })
  .refine((query) => query.scope === 'unreported' || query.date !== undefined, { ...zodError('register.scope'), path: ['date'] });
export type RegisterExportQuery = z.infer<typeof registerExportQuery>;

/** POST …/guests/{position}/report: the proof-of-report number APOA gave for the guest's arrival. */
export const immigrationReportBody = z.strictObject({
  proofNumber: z
    .string(zodError('register.proofNumber', { max: PROOF_NUMBER_MAX }))
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => value.length >= 1 && value.length <= PROOF_NUMBER_MAX && /^[A-Z0-9/-]+$/.test(value), zodError('register.proofNumber', { max: PROOF_NUMBER_MAX })),
});
export type ImmigrationReportBody = z.infer<typeof immigrationReportBody>;

const voucher = z
  .string(zodError('register.levyVoucher'))
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => LEVY_VOUCHER_PATTERN.test(value), zodError('register.levyVoucher'));
const exemptReason = z
  .string(zodError('register.levyReason', { max: LEVY_REASON_MAX }))
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .refine((value) => value.length >= 2 && value.length <= LEVY_REASON_MAX, zodError('register.levyReason', { max: LEVY_REASON_MAX }));

/** A foreign guest's tourist levy: paid with the voucher code, exempt with the reason, or not known yet. */
export const levyBody = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('unknown') }),
    z.strictObject({ status: z.literal('paid'), voucher }),
    z.strictObject({ status: z.literal('exempt'), reason: exemptReason }),
  ],
  zodError('register.levyStatus'),
);
export type LevyBody = z.infer<typeof levyBody>;

/** A foreign guest's levy as stored. */
export interface LevyResponse {
  status: LevyStatus;
  voucher: string | null;
  reason: string | null;
}

/** Something a member of staff did, and when. */
export interface StaffAct {
  at: string;
  by: string | null;
}

/** The arrival reported to immigration: APOA's proof number, who entered it and when. */
export interface ImmigrationReport {
  at: string;
  by: string | null;
  proofNumber: string;
}

/** One person of a stay as the register lists them. */
export interface RegisterPerson {
  position: number;
  fullName: string;
  sex: Sex;
  birthDate: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  /** Not an Indonesian citizen: reported to immigration and owing the tourist levy. */
  foreign: boolean;
  /** Document verified at the door (the guest's arrival). */
  verified: StaffAct | null;
  /** The arrival reported to immigration, with APOA's proof number. */
  report: ImmigrationReport | null;
  /** When the report is due (foreign guests, once arrived); null otherwise. */
  reportDueAt: string | null;
  /** When the overdue report was raised to staff (once, by the deadline job). */
  overdueAt: string | null;
  /** The departure confirmed in APOA. */
  checkoutReport: StaffAct | null;
  /** Foreign guests only; null for Indonesian citizens. */
  levy: LevyResponse | null;
}

/** One booking on the register: its villa and place of stay, and its persons once checked in online. */
export interface RegisterStay {
  bookingId: string;
  bookingCode: string;
  guestName: string;
  villaName: string;
  /** The villa and the site's address, as APOA's place of stay. */
  placeOfStay: string;
  checkIn: string;
  checkOut: string;
  party: { adults: number; children: number; infants: number };
  /** Whether the party checked in online; persons are empty before. */
  checkedInOnline: boolean;
  persons: RegisterPerson[];
}

/** GET /api/staff/register: the stays on a day (arriving, in residence, leaving), by check-in then villa. */
export interface RegisterResponse {
  date: string;
  stays: RegisterStay[];
}

/** GET /api/staff/register/overdue: the stays with a foreign guest whose report to immigration is overdue. */
export interface RegisterOverdueResponse {
  stays: RegisterStay[];
}

/** One foreign guest as APOA asks for them. */
export interface ApoaRow {
  bookingId: string;
  position: number;
  fullName: string;
  nationality: string;
  passportNumber: string;
  birthDate: string;
  sex: Sex;
  checkIn: string;
  checkOut: string;
  placeOfStay: string;
}

/** GET /api/staff/register/export: the rows the CSV holds, for the printable sheets. */
export interface RegisterExportResponse {
  rows: ApoaRow[];
}

/** A stay on the register changed (a check-in sent, a door verification, a report, a levy, an overdue report): its row as the register lists it. */
export interface RegisterChangedPayload {
  stay: RegisterStay;
}

/** The register's live event, to the roles that keep it (register.manage). */
export interface RegisterEvents {
  'register.changed': (payload: RegisterChangedPayload) => void;
}
