import type { TFunction } from 'i18next';
import { ABOUT_PAGE, INFO_PAGES, LANDING_HERO_SITE, SITES, VILLAS, getSite, getVilla, siteHeroPath, type InfoPagePath } from '@prana/catalogue';
import { LANGS, formatIdr, type Lang, type Localized } from '@prana/domain';
import { addressLanguage, localizedPath, withoutLanguage } from '../../../lib/language-address.ts';
import { siteLodging, villaRental, type JsonLd } from './structured-data.ts';

/** What a public page tells search engines and link previews, in its language. */
export interface PageHead {
  language: Lang;
  title: string;
  description: string;
  /** Absolute address of this page in its language. */
  canonical: string;
  /** The same page in every language, and `x-default` (English). */
  alternates: { hreflang: string; href: string }[];
  /** Absolute address of the share image. */
  image: string;
  jsonLd: JsonLd[];
  /** Set on a page search engines must not index (a search's results): it then names no canonical or alternate address. */
  robots?: string;
}

/** One element of a page's head: its tag, attributes and, for structured data, its text. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

const OG_LOCALE = { en: 'en_US', id: 'id_ID' } as const;

/**
 * What a public page's head carries for search engines and link previews, besides its title: the
 * build writes them into the page's HTML, the browser swaps them after a navigation inside the app.
 */
export function headElements(head: PageHead): HeadElement[] {
  const meta = (key: 'name' | 'property', name: string, content: string): HeadElement => ({ tag: 'meta', attributes: { [key]: name, content } });
  const addresses: HeadElement[] = head.robots
    ? [meta('name', 'robots', head.robots)]
    : [{ tag: 'link', attributes: { rel: 'canonical', href: head.canonical } }, ...head.alternates.map((alternate): HeadElement => ({ tag: 'link', attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href } }))];
  return [
    meta('name', 'description', head.description),
    ...addresses,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Prana'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[head.language === 'en' ? 'id' : 'en']),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...head.jsonLd.map((node): HeadElement => ({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(node) })),
  ];
}

/** Every public page the build renders, English first, then each in Indonesian. */
export function publicAddresses(): string[] {
  const pages = [
    '/',
    '/about',
    ...Object.keys(INFO_PAGES),
    ...SITES.map((site) => `/sites/${site.id}`),
    ...VILLAS.map((villa) => `/villas/${villa.id}`),
  ];
  return LANGS.flatMap((language) => pages.map((page) => localizedPath(page, language)));
}

/** What `sitemap.xml` lists: every built page, and the search, which the api renders on request. */
export function sitemapAddresses(): string[] {
  return [...publicAddresses(), ...LANGS.map((language) => localizedPath('/availability', language))];
}

/** The page at `address` in every language, and `x-default` (English), as absolute addresses. */
export function alternateAddresses(address: string, origin: string): PageHead['alternates'] {
  const path = withoutLanguage(address);
  return [...LANGS, 'x-default' as const].map((hreflang) => ({ hreflang, href: `${origin}${localizedPath(path, hreflang === 'x-default' ? 'en' : hreflang)}` }));
}

const isInfoPath = (path: string): path is InfoPagePath => Object.hasOwn(INFO_PAGES, path);

/**
 * The head of a public page at `address` (`/id/villas/jungle-loft`), or null for an address that
 * is not one. `t` is fixed to the address's language; `origin` is the site's public address. The
 * title is the one `useDocumentTitle` sets in the browser.
 */
export function pageHead(address: string, origin: string, t: TFunction<['common', 'public']>): PageHead | null {
  const language = addressLanguage(address);
  if (!language) return null;
  const path = withoutLanguage(address);
  const pick = (text: Localized) => text[language] || text.en;
  const url = (target: string) => `${origin}${localizedPath(target, language)}`;
  const brand = t('brand.name');
  const titled = (title: string) => `${title} · ${brand}`;
  const base = {
    language,
    canonical: url(path),
    alternates: alternateAddresses(address, origin),
  };
  const [, area, id] = path.split('/');

  if (path === '/') {
    return {
      ...base,
      title: `${brand} · ${t('brand.tagline')}`,
      description: t('public:seo.description'),
      image: `${origin}${siteHeroPath(LANDING_HERO_SITE)}`,
      jsonLd: SITES.map((site) => siteLodging(site, language, url)),
    };
  }
  if (path === '/availability') {
    return { ...base, title: titled(t('public:availability.eyebrow')), description: t('public:seo.description'), image: `${origin}${siteHeroPath(LANDING_HERO_SITE)}`, jsonLd: [] };
  }
  if (path === '/about') {
    return { ...base, title: titled(pick(ABOUT_PAGE.title)), description: pick(ABOUT_PAGE.mission), image: `${origin}${siteHeroPath(LANDING_HERO_SITE)}`, jsonLd: [] };
  }
  if (isInfoPath(path)) {
    const page = INFO_PAGES[path];
    return { ...base, title: titled(pick(page.title)), description: pick(page.intro), image: `${origin}${siteHeroPath(LANDING_HERO_SITE)}`, jsonLd: [] };
  }
  const site = area === 'sites' ? getSite(id ?? '') : undefined;
  if (site) {
    return { ...base, title: titled(site.name), description: pick(site.summary), image: `${origin}${site.heroImage}`, jsonLd: [siteLodging(site, language, url)] };
  }
  const villa = area === 'villas' ? getVilla(id ?? '') : undefined;
  const villaSite = villa ? getSite(villa.siteId) : undefined;
  if (villa && villaSite) {
    const description = t('public:seo.villaDescription', {
      villa: villa.name,
      site: villaSite.name,
      guests: villa.capacity,
      bedrooms: villa.bedrooms,
      sqm: villa.sizeSqm,
      rate: formatIdr(villa.baseRate, language),
      highlight: pick(villa.highlight),
    });
    return { ...base, title: titled(villa.name), description, image: `${origin}${villa.heroImage}`, jsonLd: [villaRental(villa, villaSite, language, url)] };
  }
  return null;
}
