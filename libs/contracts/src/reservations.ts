import { z } from 'zod';
import {
  MAX_GUESTS,
  MAX_STAY_MESSAGE,
  MAX_STAY_NIGHTS,
  MIN_STAY_NIGHTS,
  RESERVATION_FIELD_MAX,
  RESERVATION_FOLLOW_UPS,
  RESERVATION_FORM_MESSAGES,
  RESERVATION_STATUSES,
  SEARCH_ERROR_MESSAGES,
  daysBetween,
  isEmailAddress,
  type ReservationStatus,
} from '@prana/domain';
import { calendarDateText } from './public-fields.ts';
import type { QueueItemPayload, ReservationQueueItem } from './staff.ts';

// The follow-up statuses and their order are a rule of @prana/domain; the wire uses the same words.
export { RESERVATION_STATUSES, type ReservationStatus };

const count = (label: string, min: number) => {
  const message = `${label} must be a whole number from ${min} to ${MAX_GUESTS}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(MAX_GUESTS, { error: message });
};

const tooLong = (max: number) => ({ error: `At most ${max} characters.` });

/** Optional text: blank or null is stored as null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** POST /api/reservation-requests: the reservation modal, for one villa and one stay. */
export const createReservationRequestBody = z
  .strictObject({
    villaId: z
      .string({ error: 'Choose a villa.' })
      .trim()
      .min(1, { error: 'Choose a villa.' })
      .max(60, { error: 'Choose a villa.' }),
    checkIn: calendarDateText('Check-in'),
    checkOut: calendarDateText('Check-out'),
    adults: count('Adults', 1),
    children: count('Children', 0).default(0),
    infants: count('Infants', 0).default(0),
    fullName: z
      .string({ error: RESERVATION_FORM_MESSAGES.fullNameRequired.en })
      .trim()
      .min(1, { error: RESERVATION_FORM_MESSAGES.fullNameRequired.en })
      .max(RESERVATION_FIELD_MAX.fullName, tooLong(RESERVATION_FIELD_MAX.fullName)),
    email: z
      .string({ error: RESERVATION_FORM_MESSAGES.emailRequired.en })
      .trim()
      .min(1, { error: RESERVATION_FORM_MESSAGES.emailRequired.en })
      .refine(isEmailAddress, { error: RESERVATION_FORM_MESSAGES.emailInvalid.en }),
    phone: optionalText(RESERVATION_FIELD_MAX.phone),
    notes: optionalText(RESERVATION_FIELD_MAX.notes),
  })
  .superRefine((body, context) => {
    const nights = daysBetween(body.checkIn, body.checkOut) ?? 0;
    if (nights <= 0) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in.' });
    } else if (nights < MIN_STAY_NIGHTS) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: SEARCH_ERROR_MESSAGES.minimumStay.en });
    } else if (nights > MAX_STAY_NIGHTS) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: MAX_STAY_MESSAGE.en });
    }
    if (body.adults + body.children + body.infants > MAX_GUESTS) {
      context.addIssue({ code: 'custom', path: ['adults'], message: SEARCH_ERROR_MESSAGES.tooManyGuests.en });
    }
  });
export type CreateReservationRequestBody = z.input<typeof createReservationRequestBody>;
export type CreateReservationRequest = z.infer<typeof createReservationRequestBody>;

/** GET /api/reservation-requests (staff): newest first. */
export const reservationRequestsQuery = z.strictObject({
  status: z.enum(RESERVATION_STATUSES, { error: `Status must be one of ${RESERVATION_STATUSES.join(', ')}.` }).optional(),
  limit: z
    .string({ error: 'Limit must be a whole number from 1 to 200.' })
    .regex(/^\d{1,3}$/, { error: 'Limit must be a whole number from 1 to 200.' })
    .transform(Number)
    .pipe(z.number().min(1, { error: 'Limit must be a whole number from 1 to 200.' }).max(200, { error: 'Limit must be a whole number from 1 to 200.' }))
    .default(50),
});
export type ReservationRequestsQuery = z.infer<typeof reservationRequestsQuery>;

/** PATCH /api/staff/reservation-requests/{id}: the concierge's follow-up; a request never goes back to new. */
export const reservationStatusBody = z.strictObject({
  status: z.enum(RESERVATION_FOLLOW_UPS, { error: `Choose a status: ${RESERVATION_FOLLOW_UPS.join(' or ')}.` }),
});
export type ReservationStatusBody = z.infer<typeof reservationStatusBody>;

/** The PATCH answer: the request as the queue shows it; `changed` is false when it already had that status. */
export interface ReservationChangedResponse {
  item: ReservationQueueItem;
  changed: boolean;
}

/** Reservation requests sent from the public site (public spec §2 "Reservation modal"). */
export interface ReservationRequestResponse {
  id: string;
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
  createdAt: string;
}

export interface ReservationEvents {
  /** A visitor sent a reservation request: its queue row. */
  'reservation.created': (payload: QueueItemPayload<ReservationQueueItem>) => void;
  /** A reservation request's status changed; a closed one leaves the queue. */
  'reservation.updated': (payload: QueueItemPayload<ReservationQueueItem>) => void;
}
