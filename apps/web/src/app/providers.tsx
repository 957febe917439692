import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';

/**
 * Everything a page can rely on: translations, the server-state cache, the session; the router (in
 * the browser or the build's) inside. A page rendered on request has a cache of its own (`client`).
 */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
