import { useLiveCache } from '../../../lib/live-cache.ts';
import { bookingsQuery } from './bookings.ts';
import { opsQueuesQuery } from './ops.ts';
import { villaCalendarChanged } from './villas.ts';

/**
 * Keeps the dashboard's cached calendar data live: a finished pull, an availability change or a
 * feed edit marks the villa's rows, the bookings and the workers' queues stale (the events carry no rows).
 */
export function useAdminLiveCache(): void {
  useLiveCache('sync.finished', ({ villaSlug }, cache) => {
    void villaCalendarChanged(cache, villaSlug);
    void cache.invalidateQueries({ queryKey: bookingsQuery.queryKey });
    void cache.invalidateQueries({ queryKey: opsQueuesQuery.queryKey });
  });
  useLiveCache('availability.changed', ({ villaSlug }, cache) => void villaCalendarChanged(cache, villaSlug));
  // Another person added, edited or removed one of the villa's feeds.
  useLiveCache('feeds.changed', ({ villaSlug }, cache) => void villaCalendarChanged(cache, villaSlug));
}
