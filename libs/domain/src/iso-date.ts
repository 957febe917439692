// Calendar dates travel as `YYYY-MM-DD` strings. All arithmetic happens on UTC midnight so
// that no local time zone (server or browser) can shift a date by a day.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// A timestamp must name its zone: a zone-less one would be read in the local time zone.
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const MS_PER_DAY = 86_400_000;

/** Bali (WITA, BALI_TIME_ZONE) is UTC+8 all year, with no daylight saving. */
export const BALI_UTC_OFFSET_MINUTES = 480;

/** Parses a strict `YYYY-MM-DD` real calendar date to UTC midnight, else null. */
export function parseIsoDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  const roundTrips =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return roundTrips ? date : null;
}

/** The years a date given to Prana may fall in: beyond them no stay, charge or schedule makes sense (and year 0 breaks PostgreSQL). */
export const MIN_DATE_YEAR = 2000;
export const MAX_DATE_YEAR = 2100;

/** True when `value` is a strict `YYYY-MM-DD` real calendar date from MIN_DATE_YEAR to MAX_DATE_YEAR. */
export function isIsoDate(value: unknown): value is string {
  const date = parseIsoDate(value);
  if (!date) return false;
  const year = date.getUTCFullYear();
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

/** Formats the UTC calendar date of `date` as `YYYY-MM-DD`. Throws on an invalid Date. */
export function toIsoDate(date: Date): string {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

function requireIsoDate(value: string, name = 'date'): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Invalid ${name} (expected YYYY-MM-DD): ${String(value)}`);
  return date;
}

function requireInteger(value: number, name: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be an integer: ${value}`);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is invalid. */
export function daysBetween(from: unknown, to: unknown): number | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (!start || !end) return null;
  return Math.round((end.getTime() - start.getTime()) / MS_PER_DAY);
}

/** Adds whole days to an ISO date. Throws RangeError on an invalid date or non-integer days. */
export function addDays(isoDate: string, days: number): string {
  requireInteger(days, 'days');
  const date = requireIsoDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** Number of days in a month (`month` is 1-12). */
export function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/**
 * Adds whole months to an ISO date, clamping the day to the end of the target month
 * (2024-01-31 + 1 month = 2024-02-29). Throws RangeError on invalid input.
 */
export function addMonths(isoDate: string, months: number): string {
  requireInteger(months, 'months');
  const date = requireIsoDate(isoDate);
  const monthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = (((monthIndex % 12) + 12) % 12) + 1;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const result = new Date(0);
  result.setUTCFullYear(year, month - 1, day);
  return toIsoDate(result);
}

/** The calendar date of an instant at a fixed UTC offset (default Bali, UTC+8). */
export function calendarDateAt(instant: Date, utcOffsetMinutes = BALI_UTC_OFFSET_MINUTES): string {
  return toIsoDate(new Date(instant.getTime() + utcOffsetMinutes * 60_000));
}

/** Today's date in Bali for the given clock reading. Callers pass the clock in. */
export function todayInBali(now: Date): string {
  return calendarDateAt(now, BALI_UTC_OFFSET_MINUTES);
}

/**
 * Reads a `YYYY-MM-DD` date as itself, or a zoned ISO timestamp / Date as its calendar date at
 * `utcOffsetMinutes` (default Bali). Returns null for anything else, including zone-less
 * timestamps, whose meaning would depend on the machine's time zone.
 */
export function toCalendarDate(
  value: string | Date | null | undefined,
  utcOffsetMinutes = BALI_UTC_OFFSET_MINUTES,
): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : calendarDateAt(value, utcOffsetMinutes);
  }
  if (typeof value !== 'string') return null;
  if (ISO_DATE.test(value)) return isIsoDate(value) ? value : null;
  if (!ISO_TIMESTAMP.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : calendarDateAt(new Date(time), utcOffsetMinutes);
}
