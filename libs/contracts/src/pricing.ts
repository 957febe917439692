import { z } from 'zod';
import type { NightSource } from '@prana/domain';
import { zodError } from './errors.ts';
import { text } from './back-office-fields.ts';
import { calendarDateText } from './public-fields.ts';
import type { ActivityEntryResponse, UndoState } from './back-office.ts';

/** Longest season name (the column's length). */
export const SEASON_NAME_MAX = 60;

const wholeNumber = (code: 'pricing.rate' | 'pricing.seasonPercent' | 'pricing.minimumStay') => z.number(zodError(code));

/** PUT /api/pricing/villas/{slug}: a villa's base rate (IDR a night) and minimum stay (nights). */
export const villaPricingBody = z.strictObject({
  baseRate: wholeNumber('pricing.rate'),
  minStayNights: wholeNumber('pricing.minimumStay'),
});
export type VillaPricingBody = z.infer<typeof villaPricingBody>;

/**
 * POST /api/pricing/seasons and PUT /api/pricing/seasons/{id}: a season of the whole group, from
 * its first to its last night (inclusive), whose nights cost `ratePercent` % of each villa's base
 * rate; `minStayNights` a longer minimum stay for stays touching it, or null.
 */
export const seasonBody = z.strictObject({
  name: text('name', SEASON_NAME_MAX),
  firstNight: calendarDateText('firstNight'),
  lastNight: calendarDateText('lastNight'),
  ratePercent: wholeNumber('pricing.seasonPercent'),
  minStayNights: wholeNumber('pricing.minimumStay').nullable(),
});
export type SeasonBody = z.infer<typeof seasonBody>;

/** PUT /api/pricing/overrides: one villa's rate for one night (replaces that night's override). */
export const rateOverrideBody = z.strictObject({
  villaSlug: z.string(zodError('booking.chooseVilla')).max(60, zodError('booking.chooseVilla')),
  night: calendarDateText('night'),
  rate: wholeNumber('pricing.rate'),
});
export type RateOverrideBody = z.infer<typeof rateOverrideBody>;

/** GET /api/villas/{slug}/quote: the stay to price; without dates, the villa's base rate and minimum stay alone. */
export const stayQuoteQuery = z
  .strictObject({
    checkIn: calendarDateText('checkIn').optional(),
    checkOut: calendarDateText('checkOut').optional(),
  })
  .superRefine((query, context) => {
    if ((query.checkIn === undefined) !== (query.checkOut === undefined)) {
      context.addIssue({ code: 'custom', path: [query.checkIn === undefined ? 'checkIn' : 'checkOut'], message: zodError('search.datePair').error });
    } else if (query.checkIn !== undefined && query.checkOut! <= query.checkIn) {
      context.addIssue({ code: 'custom', path: ['checkOut'], message: zodError('booking.checkOutAfterCheckIn').error });
    }
  });
export type StayQuoteQuery = z.infer<typeof stayQuoteQuery>;

export interface VillaPricingResponse {
  slug: string;
  name: string;
  siteId: string | null;
  /** IDR a night outside seasons and overrides. */
  baseRate: number;
  minStayNights: number;
}

export interface SeasonResponse {
  id: string;
  name: string;
  firstNight: string;
  lastNight: string;
  ratePercent: number;
  minStayNights: number | null;
}

export interface RateOverrideResponse {
  id: string;
  villaSlug: string;
  night: string;
  rate: number;
}

/** GET /api/pricing: every villa's base rate and minimum stay, the seasons, the overrides from today, with the panel's activity and the reader's undo history. */
export interface PricingResponse extends UndoState {
  villas: VillaPricingResponse[];
  seasons: SeasonResponse[];
  overrides: RateOverrideResponse[];
  activity: ActivityEntryResponse[];
}

export interface PricedNightResponse {
  night: string;
  /** IDR. */
  rate: number;
  /** Where the rate comes from: the villa's base, a season's share of it, or a single-date override. */
  source: NightSource;
}

/** The price of one villa's stay: its total and minimum (a search lists these for every villa). */
export interface StayTotalResponse {
  /** The sum of the nights, IDR. */
  total: number;
  /** The stay's minimum: the villa's own, or longer when a season it touches asks more. */
  minStayNights: number;
  /** True when the stay is shorter than its minimum (it cannot be requested or booked). */
  belowMinimum: boolean;
}

/** The price of one villa's stay, night by night. */
export interface StayPriceResponse extends StayTotalResponse {
  nights: PricedNightResponse[];
}

/** GET /api/villas/{slug}/quote */
export interface StayQuoteResponse {
  villaSlug: string;
  baseRate: number;
  /** The villa's own minimum stay. */
  minStayNights: number;
  /** The stay priced; null without dates. */
  stay: StayPriceResponse | null;
}
