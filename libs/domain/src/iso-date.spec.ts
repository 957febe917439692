import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDateAt,
  daysBetween,
  daysInMonth,
  isIsoDate,
  parseIsoDate,
  toCalendarDate,
  toIsoDate,
  todayInBali,
} from './iso-date.ts';

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);

describe('parseIsoDate', () => {
  it('reads a real calendar date as UTC midnight', () => {
    expect(parseIsoDate('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-1-01', '24-01-01', '2024-01-01T00:00:00Z', ' 2024-01-01', ''])(
    'rejects %j',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );

  it('rejects non-strings', () => {
    expect(parseIsoDate(null)).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
    expect(parseIsoDate(20240101)).toBeNull();
    expect(isIsoDate(new Date())).toBe(false);
  });

  it('accepts dates from 2000 to 2100 only', () => {
    for (const value of ['2000-01-01', '2026-11-21', '2100-12-31']) expect(isIsoDate(value), value).toBe(true);
    for (const value of ['0000-01-01', '0099-05-01', '1999-12-31', '2101-01-01', '9999-12-31']) expect(isIsoDate(value), value).toBe(false);
  });

  it('keeps two-digit years as they are', () => {
    expect(toIsoDate(parseIsoDate('0099-05-01') as Date)).toBe('0099-05-01');
  });

  it('round-trips every date through toIsoDate', () => {
    fc.assert(fc.property(isoDate, (date) => toIsoDate(parseIsoDate(date) as Date) === date));
  });
});

describe('addDays and daysBetween', () => {
  it('crosses month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('returns null for an invalid side', () => {
    expect(daysBetween('2024-01-01', 'soon')).toBeNull();
  });

  it('throws on invalid input instead of guessing', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2024-02-01', 1.5)).toThrow(RangeError);
  });

  it('are inverse: daysBetween(d, addDays(d, n)) === n', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -2000, max: 2000 }), (date, n) => daysBetween(date, addDays(date, n)) === n),
    );
  });
});

describe('addMonths', () => {
  it('clamps the day to the end of the target month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-08-31', 6)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-05-15', 12)).toBe('2025-05-15');
  });

  it('moves exactly n months and never past the month end', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -60, max: 60 }), (date, n) => {
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const [y2, m2, d2] = addMonths(date, n).split('-').map(Number) as [number, number, number];
        const monthsMoved = (y2 - y) * 12 + (m2 - m);
        return monthsMoved === n && d2 === Math.min(d, daysInMonth(y2, m2));
      }),
    );
  });
});

describe('calendar dates of instants', () => {
  it('reads an instant as its Bali date (UTC+8)', () => {
    expect(todayInBali(new Date('2024-06-30T15:59:59Z'))).toBe('2024-06-30');
    expect(todayInBali(new Date('2024-06-30T16:00:00Z'))).toBe('2024-07-01');
    expect(calendarDateAt(new Date('2024-06-30T16:00:00Z'), 0)).toBe('2024-06-30');
  });

  it('keeps plain dates and converts zoned timestamps', () => {
    expect(toCalendarDate('2024-06-30')).toBe('2024-06-30');
    expect(toCalendarDate('2024-06-30T20:00:00Z')).toBe('2024-07-01');
    expect(toCalendarDate('2024-06-30T20:00:00+08:00')).toBe('2024-06-30');
    expect(toCalendarDate(new Date('2024-06-30T01:00:00Z'))).toBe('2024-06-30');
  });

  it('refuses zone-less timestamps and garbage', () => {
    expect(toCalendarDate('2024-06-30T20:00:00')).toBeNull();
    expect(toCalendarDate('2024-02-30')).toBeNull();
    expect(toCalendarDate('tomorrow')).toBeNull();
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
  });
});
