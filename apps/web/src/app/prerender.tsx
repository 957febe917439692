// The renderer of the public pages, built for Node by `vite build --ssr`: each page rendered with
// React's static rendering through the same routes and providers as in the browser, which then
// hydrates it (start.tsx). The build runs it for the fixed pages (build/prerender-pages.ts), the api
// for the search page on request (search-page.tsx).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { alternateAddresses, pageHead, publicAddresses, sitemapAddresses, type PageHead } from '../features/public/seo/page-head.ts';
import { i18n } from '../lib/i18n.ts';
import { addressLanguage } from '../lib/language-address.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

export { alternateAddresses, publicAddresses, sitemapAddresses, type PageHead };
export { escapeHtml } from '../lib/html.ts';
export { pageDocument, pageTemplate } from './page-document.ts';
export { renderSearchPage, searchRequest, type SearchRequest } from './search-page.tsx';

/** The HTML inside `#root` of the page at `address` (`/id/about`), and its head, with links under `origin`. */
export async function renderPage(address: string, origin: string): Promise<{ html: string; head: PageHead }> {
  const language = addressLanguage(address);
  if (!language) throw new Error(`${address} has no language address`);
  await i18n.changeLanguage(language);
  const head = pageHead(address, origin, i18n.getFixedT(language, ['common', 'public']));
  if (!head) throw new Error(`${address} is not a public page`);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(address, origin)));
  if (context instanceof Response || context.statusCode !== 200) throw new Error(`${address} does not render a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        {/* No inline hydration script: the content security policy allows none, and these routes have no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), head };
}
