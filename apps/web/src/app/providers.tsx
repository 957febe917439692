import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { SessionProvider } from '../lib/session.tsx';
import { router } from './router.tsx';

/**
 * The one cache of server state. Socket events keep what is on screen current (lib/live-cache.ts),
 * so a window focus does not refetch; a failure shows at once (the page offers Retry) instead of
 * after silent retries. Keys are plain arrays of strings and numbers and writes carry mutation keys,
 * so the cache can be persisted and paused writes replayed later.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/** Everything a page can rely on: translations, the server-state cache, the session, the router. */
export function AppProviders() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
