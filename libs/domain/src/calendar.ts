import { addDays, parseIsoDate, toIsoDate } from './iso-date.ts';

/** Days shown by the booking calendar: six weeks, so every month fits. */
export const CALENDAR_GRID_DAYS = 42;

/** A check-in / check-out pair being picked; either end may be missing. */
export interface DateRange {
  checkIn: string | null;
  checkOut: string | null;
}

/** `2026-12-17` → `2026-12-01`. Throws RangeError on an invalid date. */
export function monthStart(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  if (!date) throw new RangeError(`Invalid date (expected YYYY-MM-DD): ${isoDate}`);
  date.setUTCDate(1);
  return toIsoDate(date);
}

/**
 * The 42 days the calendar shows for the month of `isoDate`: weeks start on Sunday, so the grid
 * opens on the Sunday on or before the 1st and runs six full weeks.
 */
export function calendarGrid(isoDate: string): string[] {
  const first = monthStart(isoDate);
  const weekday = parseIsoDate(first)!.getUTCDay();
  const start = addDays(first, -weekday);
  return Array.from({ length: CALENDAR_GRID_DAYS }, (_, index) => addDays(start, index));
}

/**
 * A click on `day` in the booking calendar: with no start, or with both dates set, it starts
 * a new range; with a start only, a day on or before the start restarts the range, a later day
 * sets the check-out.
 */
export function pickRangeDay(range: DateRange, day: string): DateRange {
  if (range.checkIn === null || range.checkOut !== null) return { checkIn: day, checkOut: null };
  if (day <= range.checkIn) return { checkIn: day, checkOut: null };
  return { checkIn: range.checkIn, checkOut: day };
}

/**
 * Whether a click on `day` may be taken, given nights the villa cannot offer (`YYYY-MM-DD`, each
 * the night starting that day). A day that would start a stay must be a free night; a check-out
 * day may itself be taken (check-out is exclusive), but no night between check-in and it may be.
 */
export function isPickableDay(range: DateRange, day: string, unavailable: ReadonlySet<string>): boolean {
  if (unavailable.size === 0) return true;
  const choosingCheckOut = range.checkIn !== null && range.checkOut === null && day > range.checkIn;
  if (!choosingCheckOut) return !unavailable.has(day);
  for (let night = range.checkIn!; night < day; night = addDays(night, 1)) {
    if (unavailable.has(night)) return false;
  }
  return true;
}
