import { BALI_UTC_OFFSET_MINUTES } from './iso-date.ts';

// Every wall-clock time Prana shows is Bali's, whatever the reader's or the server's zone.

/** Bali's time zone (WITA, UTC+8 all year): the one place it is named. */
export const BALI_TIME_ZONE = 'Asia/Makassar';

/**
 * A moment as Bali wall-clock time in `locale` (localeOf the language): "14.05", or with the day
 * "21 Nov, 14.05". Null for a timestamp that is not one.
 */
export function formatBaliTime(timestamp: string, locale: string, options: { withDay?: boolean } = {}): string | null {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const day = options.withDay ? ({ day: 'numeric', month: 'short' } as const) : {};
  return new Intl.DateTimeFormat(locale, { ...day, hour: '2-digit', minute: '2-digit', timeZone: BALI_TIME_ZONE }).format(date);
}

/** Bali's wall-clock time of a moment as `HH:mm` (24 h), for comparing with listed times. */
export function baliClock(now: Date): string {
  return new Date(now.getTime() + BALI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}
