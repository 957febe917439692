import { describe, expect, it } from 'vitest';
import { formatMonth } from './date-format.ts';
import { monthDates, previousMonth } from './statements.ts';

describe('statement months', () => {
  it('reports the month before today, across a year', () => {
    expect(previousMonth('2026-12-01')).toBe('2026-11');
    expect(previousMonth('2026-11-30')).toBe('2026-10');
    expect(previousMonth('2027-01-15')).toBe('2026-12');
  });

  it('spans a month’s nights, the next month’s first day excluded', () => {
    expect(monthDates('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01', days: 31 });
    expect(monthDates('2028-02')).toEqual({ from: '2028-02-01', to: '2028-03-01', days: 29 });
  });

  it('names a month as the reader writes it', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-10', 'id')).toBe('Oktober 2026');
  });
});
