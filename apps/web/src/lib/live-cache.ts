import { useQueryClient, type DataTag, type QueryClient, type QueryKey, type Updater } from '@tanstack/react-query';
import type { ServerEventName, ServerEventPayload, ServerToClientEvents } from '@prana/contracts';
import { useReconnect, useSocketEvent } from './socket.ts';

/**
 * The one bridge from live events to the query cache: while mounted, each `event` runs `update`
 * with the cache, which writes the row the event carries (`setQueryData`) or marks what it
 * touched stale (`invalidateQueries`).
 * `useLiveCache('request.updated', ({ request }, cache) => cache.setQueryData(key, ...))`
 */
export function useLiveCache<E extends ServerEventName>(
  event: E,
  update: (payload: ServerEventPayload<E>, cache: QueryClient) => void,
): void {
  const cache = useQueryClient();
  const listener = (payload: ServerEventPayload<E>) => update(payload, cache);
  useSocketEvent(event, listener as unknown as ServerToClientEvents[E]);
}

/**
 * Back after a drop (the server does not replay missed events): everything on screen is fetched
 * again (ARCHITECTURE "Live events"). Mounted once by each signed-in layout.
 */
export function useRefetchOnReconnect(): void {
  const cache = useQueryClient();
  useReconnect(() => void cache.invalidateQueries());
}

/**
 * Writes what a live event carries into a cached read (every feature's `store…` goes through here).
 * An event that lands while that read is being asked also asks it again once the answer is in: the
 * answer may have been made before the event's change and would replace what the event wrote, and
 * nothing reads a live-kept query again until a reconnect.
 */
export function patchLiveRead<TData, TError>(cache: QueryClient, queryKey: DataTag<QueryKey, TData, TError>, update: Updater<TData | undefined, TData | undefined>): void {
  cache.setQueryData(queryKey, update);
  const reading = cache.getQueryCache().find({ queryKey, exact: true })?.promise;
  if (reading) {
    const readAgain = () => cache.refetchQueries({ queryKey, exact: true, type: 'all' });
    void reading.then(readAgain, readAgain);
  }
}

