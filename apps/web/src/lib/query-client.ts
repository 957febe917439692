import { QueryClient } from '@tanstack/react-query';

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
    mutations: { retry: false },
  },
});
