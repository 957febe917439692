import { QueryClient, onlineManager } from '@tanstack/react-query';

/**
 * The one cache of server state. Socket events keep what is on screen current (lib/live-cache.ts),
 * so a window focus does not refetch; a failure shows at once (the page offers Retry) instead of
 * after silent retries. Keys are plain arrays of strings and numbers and writes carry mutation keys,
 * so the cache can be persisted and paused writes replayed later. A module of its own so the router
 * can start a page's reads while the page's code is still loading (see `prefetch` in app/router.tsx).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    // Offline, a write fails at once with `http.offline` (staff, payments); only the guest's outbox
    // writes wait for the connection (lib/offline/outbox.ts sets theirs to 'online').
    mutations: { retry: false, networkMode: 'always' },
  },
});

// TanStack assumes a connection until an `offline` event; a page opened offline must know at once.
if (globalThis.navigator?.onLine === false) onlineManager.setOnline(false);
