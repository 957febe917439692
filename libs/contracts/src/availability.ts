import { z } from 'zod';
import { zodError, type FieldLabel } from './errors.ts';
import { ANY_SITE, MAX_GUESTS, SITE_IDS, daysBetween, stayDatesError, todayInBali } from '@prana/domain';
import { calendarDateText } from './public-fields.ts';
import type { StayTotalResponse } from './pricing.ts';

/** A guest count sent as query text: a whole number from `min` to MAX_GUESTS. */
const countText = (label: FieldLabel, min: number) => {
  const message = zodError('validation.countRange', { label, min, max: MAX_GUESTS });
  return z
    .string(message)
    .regex(/^\d{1,2}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(MAX_GUESTS, message));
};

/** A villa's id (its slug) as a visitor's request names it. */
export const VILLA_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * GET /api/availability query. The party defaults like the page's (2 adults); dates come as a
 * pair or not at all; villaIds is a comma list of villa slugs.
 */
export const availabilitySearchQuery = z
  .strictObject({
    checkIn: calendarDateText('checkIn').optional(),
    checkOut: calendarDateText('checkOut').optional(),
    adults: countText('adults', 1).default(2),
    children: countText('children', 0).default(0),
    infants: countText('infants', 0).default(0),
    site: z
      .enum([ANY_SITE, ...SITE_IDS], zodError('search.site'))
      .default(ANY_SITE),
    villaIds: z
      .string(zodError('search.villaIds'))
      .max(2_000, zodError('search.villaIdsTooLong'))
      .transform((value) => value.split(',').map((id) => id.trim()).filter((id) => id !== ''))
      .refine((ids) => ids.every((id) => VILLA_ID.test(id)), zodError('search.villaIds'))
      .default([]),
  })
  .superRefine((query, context) => {
    if ((query.checkIn === undefined) !== (query.checkOut === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.checkIn === undefined ? 'checkIn' : 'checkOut'],
        message: zodError('search.datePair').error,
      });
      return;
    }
    if (query.checkIn === undefined) return;
    // The stay rules of the landing form and the page (one check in the domain): no past check-in, two nights or more.
    const problem = stayDatesError(query.checkIn, query.checkOut, todayInBali(new Date()));
    if (problem === 'checkInPast') {
      context.addIssue({ code: 'custom', path: ['checkIn'], message: zodError('booking.checkInPast').error });
    } else if (problem === 'minimumStay') {
      const backwards = (daysBetween(query.checkIn, query.checkOut) ?? 0) <= 0;
      context.addIssue({ code: 'custom', path: ['checkOut'], message: zodError(backwards ? 'booking.checkOutAfterCheckIn' : 'search.minimumStay').error });
    }
  });
export type AvailabilitySearchParams = z.infer<typeof availabilitySearchQuery>;

/** One villa that matches the party, site and villaIds of the search. */
export interface AvailabilityVillaResponse {
  slug: string;
  name: string;
  siteId: string | null;
  site: string | null;
  capacity: number;
  /** The villa's base rate, IDR a night (seasons and overrides change single nights: see `stay`). */
  baseRate: number;
  /** The villa's own minimum stay in nights. */
  minStayNights: number;
  /** True when no active block overlaps the dates; null when the search has no dates. */
  free: boolean | null;
  /** The stay's price (night by night from the pricing) and minimum; null when the search has no dates. */
  stay: StayTotalResponse | null;
}

/** GET /api/availability */
export interface AvailabilitySearchResponse {
  checkIn: string | null;
  checkOut: string | null;
  /** Nights between the dates; 0 without dates. */
  nights: number;
  /** Every matching villa, free or not, sorted by site then name. */
  villas: AvailabilityVillaResponse[];
}
