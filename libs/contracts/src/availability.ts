import { z } from 'zod';
import { ANY_SITE, MAX_GUESTS, SITE_IDS, daysBetween } from '@prana/domain';
import { calendarDateText } from './public-fields.ts';

/** A guest count sent as query text: a whole number from `min` to MAX_GUESTS. */
const countText = (label: string, min: number) => {
  const message = `${label} must be a whole number from ${min} to ${MAX_GUESTS}.`;
  return z
    .string({ error: message })
    .regex(/^\d{1,2}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(MAX_GUESTS, { error: message }));
};

const VILLA_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * GET /api/availability query. The party defaults like the page's (2 adults); dates come as a
 * pair or not at all; villaIds is a comma list of villa slugs.
 */
export const availabilitySearchQuery = z
  .strictObject({
    checkIn: calendarDateText('Check-in').optional(),
    checkOut: calendarDateText('Check-out').optional(),
    adults: countText('Adults', 1).default(2),
    children: countText('Children', 0).default(0),
    infants: countText('Infants', 0).default(0),
    site: z
      .enum([ANY_SITE, ...SITE_IDS], { error: `Site must be ${ANY_SITE} or one of ${SITE_IDS.join(', ')}.` })
      .default(ANY_SITE),
    villaIds: z
      .string({ error: 'villaIds must be a comma-separated list of villa ids.' })
      .max(2_000, { error: 'villaIds is too long.' })
      .transform((value) => value.split(',').map((id) => id.trim()).filter((id) => id !== ''))
      .refine((ids) => ids.every((id) => VILLA_ID.test(id)), { error: 'villaIds must be a comma-separated list of villa ids.' })
      .default([]),
  })
  .superRefine((query, context) => {
    if ((query.checkIn === undefined) !== (query.checkOut === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.checkIn === undefined ? 'checkIn' : 'checkOut'],
        message: 'Give both check-in and check-out, or neither.',
      });
      return;
    }
    if (query.checkIn !== undefined && (daysBetween(query.checkIn, query.checkOut) ?? 0) <= 0) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: 'Check-out must be after check-in.' });
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
  /** Nightly rate in IDR. */
  baseRate: number;
  /** True when no active block overlaps the dates; null when the search has no dates. */
  free: boolean | null;
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
