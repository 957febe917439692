import { z } from 'zod';
import { daysBetween } from '@prana/domain';
import { zodError } from './errors.ts';
import { calendarDateText } from './public-fields.ts';
import type { AvailabilityBlockResponse } from './sync.ts';
import type { BookingResponse } from './bookings.ts';
import type { CalendarReadiness } from './turnovers.ts';

/** The multi-calendar's window lengths, in days. */
export const CALENDAR_SPANS = [14, 30, 60, 90] as const;
export type CalendarSpan = (typeof CALENDAR_SPANS)[number];
export const DEFAULT_CALENDAR_SPAN: CalendarSpan = 30;

/** GET /api/calendar?from=YYYY-MM-DD&days=30 */
export const calendarQuery = z.strictObject({
  from: calendarDateText('date'),
  days: z
    .enum(CALENDAR_SPANS.map(String) as [`${CalendarSpan}`, ...`${CalendarSpan}`[]], zodError('calendar.span', { spans: CALENDAR_SPANS.join(', ') }))
    .transform((value) => Number(value) as CalendarSpan),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** A block on the multi-calendar: a villa's block and which villa it is on. */
export interface CalendarBlock extends AvailabilityBlockResponse {
  villaSlug: string;
}

/** GET /api/calendar: every villa's active blocks that touch the window [from, to). */
export interface CalendarResponse {
  from: string;
  /** The day after the window's last day. */
  to: string;
  blocks: CalendarBlock[];
  /** Each villa's readiness on its arrival days in the window (the turnover before the arrival). */
  readiness: CalendarReadiness[];
}

/** POST /api/villas/{slug}/holds */
export const createHoldBody = z.strictObject({
  checkIn: calendarDateText('checkIn'),
  checkOut: calendarDateText('checkOut'),
  reason: z
    .string(zodError('calendar.reasonRequired'))
    .trim()
    .min(1, zodError('calendar.reasonRequired'))
    .max(200, zodError('validation.atMostChars', { max: 200 })),
});
export type CreateHoldBody = z.infer<typeof createHoldBody>;

/** Longest window GET /api/villas/{slug}/unavailable-nights answers. */
export const UNAVAILABLE_NIGHTS_MAX_DAYS = 400;

/** GET /api/villas/{slug}/unavailable-nights?from&to: `to` is exclusive, at most 400 days after `from`. */
export const unavailableNightsQuery = z
  .strictObject({ from: calendarDateText('date'), to: calendarDateText('date') })
  .superRefine((query, context) => {
    const days = daysBetween(query.from, query.to) ?? 0;
    if (days <= 0 || days > UNAVAILABLE_NIGHTS_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: zodError('calendar.window', { max: UNAVAILABLE_NIGHTS_MAX_DAYS }).error });
    }
  });
export type UnavailableNightsQuery = z.infer<typeof unavailableNightsQuery>;

/** Nights (`YYYY-MM-DD`, each the night that starts that day) the villa cannot offer: no names, no sources. */
export interface UnavailableNightsResponse {
  nights: string[];
}

/** POST /api/staff/reservation-requests/{id}/booking → 201 */
export interface ConfirmedReservationResponse {
  booking: BookingResponse;
  bookingCode: string;
}
