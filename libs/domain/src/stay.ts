import { daysBetween, parseIsoDate } from './iso-date.ts';

/** Every villa needs at least this many nights. */
export const MIN_STAY_NIGHTS = 2;

/** The longest stay a reservation request or a direct booking may ask for; longer ones are arranged with the concierge. */
export const MAX_STAY_NIGHTS = 60;
export const MAX_STAY_MESSAGE = {
  en: `A stay is at most ${MAX_STAY_NIGHTS} nights. For a longer stay, message our concierge.`,
  id: `Menginap paling lama ${MAX_STAY_NIGHTS} malam. Untuk menginap lebih lama, hubungi concierge kami.`,
} as const;

/** Stay status of a guest, in the order a stay moves through them. */
export const STAY_STATUSES = ['upcoming', 'in-residence', 'completed'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/**
 * Whole-day difference between check-in and check-out for search and pricing.
 * 0 when a date is missing or invalid, or check-out is not after check-in.
 */
export function stayLength(checkIn: string | null | undefined, checkOut: string | null | undefined): number {
  const nights = daysBetween(checkIn, checkOut);
  return nights !== null && nights > 0 ? nights : 0;
}

/** Nights of a booked stay as the guest app shows it: the day difference, at least 1. */
export function stayNights(checkIn: string | null | undefined, checkOut: string | null | undefined): number {
  return Math.max(1, stayLength(checkIn, checkOut));
}

/**
 * Where `today` falls in a stay: upcoming before check-in, in residence from check-in to
 * check-out inclusive, completed after check-out. Throws RangeError on an invalid date.
 */
export function stayStatus(checkIn: string, checkOut: string, today: string): StayStatus {
  const start = parseIsoDate(checkIn);
  const end = parseIsoDate(checkOut);
  const now = parseIsoDate(today);
  if (!start || !end || !now) {
    throw new RangeError(`Invalid stay dates: ${checkIn} to ${checkOut} (today ${today})`);
  }
  if (now < start) return 'upcoming';
  if (now <= end) return 'in-residence';
  return 'completed';
}
