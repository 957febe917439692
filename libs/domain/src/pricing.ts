import { addDays, daysBetween, isIsoDate } from './iso-date.ts';
import { MAX_STAY_NIGHTS, MIN_STAY_NIGHTS } from './stay.ts';

// Nightly pricing. A villa has a base rate and a minimum stay. Seasons are date ranges of the
// whole group, each priced as a share of every villa's base rate (a villa group's master raises
// "high season" once, in percent, for seventeen villas whose base rates already say how they
// differ), optionally with a longer minimum stay. A single-date override sets one villa's rate for
// one night. A night costs its override, else its season's share of the base, else the base.

/** The share of the base rate a season may ask, in percent: from a deep low-season discount to a peak. */
export const SEASON_PERCENT_RANGE = { min: 10, max: 500 } as const;
/** A villa's or a season's minimum stay, in nights (never below the group's two-night rule). */
export const MINIMUM_STAY_RANGE = { min: MIN_STAY_NIGHTS, max: 30 } as const;
/** The highest nightly rate accepted (IDR): far above any villa, low enough to catch a slipped zero. */
export const MAX_NIGHTLY_RATE = 1_000_000_000;

export interface PricingSeason {
  id: string;
  name: string;
  /** First night of the season (YYYY-MM-DD). */
  firstNight: string;
  /** Last night of the season, inclusive (YYYY-MM-DD). */
  lastNight: string;
  /** The share of each villa's base rate its nights cost, in percent (125 = base + 25 %). */
  ratePercent: number;
  /** A longer minimum stay for stays touching the season; null keeps the villa's own. */
  minStayNights: number | null;
}

export interface RateOverride {
  /** The night (YYYY-MM-DD) whose rate is set. */
  night: string;
  rate: number;
}

/** What prices one villa's stay. */
export interface VillaPricing {
  baseRate: number;
  minStayNights: number;
  seasons: readonly PricingSeason[];
  /** This villa's overrides (other villas' are not passed). */
  overrides: readonly RateOverride[];
}

export type NightSource = 'base' | 'season' | 'override';

export interface PricedNight {
  night: string;
  rate: number;
  source: NightSource;
  /** The season the night falls in (also under an override), null outside every season. */
  seasonId: string | null;
}

export interface StayQuote {
  nights: PricedNight[];
  /** The sum of the nights' rates. */
  total: number;
  /** The stay's minimum: the villa's, or the longest of the seasons its nights fall in. */
  minStayNights: number;
  /** True when the stay is shorter than its minimum. */
  belowMinimum: boolean;
}

/** A season's rate for a villa: its share of the base, rounded to a whole thousand rupiah as prices are written. */
export function seasonRate(baseRate: number, ratePercent: number): number {
  return Math.round((baseRate * ratePercent) / 100 / 1_000) * 1_000;
}

/** The season a night falls in (seasons never overlap; the first found wins if they did). */
export function seasonOf(night: string, seasons: readonly PricingSeason[]): PricingSeason | null {
  return seasons.find((season) => season.firstNight <= night && night <= season.lastNight) ?? null;
}

/** One night's price: override > season > base. */
export function priceNight(night: string, pricing: VillaPricing): PricedNight {
  const season = seasonOf(night, pricing.seasons);
  const override = pricing.overrides.find((candidate) => candidate.night === night);
  if (override) return { night, rate: override.rate, source: 'override', seasonId: season?.id ?? null };
  if (season) return { night, rate: seasonRate(pricing.baseRate, season.ratePercent), source: 'season', seasonId: season.id };
  return { night, rate: pricing.baseRate, source: 'base', seasonId: null };
}

/**
 * Prices the stay night by night (checkOut exclusive) and checks its minimum: the villa's own, or
 * the longest minimum of any season one of its nights falls in, so a stay reaching into a peak
 * keeps the peak's rule. Dates must be real and checkOut after checkIn (the callers check them).
 */
export function quoteStay(pricing: VillaPricing, checkIn: string, checkOut: string): StayQuote {
  const count = daysBetween(checkIn, checkOut);
  if (count === null || count <= 0 || count > MAX_STAY_NIGHTS) throw new RangeError(`Not a stay: ${checkIn} to ${checkOut}`);
  const nights: PricedNight[] = [];
  let minStayNights = pricing.minStayNights;
  for (let index = 0; index < count; index += 1) {
    const night = addDays(checkIn, index);
    nights.push(priceNight(night, pricing));
    const season = seasonOf(night, pricing.seasons);
    if (season?.minStayNights != null) minStayNights = Math.max(minStayNights, season.minStayNights);
  }
  const total = nights.reduce((sum, night) => sum + night.rate, 0);
  return { nights, total, minStayNights, belowMinimum: count < minStayNights };
}

/** Why a season cannot be saved; each is a code of the error catalogue (pricing.*). */
export type SeasonProblem =
  | { code: 'pricing.seasonDates'; field: 'firstNight' | 'lastNight' }
  | { code: 'pricing.seasonPercent'; field: 'ratePercent' }
  | { code: 'pricing.minimumStay'; field: 'minStayNights' }
  | { code: 'pricing.seasonOverlap'; field: 'firstNight'; season: string };

export type SeasonDraft = Omit<PricingSeason, 'id'>;

/**
 * The first problem of a season about to be saved among `others` (the other seasons): real dates
 * with the last night not before the first and at most a year apart, a share within
 * SEASON_PERCENT_RANGE, a minimum stay within MINIMUM_STAY_RANGE, and no night shared with
 * another season (a night has one season, so its price has one answer).
 */
export function seasonProblem(season: SeasonDraft, others: readonly PricingSeason[]): SeasonProblem | null {
  if (!isIsoDate(season.firstNight)) return { code: 'pricing.seasonDates', field: 'firstNight' };
  const length = daysBetween(season.firstNight, season.lastNight);
  if (length === null || length < 0 || length > 366) return { code: 'pricing.seasonDates', field: 'lastNight' };
  const { min, max } = SEASON_PERCENT_RANGE;
  if (!Number.isInteger(season.ratePercent) || season.ratePercent < min || season.ratePercent > max) {
    return { code: 'pricing.seasonPercent', field: 'ratePercent' };
  }
  if (season.minStayNights !== null && minimumStayProblem(season.minStayNights)) return { code: 'pricing.minimumStay', field: 'minStayNights' };
  const overlapping = others.find((other) => other.firstNight <= season.lastNight && season.firstNight <= other.lastNight);
  return overlapping ? { code: 'pricing.seasonOverlap', field: 'firstNight', season: overlapping.name } : null;
}

/** True when a minimum stay is not a whole number within MINIMUM_STAY_RANGE. */
export function minimumStayProblem(nights: number): boolean {
  return !Number.isInteger(nights) || nights < MINIMUM_STAY_RANGE.min || nights > MINIMUM_STAY_RANGE.max;
}

/** True when a nightly rate is not a whole number of rupiah above 0 and at most MAX_NIGHTLY_RATE. */
export function nightlyRateProblem(rate: number): boolean {
  return !Number.isSafeInteger(rate) || rate <= 0 || rate > MAX_NIGHTLY_RATE;
}
