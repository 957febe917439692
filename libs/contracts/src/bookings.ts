import { z } from 'zod';
import { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus } from '@prana/domain';
import type { SyncResultResponse } from './sync.ts';

export { BOOKING_SOURCES, BOOKING_STATUSES, type BookingSource, type BookingStatus };

/**
 * A booking as staff see it (admin spec §3 "Booking summary" / "Next arrival"): a direct booking,
 * or a reservation imported from a villa's Airbnb calendar. An imported one carries only what
 * the feed tells (dates and villa): its code, guest, party and amount are null.
 */
export interface BookingResponse {
  /** The booking id, or the availability block id of an imported reservation. */
  id: string;
  code: string | null;
  guestName: string | null;
  villaSlug: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number | null;
  children: number | null;
  infants: number | null;
  amount: number | null;
  source: BookingSource;
  status: BookingStatus;
}

export interface BookingStats {
  total: number;
  /** Bookings with check-in today (Bali) or later. */
  upcoming: number;
  bySource: { airbnb: number; direct: number };
}

/** GET /api/bookings */
export interface BookingsResponse {
  bookings: BookingResponse[];
  stats: BookingStats;
  /** When the last successful calendar sync finished, or null before the first one. */
  syncedAt: string | null;
}

/** POST /api/bookings/sync: the same shape, after pulling every villa with a feed. */
export interface BookingsSyncResponse extends BookingsResponse {
  results: (SyncResultResponse & { villaSlug: string })[];
}

/** POST /api/bookings/direct: the new booking, with the refreshed list. */
export interface DirectBookingResponse extends BookingsResponse {
  booking: BookingResponse;
}

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const stayDate = (label: string) =>
  z.string({ error: `Enter the ${label} date like 2026-11-21.` }).regex(ISO_DATE_SHAPE, { error: `Enter the ${label} date like 2026-11-21.` });
const partyCount = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: min === 1 ? 'A booking needs at least one adult.' : `${label} cannot be negative.` })
    .max(16, { error: 'A party is at most 16 guests.' });

/** POST /api/bookings/direct (dates are Bali calendar dates; checkOut is the departure day). */
export const directBookingBody = z.strictObject({
  villaSlug: z.string({ error: 'Choose a villa.' }).trim().min(1, { error: 'Choose a villa.' }).max(60, { error: 'Choose a villa.' }),
  checkIn: stayDate('check-in'),
  checkOut: stayDate('check-out'),
  guestName: z
    .string({ error: "Enter the guest's full name." })
    .trim()
    .min(1, { error: "Enter the guest's full name." })
    .max(160, { error: 'At most 160 characters.' }),
  email: z
    .string({ error: 'Enter a valid email address.' })
    .trim()
    .max(254, { error: 'Enter a valid email address.' })
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  adults: partyCount('Adults', 1),
  children: partyCount('Children', 0).default(0),
  infants: partyCount('Infants', 0).default(0),
});
export type DirectBookingBody = z.infer<typeof directBookingBody>;
