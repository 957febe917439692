import { describe, expect, it } from 'vitest';
import type { MonthlyFinancialResponse } from '@prana/contracts';
import { chartRows, clickedMonth, overlayAfterYearChange, periodMonths } from './finance-series.ts';

const months = (base: number): MonthlyFinancialResponse[] =>
  Array.from({ length: 12 }, (_, index) => ({ month: index + 1, revenue: base + index, avgNightlyRate: 1000 + index, occupancy: 0.5 + index / 100, expenses: null, net: null }));

describe('periodMonths', () => {
  it('shows all months, the quarters, and YTD up to the current month', () => {
    expect(periodMonths('ALL', 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(periodMonths('Q1', 5)).toEqual([1, 2, 3]);
    expect(periodMonths('Q2', 5)).toEqual([4, 5, 6]);
    expect(periodMonths('Q3', 5)).toEqual([7, 8, 9]);
    expect(periodMonths('Q4', 5)).toEqual([10, 11, 12]);
    expect(periodMonths('YTD', 5)).toEqual([1, 2, 3, 4, 5]);
    expect(periodMonths('YTD', 1)).toEqual([1]);
    expect(periodMonths('YTD', 12)).toHaveLength(12);
  });
});

describe('chartRows', () => {
  it('keeps the period months with occupancy in percent and the overlay year beside them', () => {
    const rows = chartRows(months(100), months(200), 'Q2', 8);
    expect(rows.map((row) => row.month)).toEqual([4, 5, 6]);
    expect(rows[0]).toEqual({ month: 4, revenue: 103, adr: 1003, occupancy: 53, overlayRevenue: 203, overlayAdr: 1003 });
  });

  it('leaves the overlay out when none is chosen', () => {
    const rows = chartRows(months(100), null, 'YTD', 2);
    expect(rows).toEqual([
      { month: 1, revenue: 100, adr: 1000, occupancy: 50 },
      { month: 2, revenue: 101, adr: 1001, occupancy: 51 },
    ]);
  });
});

describe('overlayAfterYearChange', () => {
  const years = [2022, 2023, 2024, 2025];

  it('keeps an overlay that still differs from the year', () => {
    expect(overlayAfterYearChange(years, 2022, 2024)).toBe(2024);
  });

  it('moves to the year before when the overlay became the year, or to none without an earlier year', () => {
    expect(overlayAfterYearChange(years, 2024, 2024)).toBe(2023);
    expect(overlayAfterYearChange(years, 2022, 2022)).toBeNull();
  });

  it('keeps None as None', () => {
    expect(overlayAfterYearChange(years, 2023, null)).toBeNull();
  });
});

describe('clickedMonth', () => {
  const rows = chartRows(months(100), null, 'Q3', 1);

  it('maps the clicked index (a number or recharts string) to the month', () => {
    expect(clickedMonth(rows, 0)).toBe(7);
    expect(clickedMonth(rows, '2')).toBe(9);
  });

  it('ignores a click outside the data', () => {
    expect(clickedMonth(rows, undefined)).toBeNull();
    expect(clickedMonth(rows, 7)).toBeNull();
    expect(clickedMonth(rows, 'x')).toBeNull();
  });
});
