import type { RequestStatus } from './requests.ts';
import type { ReservationStatus } from './reservation-status.ts';

/** Concierge queue priorities, most urgent first. */
export const QUEUE_PRIORITIES = ['high', 'normal', 'low'] as const;
export type QueuePriority = (typeof QUEUE_PRIORITIES)[number];

/** What the priority of a queue item depends on. */
export type QueueSubject =
  | { kind: 'guest-request'; status: RequestStatus; stay: 'upcoming' | 'in-residence' }
  | { kind: 'reservation-request'; status: ReservationStatus };

/**
 * Priority of a concierge queue item: a pending request of a guest on site now is high; a pending
 * request before arrival and a new reservation request are normal; a request already handled
 * (scheduled, confirmed or acknowledged; a reservation request the concierge has contacted) is low
 * and stays listed: a guest request so it can be undone, a reservation request until it is closed.
 */
export function queuePriority(subject: QueueSubject): QueuePriority {
  if (subject.kind === 'reservation-request') return subject.status === 'new' ? 'normal' : 'low';
  if (subject.status !== 'pending') return 'low';
  return subject.stay === 'in-residence' ? 'high' : 'normal';
}

/** Queue order: by priority, then oldest first (the longest wait on top), then by id for a stable order. */
export function compareQueueItems(
  a: { priority: QueuePriority; createdAt: string; id: string },
  b: { priority: QueuePriority; createdAt: string; id: string },
): number {
  const byPriority = QUEUE_PRIORITIES.indexOf(a.priority) - QUEUE_PRIORITIES.indexOf(b.priority);
  if (byPriority !== 0) return byPriority;
  const byAge = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byAge !== 0 && !Number.isNaN(byAge)) return byAge;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A queue item's notes: as written, trimmed; null when there are none. */
export function queueNotes(text: string | null): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Whole minutes a queue item has waited (never negative; 0 for an unreadable time). */
export function queueAgeMinutes(createdAt: string, now: Date | number): number {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return 0;
  return Math.max(0, Math.floor((Number(now) - created) / 60_000));
}
