import { useLiveCache } from '../../../lib/live-cache.ts';
import { storeQueueItem, storeThreadMessage } from '../queue/api/queue.ts';
import { bookingsQuery } from './bookings.ts';
import { villaBlocksChanged } from './calendar.ts';
import { opsQueuesQuery } from './ops.ts';
import { storeRegisterStay } from './register.ts';
import { villaCalendarChanged } from './villas.ts';
import { storeTurnover } from './turnovers.ts';

/**
 * The staff side's one bridge from live events to the cached data, mounted by the admin layout so
 * the cache follows on every page: a queue kept while staff look at the calendar is current when
 * they come back (it is never fetched again). Rows that the events carry are written in place; a
 * finished pull, an availability change or a feed edit marks what it touched stale (those events
 * carry no rows), and the calendar fetches the changed villa's blocks. Toasts and highlights are
 * the queue screen's own (use-concierge-queue.ts).
 */
export function useAdminLiveCache(): void {
  useLiveCache('request.created', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('request.updated', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('request.late', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('request.assigned', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('reservation.created', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('reservation.updated', ({ item }, cache) => storeQueueItem(cache, item));
  useLiveCache('register.changed', ({ stay }, cache) => storeRegisterStay(cache, stay));
  useLiveCache('request.message', ({ requestKind, message }, cache) => storeThreadMessage(cache, requestKind, message));
  useLiveCache('sync.finished', ({ villaSlug }, cache) => {
    void villaCalendarChanged(cache, villaSlug);
    void cache.invalidateQueries({ queryKey: bookingsQuery.queryKey });
    void cache.invalidateQueries({ queryKey: opsQueuesQuery.queryKey });
  });
  // A pull, booking, hold or cancellation on any screen.
  useLiveCache('availability.changed', ({ villaSlug }, cache) => {
    void villaCalendarChanged(cache, villaSlug);
    void villaBlocksChanged(cache, villaSlug);
  });
  // A turnover moved on another device, or a calendar change re-timed or cancelled it.
  useLiveCache('turnover.changed', (payload, cache) => storeTurnover(cache, payload));
  useLiveCache('turnover.late', ({ turnover }, cache) => storeTurnover(cache, { id: turnover.id, villaSlug: turnover.villaSlug, turnover }, true));
  // Another person added, edited or removed one of the villa's feeds.
  useLiveCache('feeds.changed', ({ villaSlug }, cache) => void villaCalendarChanged(cache, villaSlug));
}
