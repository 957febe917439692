import { baliClock } from './bali-time.ts';
import { todayInBali } from './iso-date.ts';

/** Guest request categories. */
export const REQUEST_CATEGORIES = ['dining', 'wellness', 'transport', 'housekeeping', 'concierge'] as const;
export type RequestCategory = (typeof REQUEST_CATEGORIES)[number];

/** Guest request statuses; `cancelled` is the guest's own, final (staff never set or leave it). */
export const REQUEST_STATUSES = ['pending', 'scheduled', 'confirmed', 'acknowledged', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The statuses staff move a request between: all but the guest's `cancelled`. */
export type StaffRequestStatus = Exclude<RequestStatus, 'cancelled'>;

/** Every new request starts pending. */
export const INITIAL_REQUEST_STATUS: RequestStatus = 'pending';

/**
 * The two statuses each category toggles between. Dining uses pending ↔ confirmed, since a table
 * or breakfast slot is confirmed like a ride.
 */
export const REQUEST_STATUS_PAIRS: Readonly<Record<RequestCategory, readonly [StaffRequestStatus, StaffRequestStatus]>> = {
  dining: ['pending', 'confirmed'],
  wellness: ['pending', 'scheduled'],
  transport: ['pending', 'confirmed'],
  housekeeping: ['pending', 'acknowledged'],
  concierge: ['pending', 'acknowledged'],
};

/** True for one of the five categories. */
export function isRequestCategory(value: unknown): value is RequestCategory {
  return typeof value === 'string' && (REQUEST_CATEGORIES as readonly string[]).includes(value);
}

/** True for one of the statuses. */
export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The statuses a request of this category may have: pending first, then its partner. */
export function allowedStatuses(category: RequestCategory): readonly [StaffRequestStatus, StaffRequestStatus] {
  return REQUEST_STATUS_PAIRS[category];
}

/**
 * The status the toggle button moves to: pending ↔ the category's partner status. A status the
 * category does not use (stale data) toggles back to pending.
 */
export function toggleStatus(category: RequestCategory, status: RequestStatus): StaffRequestStatus {
  const [initial, partner] = REQUEST_STATUS_PAIRS[category];
  return status === initial ? partner : initial;
}

/**
 * True when staff may move a request of this category from `from` to a different status `to`:
 * within the category's pair only, so never to or from `cancelled`.
 */
export function isAllowedTransition(category: RequestCategory, from: RequestStatus, to: RequestStatus): boolean {
  const allowed: readonly RequestStatus[] = REQUEST_STATUS_PAIRS[category];
  return from !== to && allowed.includes(from) && allowed.includes(to);
}

/**
 * The guest may cancel a request, or rewrite its notes, only while staff have not answered it:
 * once it is scheduled, confirmed or acknowledged someone is already acting on it.
 */
export function isOpenForGuest(status: RequestStatus): boolean {
  return status === 'pending';
}

/** Requests that happen on a day of the stay and carry that day (`serviceDate`); a concierge request does not. */
export const DATED_REQUEST_CATEGORIES = ['dining', 'wellness', 'transport', 'housekeeping'] as const satisfies readonly RequestCategory[];
export type DatedRequestCategory = (typeof DATED_REQUEST_CATEGORIES)[number];

export function isDatedCategory(category: RequestCategory): boolean {
  return (DATED_REQUEST_CATEGORIES as readonly string[]).includes(category);
}

/**
 * Why a service day cannot be booked, or null when it can: a day of the stay (arrival to
 * departure, both included) that has not passed in Bali.
 */
export function serviceDateProblem(date: string, stay: { checkIn: string; checkOut: string }, today: string): 'request.serviceDateOutsideStay' | 'request.serviceDatePast' | null {
  if (date < stay.checkIn || date > stay.checkOut) return 'request.serviceDateOutsideStay';
  if (date < today) return 'request.serviceDatePast';
  return null;
}

/** The days a service can be booked on: from today (or arrival, if later) to departure; empty once the stay is over. */
export function bookableServiceDays(stay: { checkIn: string; checkOut: string }, today: string): { first: string; last: string } | null {
  const first = stay.checkIn > today ? stay.checkIn : today;
  return first > stay.checkOut ? null : { first, last: stay.checkOut };
}

/** A clock time as the forms send it: HH:mm, 00:00 to 23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an `HH:mm` time. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A service's daily hours: it may start at `opens` and must be over by `closes`. */
export interface ServiceHours {
  opens: string;
  closes: string;
}

/** The latest start that still ends by closing time. */
export function latestStart(hours: ServiceHours, durationMinutes: number): string {
  return clockOf(Math.max(minutesOf(hours.opens), minutesOf(hours.closes) - durationMinutes));
}

/** True when a ritual of `durationMinutes` starting at `start` (HH:mm) fits inside the service's hours. */
export function fitsServiceHours(start: string, hours: ServiceHours, durationMinutes: number): boolean {
  return minutesOf(start) >= minutesOf(hours.opens) && minutesOf(start) + durationMinutes <= minutesOf(hours.closes);
}

/** The start times a ritual's form lists: every quarter hour from opening to the latest start. */
export function serviceStartTimes(hours: ServiceHours, durationMinutes: number): string[] {
  const times: string[] = [];
  for (let minutes = minutesOf(hours.opens); minutes <= minutesOf(latestStart(hours, durationMinutes)); minutes += 15) times.push(clockOf(minutes));
  return times;
}

/**
 * How long before its start a dated service must be asked for, in minutes: the team has to see the
 * request, prepare and reach the villa (a ritual's therapist, a ride's driver, the kitchen, the
 * housekeepers). The catalogue states none; these are the house's.
 */
export const SERVICE_LEAD_MINUTES: Readonly<Record<DatedRequestCategory, number>> = {
  dining: 45,
  wellness: 60,
  transport: 60,
  housekeeping: 30,
};

/**
 * The earliest start (HH:mm, Bali) a service of `category` can still be asked for on `date`: now
 * plus the lead time, up to the next whole minute, on the day that moment falls on; 00:00 on a
 * later day; null on an earlier one (a day that has passed, or today once the lead time reaches
 * past midnight).
 */
export function earliestServiceStart(category: DatedRequestCategory, date: string, now: Date): string | null {
  const ready = new Date(Math.ceil((now.getTime() + SERVICE_LEAD_MINUTES[category] * 60_000) / 60_000) * 60_000);
  const readyDay = todayInBali(ready);
  if (date > readyDay) return '00:00';
  if (date < readyDay) return null;
  return baliClock(ready);
}

/** True when a service of `category` on `date` at `time` (HH:mm, Bali) starts at least its lead time after `now`. */
export function startsInTime(category: DatedRequestCategory, date: string, time: string, now: Date): boolean {
  const earliest = earliestServiceStart(category, date, now);
  return earliest !== null && time >= earliest;
}

/** The times of `times` (HH:mm) a service of `category` can still start at on `date`: what a form offers. */
export function startTimesInTime(category: DatedRequestCategory, date: string, times: readonly string[], now: Date): string[] {
  return times.filter((time) => startsInTime(category, date, time, now));
}

/** A scheduled departure on `date` at `time` (HH:mm) has left when that moment is not in Bali's future. */
export function hasDeparted(date: string, time: string, today: string, baliClock: string): boolean {
  return date < today || (date === today && time <= baliClock);
}

/** Which fallback text blank notes show, per screen; the texts are libs/catalogue's. */
export type NotesFallbackKey = 'special' | 'extra' | 'additional';
export const NOTES_FALLBACK_BY_CATEGORY: Readonly<Record<RequestCategory, NotesFallbackKey>> = {
  dining: 'special',
  wellness: 'special',
  transport: 'extra',
  housekeeping: 'additional',
  concierge: 'additional',
};

/** The trimmed notes, or `fallback` when they are missing or blank. */
export function notesOrFallback(notes: string | null | undefined, fallback: string): string {
  const trimmed = notes?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
}
