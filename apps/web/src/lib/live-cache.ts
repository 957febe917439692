import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
