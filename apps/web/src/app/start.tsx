import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../lib/i18n.ts';
import { onlineManager } from '@tanstack/react-query';
import { keptGuestBooking } from '../lib/offline/kept-guest.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.tsx';
import { AppProviders } from './providers.tsx';

/**
 * The cache this device kept for its signed-in guest (offline companion), then who is signed in,
 * before React's first render: with a restored session, /app opens without the api. The outbox
 * writes' defaults load first, so writes queued before a reload know how to send. Only a guest's
 * device loads the persistence code. Loaded by the entry (main.tsx) beside the page's own code.
 */
async function start(): Promise<void> {
  if (keptGuestBooking()) {
    const [{ restoreGuestCache }] = await Promise.all([import('../lib/offline/persist.ts'), import('../features/guest/api/outbox-writes.ts')]);
    await restoreGuestCache(queryClient);
  }
  void queryClient.prefetchQuery(sessionQuery);
  // Writes queued before a reload go out now when there is a connection (else when it returns).
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );
}

void start();
