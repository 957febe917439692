import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router-dom';
import { i18n, textsReady } from '../lib/i18n.ts';
import { addressLanguage } from '../lib/language-address.ts';
import { hydrate, onlineManager, type DehydratedState } from '@tanstack/react-query';
import { keptGuestBooking } from '../lib/offline/kept-guest.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.tsx';
import { servedPageData } from './page-data.ts';
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

/**
 * A served page's matched loaders, run here rather than by the router: they only start reads into
 * the query cache (router.tsx), so the router is told they gave nothing (by the route's id) and
 * hydrates the page itself, not its loading screen while they run.
 */
function startLoaders(location: Location): HydrationState | undefined {
  const matches = (matchRoutes(routes, location) ?? []).filter(({ route }) => typeof route.loader === 'function');
  if (matches.some(({ route }) => route.id === undefined)) throw new Error('A route with a loader needs an id');
  const request = new Request(location.href);
  for (const { route, params } of matches) void (route.loader as (args: { request: Request; params: typeof params; context: undefined }) => unknown)({ request, params, context: undefined });
  return matches.length === 0 ? undefined : { loaderData: Object.fromEntries(matches.map(({ route }) => [route.id, null])) };
}

/**
 * The served data counts as read when the page arrived: the api keeps a rendered page only until
 * the data it shows changes (as it keeps its cached answers), so it is as current as a fresh read.
 */
const servedNow = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() } })),
});

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
  // The data a page rendered on request was rendered from, in the cache before anything reads it.
  const served = prerendered ? (servedPageData() as DehydratedState | null) : null;
  if (served) hydrate(queryClient, servedNow(served));
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
  const router = createBrowserRouter(routes, { hydrationData: prerendered ? startLoaders(window.location) : undefined });
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
