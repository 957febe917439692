import type { GuestRequestResponse, ReservationQueueItem, StaffQueueItem } from '@prana/contracts';
import { compareQueueItems, canMoveReservation, isOpenReservationStatus, queuePriority } from '@prana/domain';

/**
 * The queue after a request changed elsewhere (another staff member, or the guest): the new
 * status, its priority recomputed and the item moved to its place. Null when the request is not
 * in the list (the caller then asks the server again).
 */
export function applyRequestUpdate(items: readonly StaffQueueItem[], request: GuestRequestResponse): StaffQueueItem[] | null {
  const index = items.findIndex((item) => item.kind === 'guest-request' && item.id === request.id);
  const current = items[index];
  if (!current || current.kind !== 'guest-request') return null;
  // An older echo (e.g. our own PATCH answered after another change) never rolls a row back.
  if (Date.parse(request.updatedAt) < Date.parse(current.updatedAt)) return [...items];
  const updated: StaffQueueItem = {
    ...current,
    status: request.status,
    title: request.title,
    notes: request.notes.trim() === '' ? null : request.notes.trim(),
    scheduledTime: request.scheduledTime,
    updatedAt: request.updatedAt,
    priority: queuePriority({ kind: 'guest-request', status: request.status, stay: current.stay }),
  };
  return items.map((item, position) => (position === index ? updated : item)).sort(compareQueueItems);
}

/**
 * The queue after a reservation request changed (on this page or another): the row with its new
 * status and priority, moved to its place, or gone once closed. Null when an open request is not
 * in the list (the caller then asks the server again).
 */
export function applyReservationUpdate(items: readonly StaffQueueItem[], update: ReservationQueueItem): StaffQueueItem[] | null {
  const isUpdated = (item: StaffQueueItem) => item.kind === 'reservation-request' && item.id === update.id;
  if (!isOpenReservationStatus(update.status)) return items.filter((item) => !isUpdated(item));
  const current = items.find(isUpdated);
  if (!current || current.kind !== 'reservation-request') return null;
  // Statuses only move forward, so an older echo (our own answer after a colleague's change) is ignored.
  if (!canMoveReservation(current.status, update.status)) return [...items];
  return items.map((item) => (isUpdated(item) ? update : item)).sort(compareQueueItems);
}

/** Items nobody has handled yet: pending requests and new reservation requests. */
export function waitingCount(items: readonly StaffQueueItem[]): number {
  return items.filter((item) => item.status === 'pending' || item.status === 'new').length;
}
