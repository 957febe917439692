import type { StaffQueueItem } from '@prana/contracts';
import { canMoveReservation, compareQueueItems, isOpenReservationStatus } from '@prana/domain';

/** True when `next` is an older copy of `current` (e.g. our own PATCH answered after a colleague's change). */
function isOlder(current: StaffQueueItem, next: StaffQueueItem): boolean {
  if (current.kind === 'guest-request' && next.kind === 'guest-request') return Date.parse(next.updatedAt) < Date.parse(current.updatedAt);
  // Reservation statuses only move forward.
  if (current.kind === 'reservation-request' && next.kind === 'reservation-request') {
    return current.status !== next.status && !canMoveReservation(current.status, next.status);
  }
  return false;
}

/**
 * The queue after a row arrived or changed (a live event or an answer, both carry the queue's
 * row): the row in its place by priority and age, or gone once a reservation request is closed.
 * An older copy never rolls a row back; then the same array comes back.
 */
export function applyQueueItem(items: readonly StaffQueueItem[], item: StaffQueueItem): readonly StaffQueueItem[] {
  const current = items.find((entry) => entry.kind === item.kind && entry.id === item.id);
  if (current && isOlder(current, item)) return items;
  const others = items.filter((entry) => entry !== current);
  if (item.kind === 'reservation-request' && !isOpenReservationStatus(item.status)) return current ? others : items;
  return [...others, item].sort(compareQueueItems);
}

/** Items nobody has handled yet: pending requests and new reservation requests. */
export function waitingCount(items: readonly StaffQueueItem[]): number {
  return items.filter((item) => item.status === 'pending' || item.status === 'new').length;
}
