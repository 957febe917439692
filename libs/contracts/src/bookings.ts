import { z } from 'zod';
import { BOOKING_SOURCES, BOOKING_STATUSES, STAY_STAGES, type BookingSource, type BookingStatus, type Lang, type StayStage } from '@prana/domain';
import { zodError, type FieldLabel } from './errors.ts';
import type { SyncResultResponse } from './sync.ts';

export { BOOKING_SOURCES, BOOKING_STATUSES, STAY_STAGES, type BookingSource, type BookingStatus, type StayStage };

/**
 * A booking as staff see it: a direct booking,
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
  /** One per feed pulled (a villa with several feeds has several). */
  results: (SyncResultResponse & { villaSlug: string; feedId: string })[];
}

/** POST /api/bookings/direct: the new booking, with the refreshed list. */
export interface DirectBookingResponse extends BookingsResponse {
  booking: BookingResponse;
}

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const stayDate = (code: 'booking.checkInDate' | 'booking.checkOutDate') => z.string(zodError(code)).regex(ISO_DATE_SHAPE, zodError(code));
const partyCount = (label: FieldLabel, min: number) =>
  z
    .number(zodError('validation.wholeNumber', { label }))
    .int(zodError('validation.wholeNumber', { label }))
    .min(min, min === 1 ? zodError('booking.needsAdult') : zodError('validation.notNegative', { label }))
    .max(16, zodError('booking.partyMax'));

/** POST /api/bookings/direct (dates are Bali calendar dates; checkOut is the departure day). */
export const directBookingBody = z.strictObject({
  villaSlug: z.string(zodError('booking.chooseVilla')).trim().min(1, zodError('booking.chooseVilla')).max(60, zodError('booking.chooseVilla')),
  checkIn: stayDate('booking.checkInDate'),
  checkOut: stayDate('booking.checkOutDate'),
  guestName: z
    .string(zodError('booking.guestName'))
    .trim()
    .min(1, zodError('booking.guestName'))
    .max(160, zodError('validation.atMostChars', { max: 160 })),
  email: z
    .string(zodError('validation.validEmail'))
    .trim()
    .max(254, zodError('validation.validEmail'))
    .pipe(z.email(zodError('validation.validEmail'))),
  adults: partyCount('adults', 1),
  children: partyCount('children', 0).default(0),
  infants: partyCount('infants', 0).default(0),
});
export type DirectBookingBody = z.infer<typeof directBookingBody>;

/** PATCH /api/bookings/{id}/dates: a direct booking moved to other nights of its villa; its stage messages move with it. */
export const bookingDatesBody = z.strictObject({
  checkIn: stayDate('booking.checkInDate'),
  checkOut: stayDate('booking.checkOutDate'),
});
export type BookingDatesBody = z.infer<typeof bookingDatesBody>;

/** One stage of a booking's messages: when it goes out (pending), or when it went and how. */
export interface StageMessageResponse {
  stage: StayStage;
  /** ISO time of the pending send, null once sent or when skipped. */
  scheduledAt: string | null;
  /** ISO time it went out, null while pending or skipped. */
  sentAt: string | null;
  /** The guest's language it was written in (null until sent). */
  language: Lang | null;
  emails: number;
  pushes: number;
}

/** GET /api/bookings/{id}/stage-messages: every stage in order. */
export interface StageMessagesResponse {
  messages: StageMessageResponse[];
}
