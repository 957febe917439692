import { z } from 'zod';
import { zodError, type FieldLabel } from './errors.ts';
import {
  LANGS,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  MIN_STAY_NIGHTS,
  RESERVATION_FIELD_MAX,
  RESERVATION_FOLLOW_UPS,
  RESERVATION_STATUSES,
  daysBetween,
  isEmailAddress,
  type ReservationStatus,
} from '@prana/domain';
import { calendarDateText } from './public-fields.ts';
import type { QueueItemPayload, ReservationQueueItem } from './staff.ts';

// The follow-up statuses and their order are a rule of @prana/domain; the wire uses the same words.
export { RESERVATION_STATUSES, type ReservationStatus };

const count = (label: FieldLabel, min: number) => {
  const message = zodError('validation.countRange', { label, min, max: MAX_GUESTS });
  return z.number(message).int(message).min(min, message).max(MAX_GUESTS, message);
};

const tooLong = (max: number) => zodError('validation.atMostChars', { max });

/** Optional text: blank or null is stored as null. */
const optionalText = (max: number) =>
  z
    .string(zodError('validation.mustBeText'))
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/reservation-requests: the reservation modal, for one villa and one stay. */
export const createReservationRequestBody = z
  .strictObject({
    villaId: z
      .string(zodError('booking.chooseVilla'))
      .trim()
      .min(1, zodError('booking.chooseVilla'))
      .max(60, zodError('booking.chooseVilla')),
    checkIn: calendarDateText('checkIn'),
    checkOut: calendarDateText('checkOut'),
    adults: count('adults', 1),
    children: count('children', 0).default(0),
    infants: count('infants', 0).default(0),
    fullName: z
      .string(zodError('reservation.fullNameRequired'))
      .trim()
      .min(1, zodError('reservation.fullNameRequired'))
      .max(RESERVATION_FIELD_MAX.fullName, tooLong(RESERVATION_FIELD_MAX.fullName)),
    email: z
      .string(zodError('reservation.emailRequired'))
      .trim()
      .min(1, zodError('reservation.emailRequired'))
      .refine(isEmailAddress, zodError('reservation.emailInvalid')),
    phone: optionalText(RESERVATION_FIELD_MAX.phone),
    notes: optionalText(RESERVATION_FIELD_MAX.notes),
    /** The site's language: the confirmation email is written in it. */
    language: z.enum(LANGS, zodError('push.language')).default('en'),
  })
  .superRefine((body, context) => {
    const nights = daysBetween(body.checkIn, body.checkOut) ?? 0;
    if (nights <= 0) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: zodError('booking.checkOutAfterCheckIn').error });
    } else if (nights < MIN_STAY_NIGHTS) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: zodError('search.minimumStay').error });
    } else if (nights > MAX_STAY_NIGHTS) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: zodError('booking.maximumNights').error });
    }
    if (body.adults + body.children + body.infants > MAX_GUESTS) {
      context.addIssue({ code: 'custom', path: ['adults'], message: zodError('search.tooManyGuests').error });
    }
  });
export type CreateReservationRequestBody = z.input<typeof createReservationRequestBody>;
export type CreateReservationRequest = z.infer<typeof createReservationRequestBody>;

/** GET /api/reservation-requests (staff): newest first. */
export const reservationRequestsQuery = z.strictObject({
  status: z.enum(RESERVATION_STATUSES, zodError('reservation.status')).optional(),
  limit: z
    .string(zodError('reservation.limit'))
    .regex(/^\d{1,3}$/, zodError('reservation.limit'))
    .transform(Number)
    .pipe(z.number().min(1, zodError('reservation.limit')).max(200, zodError('reservation.limit')))
    .default(50),
});
export type ReservationRequestsQuery = z.infer<typeof reservationRequestsQuery>;

/** PATCH /api/staff/reservation-requests/{id}: the concierge's follow-up; a request never goes back to new. */
export const reservationStatusBody = z.strictObject({
  status: z.enum(RESERVATION_FOLLOW_UPS, zodError('reservation.followUp')),
});
export type ReservationStatusBody = z.infer<typeof reservationStatusBody>;

/** The PATCH answer: the request as the queue shows it; `changed` is false when it already had that status. */
export interface ReservationChangedResponse {
  item: ReservationQueueItem;
  changed: boolean;
}

/** Reservation requests sent from the public site (the reservation modal). */
export interface ReservationRequestResponse {
  id: string;
  /** PRR- and six characters: what the visitor quotes; shown on the confirmation screen and in the email. */
  reference: string;
  villaId: string;
  villaName: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  infants: number;
  fullName: string;
  /** Null for a role without `reservations.contact` (investors). */
  email: string | null;
  phone: string | null;
  notes: string | null;
  status: ReservationStatus;
  /** The stay's price when the visitor sent it (IDR, night by night from the pricing then); a booking made from it keeps it. Null for requests sent before pricing. */
  quotedTotal: number | null;
  createdAt: string;
}

export interface ReservationEvents {
  /** A visitor sent a reservation request: its queue row. */
  'reservation.created': (payload: QueueItemPayload<ReservationQueueItem>) => void;
  /** A reservation request's status changed; a closed one leaves the queue. */
  'reservation.updated': (payload: QueueItemPayload<ReservationQueueItem>) => void;
}
