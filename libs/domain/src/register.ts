import { isForeignGuest } from './check-in.ts';

// The register of guests staying: who arrives, stays and leaves on a day, what staff did at the
// door and for immigration, and Bali's tourist levy.

/** Hours after a foreign guest's arrival (their document verified at the door) within which they are reported to immigration. */
export const IMMIGRATION_REPORT_HOURS = 24;

/** Bali's tourist levy per foreign visitor, in rupiah, paid on the province's Love Bali site. */
export const TOURIST_LEVY_IDR = 150_000;
export const LOVE_BALI_URL = 'https://lovebali.baliprov.go.id';

/** A foreign guest's levy: paid (with the Love Bali voucher code), exempt (with the reason), or not known yet. */
export const LEVY_STATUSES = ['unknown', 'paid', 'exempt'] as const;
export type LevyStatus = (typeof LEVY_STATUSES)[number];

/** A Love Bali voucher code as printed: letters, digits and dashes. */
export const LEVY_VOUCHER_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const LEVY_REASON_MAX = 200;

/** APOA's proof-of-report number, as staff copy it. */
export const PROOF_NUMBER_MAX = 40;

/** Where a stay stands on a register day: arriving, in residence (a night before and after), or leaving. */
export type RegisterSection = 'arrival' | 'residence' | 'departure';

export function registerSection(stay: { checkIn: string; checkOut: string }, day: string): RegisterSection | null {
  if (day === stay.checkIn) return 'arrival';
  if (day === stay.checkOut) return 'departure';
  if (day > stay.checkIn && day < stay.checkOut) return 'residence';
  return null;
}

/** When a foreign guest's report to immigration is due: the set hours after their arrival at the door; null for Indonesians and before arrival. */
export function immigrationReportDue(person: { nationality: string; verifiedAt: Date | null }, hours: number): Date | null {
  if (!isForeignGuest(person.nationality) || person.verifiedAt === null) return null;
  return new Date(person.verifiedAt.getTime() + hours * 3_600_000);
}
