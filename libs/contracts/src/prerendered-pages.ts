/** Where the web build writes the public pages it rendered, inside its output folder; the api serves them from there. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The file of a rendered page under PRERENDERED_DIR: `/` → `/index.html`, `/id/about` →
 * `/id/about.html`; null for an address that cannot name one (only lowercase slugs, so never `..`).
 */
export function prerenderedFile(address: string): string | null {
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(address)) return null;
  return `${address === '/' ? '/index' : address}.html`;
}

/** Where the web build writes the templates of the pages the api renders on request (the search), inside its output folder. */
export const ON_REQUEST_DIR = 'on-request';

/** The search page's template in a language, under ON_REQUEST_DIR. */
export const onRequestTemplate = (language: 'en' | 'id') => `availability.${language}.html`;

/** The renderer the web build makes for Node (apps/web/src/app/prerender.tsx), relative to the web build's output folder. */
export const PAGE_RENDERER = '../build-ssr/prerender.js';
