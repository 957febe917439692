/**
 * The search page (/availability, /id/availability) rendered on request by the api, with the
 * answer of GET /api/availability for its address: the same components and routes the browser
 * hydrates, the answer in the page as the query cache's state (page-data.ts). Part of the Node
 * build (prerender.tsx); the api caches what it returns until public data changes.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type RouteObject } from 'react-router-dom';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { AvailabilitySearchResponse } from '@prana/contracts';
import { todayInBali, type Lang } from '@prana/domain';
import { availabilityQuery } from '../features/public/api/availability.ts';
import { availabilityApiPath, readAvailabilityAddress } from '../features/public/availability/availability-listings.ts';
import { pageHead } from '../features/public/seo/page-head.ts';
import { i18n } from '../lib/i18n.ts';
import { addressLanguage, withoutLanguage } from '../lib/language-address.ts';
import { pageDocument } from './page-document.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

/** What the api needs to answer a search page's address: its cache key and the read it renders from. */
export interface SearchRequest {
  language: Lang;
  /** Two addresses with one key render the same document: the language, the search as read, today (past dates), and whether it has a query (its head). */
  key: string;
  /** GET /api/availability for the search, or null when no villa can match (the page's empty state). */
  apiPath: string | null;
}

/** The search page's request at `pathname` with `search` (`?checkIn=…`), or null for any other address. */
export function searchRequest(pathname: string, search: string): SearchRequest | null {
  const language = addressLanguage(pathname);
  if (!language || withoutLanguage(pathname) !== '/availability') return null;
  const today = todayInBali(new Date());
  const read = readAvailabilityAddress(new URLSearchParams(search), today);
  const key = JSON.stringify([language, search.length > 1, today, read.asked, read.datesError]);
  return { language, key, apiPath: availabilityApiPath(read.query) };
}

/** The routes as the server renders them: without loaders, which only start the browser's reads (the data is given). */
const withoutLoaders = (list: RouteObject[]): RouteObject[] =>
  list.map(({ loader: _loader, children, ...route }) => ({ ...route, ...(children ? { children: withoutLoaders(children) } : {}) }) as RouteObject);
const serverRoutes = withoutLoaders(routes);

/** One render at a time: the one i18n instance switches to each page's language. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The whole document of the search page at `pathname` + `search`, from its page `template`
 * (page-document.ts) and `answer`, the api's answer to `searchRequest`'s read (null when there is
 * none: the page then shows what it shows while loading or its empty state). A search is not
 * indexed (its dates and prices change, its combinations are endless) but its links are followed;
 * the bare page, in the sitemap, is canonical.
 */
export function renderSearchPage(input: { pathname: string; search: string; origin: string; template: string; answer: AvailabilitySearchResponse | null }): Promise<string> {
  const rendered = queue.then(() => render(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render({ pathname, search, origin, template, answer }: Parameters<typeof renderSearchPage>[0]): Promise<string> {
  const request = searchRequest(pathname, search);
  const language = addressLanguage(pathname);
  if (!request || !language) throw new Error(`${pathname} is not the search page`);
  await i18n.changeLanguage(language);
  const head = pageHead(pathname, origin, i18n.getFixedT(language, ['common', 'public']));
  if (!head) throw new Error(`${pathname} has no head`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (request.apiPath && answer) client.setQueryData(availabilityQuery(request.apiPath).queryKey, answer);
  const handler = createStaticHandler(serverRoutes);
  const context = await handler.query(new Request(new URL(`${pathname}${search}`, origin)));
  if (context instanceof Response || context.statusCode !== 200) throw new Error(`${pathname} does not render a page`);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return pageDocument(template, html, search.length > 1 ? { ...head, robots: 'noindex, follow' } : head, dehydrate(client));
}
