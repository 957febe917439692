import type { StaffQueueItem } from '@prana/contracts';
import { deadlineState, type DeadlineState } from '@prana/domain';

/** Which items the queue shows: open ones (the default), the viewer's own, or everything (history). */
export const QUEUE_SCOPES = ['open', 'mine', 'all'] as const;
export type QueueScope = (typeof QUEUE_SCOPES)[number];

export interface QueueFilter {
  scope: QueueScope;
  /** A category, or null for every category. */
  category: StaffQueueItem['category'] | null;
  /** Matched against guest, villa, booking code, notes and the request's title (case-insensitive). */
  search: string;
}

export const DEFAULT_QUEUE_FILTER: QueueFilter = { scope: 'open', category: null, search: '' };

/**
 * Open: a guest request still pending, or a reservation request still being followed up (the
 * queue lists those until closed). A handled guest request (scheduled, confirmed, acknowledged,
 * cancelled) leaves the open view and stays under "all".
 */
export function isOpenItem(item: StaffQueueItem): boolean {
  return item.kind === 'reservation-request' || item.status === 'pending';
}

/** The items the filter keeps, in the queue's order. `title` renders a guest request's title in the reader's language. */
export function filterQueue(items: readonly StaffQueueItem[], filter: QueueFilter, viewerId: string | null, title: (item: StaffQueueItem) => string): StaffQueueItem[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return items.filter((item) => {
    if (filter.scope === 'open' && !isOpenItem(item)) return false;
    if (filter.scope === 'mine' && !(item.kind === 'guest-request' && viewerId !== null && item.assignee?.id === viewerId)) return false;
    if (filter.category !== null && item.category !== filter.category) return false;
    if (needle === '') return true;
    const haystack = [item.guestName, item.villaName, item.notes ?? '', title(item), item.kind === 'guest-request' ? item.bookingCode : (item.email ?? '')];
    return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
  });
}

/**
 * Whole minutes an item waited for someone: open time only. It stops when the request was first
 * answered (acknowledged, confirmed, scheduled, replied to) or, without an answer, when it left
 * pending (cancelled); a reservation request stops once contacted or closed.
 */
export function waitingMinutes(item: StaffQueueItem, now: Date | number): number {
  const created = Date.parse(item.createdAt);
  const stoppedAt =
    item.kind === 'guest-request'
      ? item.answeredAt !== null
        ? Date.parse(item.answeredAt)
        : item.status === 'pending'
          ? Number(now)
          : Date.parse(item.updatedAt)
      : item.status === 'new'
        ? Number(now)
        : created;
  if (Number.isNaN(created) || Number.isNaN(stoppedAt)) return 0;
  return Math.max(0, Math.floor((stoppedAt - created) / 60_000));
}

/** A guest request against its deadline; reservation requests carry none. Closed without an answer counts as answered. */
export function itemDeadline(item: StaffQueueItem, now: Date | number): DeadlineState | null {
  if (item.kind !== 'guest-request') return null;
  const closed = item.status !== 'pending' ? (item.answeredAt ?? item.updatedAt) : item.answeredAt;
  return deadlineState(Date.parse(item.dueAt), closed === null ? null : Date.parse(closed), now);
}

/** Seconds until the deadline (negative once late). */
export function secondsToDeadline(dueAt: string, now: Date | number): number {
  return Math.round((Date.parse(dueAt) - Number(now)) / 1000);
}

/** "12:05" for a countdown, or "1:02:05" past an hour. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.abs(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

