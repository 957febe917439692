import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_GRID_DAYS, calendarGrid, isPickableDay, monthStart, pickRangeDay } from './calendar.ts';
import { addDays, parseIsoDate } from './iso-date.ts';

describe('calendarGrid', () => {
  it('starts on the Sunday on or before the 1st and shows 42 days', () => {
    const grid = calendarGrid('2026-12-17');
    expect(grid).toHaveLength(CALENDAR_GRID_DAYS);
    expect(grid[0]).toBe('2026-11-29');
    expect(grid[2]).toBe('2026-12-01');
    expect(grid[41]).toBe('2027-01-09');
  });

  it('starts on the 1st itself when the month begins on a Sunday', () => {
    expect(calendarGrid('2026-11-30')[0]).toBe('2026-11-01');
  });

  it('always holds the whole month, Sunday first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = addDays('2000-01-01', offset);
        const grid = calendarGrid(day);
        expect(parseIsoDate(grid[0])!.getUTCDay()).toBe(0);
        expect(grid).toContain(monthStart(day));
        expect(grid).toContain(day);
      }),
    );
  });
});

describe('pickRangeDay', () => {
  it('starts a range when nothing is picked, and when both ends are', () => {
    expect(pickRangeDay({ checkIn: null, checkOut: null }, '2026-12-10')).toEqual({ checkIn: '2026-12-10', checkOut: null });
    expect(pickRangeDay({ checkIn: '2026-12-10', checkOut: '2026-12-12' }, '2026-12-20')).toEqual({ checkIn: '2026-12-20', checkOut: null });
  });

  it('restarts on a day on or before the start, and sets the end on a later day', () => {
    expect(pickRangeDay({ checkIn: '2026-12-10', checkOut: null }, '2026-12-10')).toEqual({ checkIn: '2026-12-10', checkOut: null });
    expect(pickRangeDay({ checkIn: '2026-12-10', checkOut: null }, '2026-12-04')).toEqual({ checkIn: '2026-12-04', checkOut: null });
    expect(pickRangeDay({ checkIn: '2026-12-10', checkOut: null }, '2026-12-11')).toEqual({ checkIn: '2026-12-10', checkOut: '2026-12-11' });
  });
});

describe('isPickableDay (a villa\'s unavailable nights)', () => {
  const taken = new Set(['2026-12-10', '2026-12-11']);
  it('refuses a taken night as check-in, and allows every day when nothing is taken', () => {
    expect(isPickableDay({ checkIn: null, checkOut: null }, '2026-12-10', taken)).toBe(false);
    expect(isPickableDay({ checkIn: null, checkOut: null }, '2026-12-12', taken)).toBe(true);
    expect(isPickableDay({ checkIn: '2026-12-01', checkOut: '2026-12-04' }, '2026-12-11', taken)).toBe(false);
    expect(isPickableDay({ checkIn: null, checkOut: null }, '2026-12-10', new Set())).toBe(true);
  });

  it('lets a stay check out on the first taken night but never span one', () => {
    const from = { checkIn: '2026-12-07', checkOut: null };
    expect(isPickableDay(from, '2026-12-10', taken)).toBe(true);
    expect(isPickableDay(from, '2026-12-11', taken)).toBe(false);
    expect(isPickableDay(from, '2026-12-13', taken)).toBe(false);
    // A day before check-in starts a new stay: a taken night cannot.
    expect(isPickableDay({ checkIn: '2026-12-12', checkOut: null }, '2026-12-11', taken)).toBe(false);
    expect(isPickableDay({ checkIn: '2026-12-12', checkOut: null }, '2026-12-14', taken)).toBe(true);
  });
});
