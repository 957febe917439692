import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type HydrationState } from 'react-router-dom';
import { servedPageData } from './page-data.ts';
import { routes } from './router.tsx';

/**
 * The start of a page the api rendered on request (the search page), loaded only by such a page:
 * its data in the query cache before anything reads it, and its loaders started here.
 */

/**
 * The served data counts as read when the page arrived: the api keeps a rendered page only until
 * the data it shows changes (as it keeps its cached answers), so it is as current as a fresh read.
 */
const servedNow = (state: DehydratedState): DehydratedState => ({
  ...state,
  queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: Date.now() } })),
});

/**
 * Seeds the cache with the data the page was rendered from, then runs the address's matched loaders
 * rather than the router: they only start reads into the query cache (router.tsx), so the router is
 * told they gave nothing (by the route's id) and hydrates the page itself, not its loading screen
 * while they run.
 */
export function startServedPage(client: QueryClient, location: Location): HydrationState | undefined {
  const served = servedPageData() as DehydratedState | null;
  if (served) hydrate(client, servedNow(served));
  const matches = (matchRoutes(routes, location) ?? []).filter(({ route }) => typeof route.loader === 'function');
  if (matches.some(({ route }) => route.id === undefined)) throw new Error('A route with a loader needs an id');
  const request = new Request(location.href);
  for (const { route, params } of matches) void (route.loader as (args: { request: Request; params: typeof params; context: undefined }) => unknown)({ request, params, context: undefined });
  return matches.length === 0 ? undefined : { loaderData: Object.fromEntries(matches.map(({ route }) => [route.id, null])) };
}
