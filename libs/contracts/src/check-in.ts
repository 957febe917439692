import { z } from 'zod';
import { AGE_GROUPS, COUNTRY_CODE_PATTERN, DOCUMENT_TYPES, SEXES, isPersonDate, type AgeGroup, type DocumentType, type Sex } from '@prana/domain';
import { zodError } from './errors.ts';
import { levyBody, type LevyResponse } from './register.ts';

export type { AgeGroup, DocumentType, Sex };
export { AGE_GROUPS, DOCUMENT_TYPES, SEXES };

/** A date of birth or a document's expiry. */
const personDate = z.string(zodError('checkIn.date')).refine((value) => isPersonDate(value), zodError('checkIn.date'));

const countryCode = z
  .string(zodError('checkIn.country'))
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => COUNTRY_CODE_PATTERN.test(value), zodError('checkIn.country'));

/** One person of the party, in the booking's order (adults, then children, then infants). */
export const checkInPersonBody = z.strictObject({
  fullName: z
    .string(zodError('checkIn.fullName'))
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine((value) => value.length >= 2 && value.length <= 160, zodError('checkIn.fullName')),
  sex: z.enum(SEXES, zodError('checkIn.sex')),
  birthDate: personDate,
  nationality: countryCode,
  documentType: z.enum(DOCUMENT_TYPES, zodError('checkIn.documentType')),
  documentNumber: z
    .string(zodError('checkIn.documentNumber'))
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .refine((value) => value.length >= 1 && value.length <= 20, zodError('checkIn.documentNumber')),
  issuingCountry: countryCode,
  documentExpiry: personDate.nullable(),
  /** A passport's two MRZ lines as typed or pasted; the server reads and checks them again. */
  mrz: z.string(zodError('checkIn.mrzFormat')).max(100, zodError('checkIn.mrzFormat')).nullable(),
  /** A foreign guest's tourist levy as they know it; left out, what is stored stays (kept only for foreign guests). */
  levy: levyBody.optional(),
});
export type CheckInPersonBody = z.infer<typeof checkInPersonBody>;

/** A PNG as a data URL, at most about 200 KB. */
const SIGNATURE_PREFIX = 'data:image/png;base64,';

/** PUT /api/guest/check-in: the whole check-in, sent again to edit it. */
export const checkInBody = z.strictObject({
  guests: z.array(checkInPersonBody, zodError('checkIn.party')).min(1, zodError('checkIn.party')).max(30, zodError('checkIn.party')),
  arrivalTime: z
    .string(zodError('checkIn.arrivalTime'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, zodError('checkIn.arrivalTime'))
    .nullable(),
  flight: z
    .string(zodError('checkIn.flight'))
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => /^[A-Z0-9]{2,3}\d{1,5}[A-Z]?$/.test(value), zodError('checkIn.flight'))
    .nullable(),
  phone: z
    .string(zodError('checkIn.phone'))
    .transform((value) => value.trim())
    .refine((value) => /^\+?[\d\s()-]{6,30}$/.test(value) && value.replace(/\D/g, '').length >= 6, zodError('checkIn.phone')),
  rulesAccepted: z.literal(true, zodError('checkIn.rules')),
  signature: z
    .string(zodError('checkIn.signature'))
    .max(SIGNATURE_PREFIX.length + 280_000, zodError('checkIn.signature'))
    .refine((value) => value.startsWith(SIGNATURE_PREFIX), zodError('checkIn.signature')),
});
export type CheckInBody = z.infer<typeof checkInBody>;

export const SIGNATURE_DATA_URL_PREFIX = SIGNATURE_PREFIX;

/** A data-page photo as the phone took it (JPEG, PNG or WebP), at most about 5 MB. */
const PHOTO_PATTERN = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;
export const PHOTO_MAX_CHARS = 7_000_000;

/** PUT /api/guest/check-in/guests/{position}/document: a foreign guest's passport data page. */
export const checkInPhotoBody = z.strictObject({
  photo: z
    .string(zodError('checkIn.photo'))
    .max(PHOTO_MAX_CHARS, zodError('checkIn.photo'))
    .refine((value) => PHOTO_PATTERN.test(value), zodError('checkIn.photo')),
});
export type CheckInPhotoBody = z.infer<typeof checkInPhotoBody>;

export interface CheckInPersonResponse {
  position: number;
  ageGroup: AgeGroup;
  fullName: string;
  sex: Sex;
  birthDate: string;
  nationality: string;
  documentType: DocumentType;
  documentNumber: string;
  issuingCountry: string;
  documentExpiry: string | null;
  /** When staff verified the document at the door; null before. */
  verifiedAt: string | null;
  /** A data-page photo is attached (only staff with documents.read see it). */
  hasDocument: boolean;
  /** Bali's tourist levy: foreign guests only, null for Indonesian citizens. */
  levy: LevyResponse | null;
}

/** GET /api/staff/document-reads: every read of a document photo, newest first. */
export interface DocumentReadsResponse {
  reads: { id: string; readAt: string; staffName: string; bookingCode: string; position: number; guestName: string | null }[];
}

/** GET /api/guest/check-in: the stay's window and what was sent (null before the first send). */
export interface GuestCheckInResponse {
  checkIn: string;
  checkOut: string;
  party: { adults: number; children: number; infants: number };
  /** Whether the guest may send or edit it now: in the window and nothing verified yet. */
  editable: boolean;
  sent: {
    guests: CheckInPersonResponse[];
    arrivalTime: string | null;
    flight: string | null;
    phone: string;
    signedAt: string;
    submittedAt: string;
    updatedAt: string;
  } | null;
}
