import type { Localized } from '../localized.ts';

/** One month of sample performance. */
export interface MonthlyFinancialRecord {
  /** 1 (January) to 12 (December). */
  month: number;
  /** IDR, integer. */
  revenue: number;
  /** Average nightly rate (ADR), IDR integer. */
  avgNightlyRate: number;
  /** Fraction 0 to 1. */
  occupancy: number;
}

/** The first year of the demo's imported history; it runs from there to last year (see demoFinancialYears). */
export const FINANCE_FIRST_YEAR = 2022;


/** Bounds of the sample monthly revenue, IDR. */
export const FINANCE_REVENUE_RANGE = { min: 360_000_000, max: 668_000_000 } as const;

/** Period buttons of the financial panel. */
export type FinancePeriod = 'ALL' | 'YTD' | 'Q1' | 'Q2' | 'Q3' | 'Q4';

export const FINANCE_PERIODS: readonly { id: FinancePeriod; label: Localized }[] = [
  { id: 'ALL', label: { en: 'ALL', id: 'SEMUA' } },
  { id: 'YTD', label: { en: 'YTD', id: 'YTD' } },
  { id: 'Q1', label: { en: 'Q1', id: 'K1' } },
  { id: 'Q2', label: { en: 'Q2', id: 'K2' } },
  { id: 'Q3', label: { en: 'Q3', id: 'K3' } },
  { id: 'Q4', label: { en: 'Q4', id: 'K4' } },
];

/** A small seeded PRNG (mulberry32): the same seed always gives the same sequence in [0, 1). */
export function createSeededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Demand index per month (0–1): dry-season peak in July and August, the holidays in December.
const SEASONALITY = [0.32, 0.1, 0.22, 0.42, 0.5, 0.62, 0.86, 0.9, 0.6, 0.48, 0.3, 0.82];
// Each year a little stronger than the last (2022 −0.06, 2023 0, 2024 +0.06), levelling off after.
const yearLift = (year: number) => Math.min(0.06 * (year - 2023), 0.09);
const JITTER = 0.08;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Twelve months of sample performance for a year, the same every time for the same seed. */
export function generateMonthlyFinancials(year: number, seed: number = year): MonthlyFinancialRecord[] {
  const random = createSeededRandom(seed);
  const lift = yearLift(year);
  return SEASONALITY.map((base, index) => {
    const demand = clamp(base + lift + (random() - 0.5) * JITTER, 0, 1);
    const { min, max } = FINANCE_REVENUE_RANGE;
    const revenue = clamp(roundTo(min + demand * (max - min), 1_000), min, max);
    const avgNightlyRate = roundTo(6_400_000 + demand * 2_600_000 + (random() - 0.5) * 300_000, 1_000);
    const occupancy = Math.round(clamp(0.48 + demand * 0.44 + (random() - 0.5) * 0.04, 0, 1) * 1000) / 1000;
    return { month: index + 1, revenue, avgNightlyRate, occupancy };
  });
}

/** One year of the demo's imported history. */
export interface DemoFinancialYear {
  year: number;
  months: MonthlyFinancialRecord[];
}

/**
 * The demo's imported history: every whole year from FINANCE_FIRST_YEAR to the year before
 * `today` (a Bali date, YYYY-MM-DD). The current year is never imported: it comes from the ledger.
 */
export function demoFinancialYears(today: string): DemoFinancialYear[] {
  const currentYear = Number(today.slice(0, 4));
  const years: DemoFinancialYear[] = [];
  for (let year = FINANCE_FIRST_YEAR; year < currentYear; year += 1) years.push({ year, months: generateMonthlyFinancials(year) });
  return years;
}
