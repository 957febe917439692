import type { FinancePeriod } from '@prana/catalogue';
import type { MonthlyFinancialResponse } from '@prana/contracts';

/** The months (1–12) a period shows. YTD: up to the current month; quarters: Jan–Mar, Apr–Jun, Jul–Sep, Oct–Dec. */
export function periodMonths(period: FinancePeriod, currentMonth: number): number[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  switch (period) {
    case 'YTD':
      return range(1, Math.min(12, Math.max(1, currentMonth)));
    case 'Q1':
      return range(1, 3);
    case 'Q2':
      return range(4, 6);
    case 'Q3':
      return range(7, 9);
    case 'Q4':
      return range(10, 12);
    default:
      return range(1, 12);
  }
}

/** One month on the charts: the chosen year, and the overlay year when one is chosen. */
export interface ChartRow {
  month: number;
  revenue: number;
  adr: number;
  /** Percent, 0–100. */
  occupancy: number;
  overlayRevenue?: number;
  overlayAdr?: number;
}

/** The chart rows of a period, with the overlay year's same months beside them. */
export function chartRows(
  months: readonly MonthlyFinancialResponse[],
  overlay: readonly MonthlyFinancialResponse[] | null,
  period: FinancePeriod,
  currentMonth: number,
): ChartRow[] {
  const shown = new Set(periodMonths(period, currentMonth));
  return months
    .filter((record) => shown.has(record.month))
    .map((record) => {
      const row: ChartRow = {
        month: record.month,
        revenue: record.revenue,
        adr: record.avgNightlyRate,
        occupancy: Math.round(record.occupancy * 1000) / 10,
      };
      const other = overlay?.find((candidate) => candidate.month === record.month);
      if (other) {
        row.overlayRevenue = other.revenue;
        row.overlayAdr = other.avgNightlyRate;
      }
      return row;
    });
}

/**
 * The overlay after the year changed: kept when it still differs from the year, otherwise the
 * year before the chosen one (or none when there is no earlier year).
 */
export function overlayAfterYearChange(years: readonly number[], year: number, overlay: number | null): number | null {
  if (overlay !== null && overlay !== year && years.includes(overlay)) return overlay;
  if (overlay === null) return null;
  const earlier = years.filter((candidate) => candidate < year);
  return earlier.length > 0 ? earlier[earlier.length - 1]! : null;
}

/** The month a chart click points at, from recharts' active index into the shown rows. */
export function clickedMonth(rows: readonly ChartRow[], activeIndex: unknown): number | null {
  const index = typeof activeIndex === 'number' ? activeIndex : typeof activeIndex === 'string' ? Number(activeIndex) : Number.NaN;
  if (!Number.isInteger(index)) return null;
  return rows[index]?.month ?? null;
}
