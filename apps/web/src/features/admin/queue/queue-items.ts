import type { GuestRequestResponse, StaffQueueItem } from '@prana/contracts';
import { compareQueueItems, queuePriority } from '@prana/domain';

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

/** Items nobody has handled yet: pending requests and new reservation requests. */
export function waitingCount(items: readonly StaffQueueItem[]): number {
  return items.filter((item) => item.status === 'pending' || item.status === 'new').length;
}
