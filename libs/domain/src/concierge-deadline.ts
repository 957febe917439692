import { BALI_UTC_OFFSET_MINUTES } from './iso-date.ts';

/** Daily hours in Bali wall-clock minutes since midnight: [opensAt, closesAt). */
export interface ConciergeHours {
  opensAt: number;
  closesAt: number;
}

/** The concierge answers within 15 minutes from 07:00 to 22:00 WITA. */
export const CONCIERGE_HOURS: ConciergeHours = { opensAt: 7 * 60, closesAt: 22 * 60 };
export const CONCIERGE_RESPONSE_MINUTES = 15;
/** An in-person host arrives within ten minutes; the concierge is on site from 07:00 to 23:00. */
export const ON_SITE_HOURS: ConciergeHours = { opensAt: 7 * 60, closesAt: 23 * 60 };
export const IN_PERSON_RESPONSE_MINUTES = 10;

/** Minutes remaining before a request is due at which the queue warns (amber). */
export const DUE_SOON_MINUTES = 5;

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Parses "07:00-22:00" (24:00 allowed as a close); null for anything else. */
export function parseConciergeHours(text: string): ConciergeHours | null {
  const match = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [opensH, opensM, closesH, closesM] = match.slice(1).map(Number) as [number, number, number, number];
  const opensAt = opensH * 60 + opensM;
  const closesAt = closesH * 60 + closesM;
  if (opensM > 59 || closesM > 59 || opensAt >= closesAt || closesAt > DAY_MINUTES) return null;
  return { opensAt, closesAt };
}

/**
 * When a request must be answered: `responseMinutes` after it arrived if the concierge is on
 * duty then, else `responseMinutes` after the next opening (a request at 23:10 WITA is due at
 * 07:15 the next morning). WITA is UTC+8 all year, so plain minute arithmetic is exact.
 */
export function responseDeadline(createdAt: Date, responseMinutes: number, hours: ConciergeHours = CONCIERGE_HOURS): Date {
  const minute = Math.floor(createdAt.getTime() / MINUTE);
  const minuteOfDay = (((minute + BALI_UTC_OFFSET_MINUTES) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  if (minuteOfDay >= hours.opensAt && minuteOfDay < hours.closesAt) {
    return new Date(createdAt.getTime() + responseMinutes * MINUTE);
  }
  // From the opening minute itself, so a request at 23:10:42 is due at 07:15:00.
  const untilOpening = (hours.opensAt - minuteOfDay + DAY_MINUTES) % DAY_MINUTES;
  return new Date((minute + untilOpening + responseMinutes) * MINUTE);
}

/** How a request stands against its deadline: answered, on time, due within DUE_SOON_MINUTES, or late. */
export type DeadlineState = 'answered' | 'on-time' | 'due-soon' | 'late';

export function deadlineState(dueAt: Date | number, answeredAt: Date | number | null, now: Date | number): DeadlineState {
  if (answeredAt !== null) return 'answered';
  const left = Number(dueAt) - Number(now);
  if (left <= 0) return 'late';
  return left <= DUE_SOON_MINUTES * MINUTE ? 'due-soon' : 'on-time';
}
