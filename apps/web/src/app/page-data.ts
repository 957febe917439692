/**
 * The data a page rendered on request was rendered from (search-page.tsx): the query cache's state,
 * as JSON in a script element the browser never runs (the content security policy allows no inline
 * script). The app starts its cache from it before hydrating, so its first render is the served HTML.
 */
export const PAGE_DATA_ID = 'page-data';

/** The served page's query cache state, or null on a page without one (or whose JSON does not parse). */
export function servedPageData(): unknown {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
