import { BALI_UTC_OFFSET_MINUTES, daysBetween, toCalendarDate } from './iso-date.ts';
import type { Lang } from './lang.ts';

/** Options of relativeDayLabel. */
export interface RelativeDayOptions {
  lang?: Lang;
  /** Offset used to read timestamps as calendar dates; default Bali (UTC+8). */
  utcOffsetMinutes?: number;
}

/**
 * Calendar days from `now` to `target` (positive in the future). Each side may be a
 * `YYYY-MM-DD` date, a zoned ISO timestamp or a Date; timestamps are read as their calendar
 * date at the offset (default Bali). Null when either side cannot be read.
 */
export function relativeDays(
  target: string | Date,
  now: string | Date,
  utcOffsetMinutes: number = BALI_UTC_OFFSET_MINUTES,
): number | null {
  return daysBetween(toCalendarDate(now, utcOffsetMinutes), toCalendarDate(target, utcOffsetMinutes));
}

/** 'In 3 days', 'Tomorrow', 'Today', 'Yesterday', '4 days ago' (or Indonesian) for a day offset. */
export function relativeDayText(days: number, lang: Lang = 'en'): string {
  if (lang === 'id') {
    if (days > 1) return `Dalam ${days} hari`;
    if (days === 1) return 'Besok';
    if (days === 0) return 'Hari ini';
    if (days === -1) return 'Kemarin';
    return `${-days} hari lalu`;
  }
  if (days > 1) return `In ${days} days`;
  if (days === 1) return 'Tomorrow';
  if (days === 0) return 'Today';
  if (days === -1) return 'Yesterday';
  return `${-days} days ago`;
}

/** Relative day label of `target` seen from `now`; null when unreadable. */
export function relativeDayLabel(
  target: string | Date,
  now: string | Date,
  options: RelativeDayOptions = {},
): string | null {
  const days = relativeDays(target, now, options.utcOffsetMinutes ?? BALI_UTC_OFFSET_MINUTES);
  return days === null ? null : relativeDayText(days, options.lang ?? 'en');
}
