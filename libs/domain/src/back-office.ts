import { daysBetween, daysInMonth } from './iso-date.ts';

/** Undo keeps the last 10 changes of a panel. */
export const UNDO_HISTORY_LIMIT = 10;

/** Activity log entries a panel shows. */
export const ACTIVITY_LOG_LIMITS = { expenses: 20, maintenance: 25, team: 30, replies: 20, offerings: 30 } as const;

/** Entries in an employee's History tab. */
export const EMPLOYEE_HISTORY_LIMIT = 12;

/** A stay as finance reads it: Bali calendar dates (checkOut exclusive) and its total in IDR. */
export interface StayAmount {
  checkIn: string;
  checkOut: string;
  amount: number;
}

/** Something billed on a date (a guest charge), in IDR. */
export interface DatedAmount {
  date: string;
  amount: number;
}

/** One month of performance computed from stays. */
export interface MonthPerformance {
  /** 1 (January) to 12. */
  month: number;
  /** Room revenue of the nights in the month plus the extras dated in it, IDR integer. */
  revenue: number;
  /** Room revenue / booked nights, IDR integer; 0 without a booked night. */
  avgNightlyRate: number;
  /** Booked nights / villa-nights, fraction 0 to 1 (4 decimals). */
  occupancy: number;
  bookedNights: number;
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (year: number, month: number) =>
  month === 13 ? `${String(year + 1).padStart(4, '0')}-01-01` : `${String(year).padStart(4, '0')}-${pad(month)}-01`;
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Nights of a stay falling in [from, to). */
function nightsWithin(stay: StayAmount, from: string, to: string): number {
  const start = stay.checkIn > from ? stay.checkIn : from;
  const end = stay.checkOut < to ? stay.checkOut : to;
  return Math.max(0, daysBetween(start, end) ?? 0);
}

/** A stay's nightly rate: its amount spread evenly over its nights (0 for a stay of no nights). */
function nightlyRate(stay: StayAmount): number {
  const nights = daysBetween(stay.checkIn, stay.checkOut) ?? 0;
  return nights > 0 ? stay.amount / nights : 0;
}

/**
 * Twelve months of a year from real stays: each month earns its booked nights times each stay's
 * nightly rate, plus the extras dated in it; occupancy is booked nights over villa-nights.
 */
export function monthlyPerformance(
  stays: readonly StayAmount[],
  year: number,
  villaCount: number,
  extras: readonly DatedAmount[] = [],
): MonthPerformance[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = index + 1;
    const from = monthStart(year, month);
    const to = monthStart(year, month + 1);
    let bookedNights = 0;
    let roomRevenue = 0;
    for (const stay of stays) {
      const nights = nightsWithin(stay, from, to);
      bookedNights += nights;
      roomRevenue += nights * nightlyRate(stay);
    }
    const extraRevenue = extras.filter((extra) => extra.date >= from && extra.date < to).reduce((sum, extra) => sum + extra.amount, 0);
    const villaNights = villaCount * daysInMonth(year, month);
    return {
      month,
      revenue: Math.round(roomRevenue + extraRevenue),
      avgNightlyRate: bookedNights > 0 ? Math.round(roomRevenue / bookedNights) : 0,
      occupancy: villaNights > 0 ? roundTo(Math.min(1, bookedNights / villaNights), 4) : 0,
      bookedNights,
    };
  });
}

/** Vacancy and stay figures of one site over a year. */
export interface StayInsight {
  /** 1 − booked nights / villa-nights, fraction 0 to 1 (4 decimals). */
  vacancyRate: number;
  /** Average length of the stays touching the year, nights (1 decimal); 0 without stays. */
  avgStay: number;
  /** Room revenue / booked nights in the year, IDR integer; `fallbackRate` without a booked night. */
  nightlyRate: number;
}

/** A site's vacancy, average stay and nightly rate over a year, from its stays. */
export function stayInsight(
  stays: readonly StayAmount[],
  year: number,
  villaCount: number,
  fallbackRate: number,
): StayInsight {
  const from = monthStart(year, 1);
  const to = monthStart(year, 13);
  let bookedNights = 0;
  let roomRevenue = 0;
  const touching: number[] = [];
  for (const stay of stays) {
    const nights = nightsWithin(stay, from, to);
    if (nights === 0) continue;
    bookedNights += nights;
    roomRevenue += nights * nightlyRate(stay);
    touching.push(daysBetween(stay.checkIn, stay.checkOut) ?? 0);
  }
  const villaNights = villaCount * (daysBetween(from, to) ?? 365);
  return {
    vacancyRate: villaNights > 0 ? roundTo(Math.max(0, 1 - bookedNights / villaNights), 4) : 1,
    avgStay: touching.length > 0 ? roundTo(touching.reduce((sum, nights) => sum + nights, 0) / touching.length, 1) : 0,
    nightlyRate: bookedNights > 0 ? Math.round(roomRevenue / bookedNights) : fallbackRate,
  };
}

/**
 * Whole percentages of each amount in the total, adding up to exactly 100 (largest remainder);
 * all zeros when nothing was spent.
 */
export function percentShares(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + Math.max(0, amount), 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (Math.max(0, amount) / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Each site's insight for a year of monthly records: the sites keep their sample's differences
 * (one emptier, one dearer than the others) around the year's own level, so the sites' mean
 * vacancy is 1 − the year's mean occupancy and their mean rate its mean ADR.
 */
export function recordedSiteInsights<S extends StayInsight>(
  sample: readonly S[],
  months: readonly { occupancy: number; avgNightlyRate: number }[],
): S[] {
  if (sample.length === 0 || months.length === 0) return sample.map((site) => ({ ...site }));
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const vacancy = 1 - mean(months.map((month) => month.occupancy));
  const rate = mean(months.map((month) => month.avgNightlyRate));
  const sampleVacancy = mean(sample.map((site) => site.vacancyRate));
  const sampleRate = mean(sample.map((site) => site.nightlyRate));
  return sample.map((site) => ({
    ...site,
    vacancyRate: roundTo(Math.min(1, Math.max(0, sampleVacancy > 0 ? (site.vacancyRate * vacancy) / sampleVacancy : vacancy)), 4),
    nightlyRate: sampleRate > 0 ? Math.round((site.nightlyRate * rate) / sampleRate / 1_000) * 1_000 : Math.round(rate),
  }));
}
