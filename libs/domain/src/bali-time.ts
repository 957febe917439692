import { BALI_UTC_OFFSET_MINUTES } from './iso-date.ts';

// Every wall-clock time Prana shows is Bali's, whatever the reader's or the server's zone.

/** Bali's time zone (WITA, UTC+8 all year): the one place it is named. */
export const BALI_TIME_ZONE = 'Asia/Makassar';

/** Bali's wall-clock time of a moment as `HH:mm` (24 h), for comparing with listed times. */
export function baliClock(now: Date): string {
  return new Date(now.getTime() + BALI_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}
