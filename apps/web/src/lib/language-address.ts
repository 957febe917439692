import type { Lang } from '@prana/domain';

/**
 * The public pages carry their language in the address: English at the root (`/about`), Indonesian
 * under `/id` (`/id/about`), so each language has its own page for search engines and for links.
 * Elsewhere (sign-in, the companion, the dashboards) the language stays the reader's setting.
 */
const INDONESIAN = '/id';

/** First path segments of the pages that have an address per language ('' is the landing page). */
const ADDRESSED_AREAS = new Set(['', 'availability', 'about', 'sites', 'villas', 'guide', 'contact', 'policies']);

/** `/id/about` → `/about`, `/id` → `/`; other paths as they are. */
export function withoutLanguage(pathname: string): string {
  if (pathname === INDONESIAN) return '/';
  return pathname.startsWith(`${INDONESIAN}/`) ? pathname.slice(INDONESIAN.length) : pathname;
}

/** The language an address names, or null when the page is not one with an address per language. */
export function addressLanguage(pathname: string): Lang | null {
  const area = withoutLanguage(pathname).split('/')[1] ?? '';
  if (!ADDRESSED_AREAS.has(area)) return null;
  return pathname === INDONESIAN || pathname.startsWith(`${INDONESIAN}/`) ? 'id' : 'en';
}

/**
 * The address of a public page in a language: `localizedPath('/about?x=1#y', 'id')` → `/id/about?x=1#y`.
 * Pages without an address per language (`/login`, `/app`) are returned as they are.
 */
export function localizedPath(path: string, language: Lang): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const bare = withoutLanguage(pathname || '/');
  if (addressLanguage(bare) === null || language === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? INDONESIAN : `${INDONESIAN}${bare}`}${rest}`;
}
