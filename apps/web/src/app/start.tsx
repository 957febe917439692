import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router-dom';
import { i18n, textsReady } from '../lib/i18n.ts';
import { addressLanguage } from '../lib/language-address.ts';
import { onlineManager } from '@tanstack/react-query';
import { keptGuestBooking } from '../lib/offline/kept-guest.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.tsx';
import { PAGE_DATA_ID } from './page-data.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

/**
 * Loads the code of the routes the address matches before the router starts, so a page rendered
 * on the server is hydrated by the same components at once, not replaced by the loading screen first.
 */
async function loadMatchedRoutes(location: Location): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).map(({ route }) => route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const module = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** A public page's language is its address's: a link, Back or the language switch that changes the address changes the language with it. */
function followAddressLanguage(router: ReturnType<typeof createBrowserRouter>): void {
  router.subscribe(({ location }) => {
    const language = addressLanguage(location.pathname);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
  });
}

/**
 * The cache this device kept for its signed-in guest (offline companion), then who is signed in,
 * before React's first render: with a restored session, /app opens without the api. The outbox
 * writes' defaults load first, so writes queued before a reload know how to send. Only a guest's
 * device loads the persistence code. Loaded by the entry (main.tsx) beside the page's own code.
 */
async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  // The build's or the api's HTML of a public page (prerender.tsx); the service worker's shell has an empty root.
  const prerendered = container.firstElementChild !== null;
  // A page the api rendered on request (it carries its data): its data in the cache before anything reads it.
  let hydrationData: HydrationState | undefined;
  if (prerendered && document.getElementById(PAGE_DATA_ID)) hydrationData = (await import('./served-page.ts')).startServedPage(queryClient, window.location);
  if (keptGuestBooking()) {
    const [{ restoreGuestCache }] = await Promise.all([import('../lib/offline/persist.ts'), import('../features/guest/api/outbox-writes.ts')]);
    await restoreGuestCache(queryClient);
  }
  void queryClient.prefetchQuery(sessionQuery);
  // Writes queued before a reload go out now when there is a connection (else when it returns).
  if (onlineManager.isOnline()) void queryClient.resumePausedMutations();

  // A built page whose code cannot load stays as served: readable, its links plain links.
  if (prerendered && !(await loadMatchedRoutes(window.location).then(() => true, () => false))) return;
  // The first render shows the texts, never their keys (the entry started loading them with the page's code).
  await textsReady;
  const router = createBrowserRouter(routes, { hydrationData });
  followAddressLanguage(router);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
