import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element } from 'domhandler';
import { ESTATES, INFO_PAGES, SITES, VILLAS, villasOfSite, type Localized } from '@prana/catalogue';
import { formatIdr, type Lang } from '@prana/domain';
import { publicEn } from '../../apps/web/src/lib/i18n/public.ts';
import { publicId } from '../../apps/web/src/lib/i18n/public-id.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { extractStructuredData, structuredDataIssues } from '../support/structured-data.ts';

/**
 * The public site as a crawler or a phone without scripts sees it: the HTML of the first answer,
 * fetched over plain HTTP, carries each page's heading, text, prices and links in its language,
 * its head (canonical, alternates, description), and structured data valid against schema.org.
 */
describe('public pages in the first HTML answer, without scripts', () => {
  const baseUrl = journeyBaseUrl();
  const LANGUAGES: Lang[] = ['en', 'id'];
  const TEXTS = { en: publicEn, id: publicId };
  const at = (language: Lang, path: string) => (language === 'en' ? path : path === '/' ? '/id' : `/id${path}`);

  const fetchPage = async (address: string): Promise<{ html: string; document: Document }> => {
    const response = await fetch(`${baseUrl}${address}`);
    expect(response.status, address).toBe(200);
    expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
    const html = await response.text();
    return { html, document: parseDocument(html) };
  };
  const elements = (node: Document | Element, test: (element: Element) => boolean) => findAll(test, node.children);
  const one = (node: Document | Element, test: (element: Element) => boolean) => findOne(test, node.children);
  const byTag = (name: string) => (element: Element) => element.name === name;
  /** What React rendered: the `#root` element. */
  const root = (document: Document) => one(document, (element) => getAttributeValue(element, 'id') === 'root')!;
  const rootText = (document: Document) => textContent(root(document)).replace(/\s+/g, ' ');
  const links = (document: Document) => elements(document, byTag('a')).map((link) => getAttributeValue(link, 'href'));
  const head = (document: Document, rel: string) =>
    elements(document, (element) => element.name === 'link' && getAttributeValue(element, 'rel') === rel).map((link) => ({
      hreflang: getAttributeValue(link, 'hreflang'),
      path: new URL(getAttributeValue(link, 'href')!).pathname,
    }));

  /** The page's language, heading, canonical address and alternates: what every public page shares. */
  const expectPage = (document: Document, language: Lang, path: string, heading: string) => {
    expect(getAttributeValue(one(document, byTag('html'))!, 'lang'), path).toBe(language);
    expect(elements(root(document), byTag('h1')).map((h1) => textContent(h1).trim()), path).toEqual([heading]);
    expect(head(document, 'canonical'), path).toEqual([{ hreflang: undefined, path: at(language, path) }]);
    expect(head(document, 'alternate'), path).toEqual([
      { hreflang: 'en', path: at('en', path) },
      { hreflang: 'id', path: at('id', path) },
      { hreflang: 'x-default', path: at('en', path) },
    ]);
    const description = one(document, (element) => element.name === 'meta' && getAttributeValue(element, 'name') === 'description');
    expect(getAttributeValue(description!, 'content')?.length, path).toBeGreaterThan(40);
  };

  it.each(LANGUAGES)('the landing page in %s: the hero, every site with its rate and link, a LodgingBusiness per site', async (language) => {
    const { html, document } = await fetchPage(at(language, '/'));
    expectPage(document, language, '/', TEXTS[language].hero.title);
    const text = rootText(document);
    for (const estate of ESTATES) {
      expect(text).toContain(estate.name);
      expect(text).toContain(formatIdr(estate.baseRate, language));
      expect(links(document)).toContain(at(language, `/sites/${estate.siteId}`));
    }
    const lodging = extractStructuredData(html).jsonld.LodgingBusiness ?? [];
    expect(lodging.map((node) => node.name)).toEqual(SITES.map((site) => site.name));
    expect(await structuredDataIssues(html)).toEqual([]);
  });

  it.each(LANGUAGES)('each site page in %s: summary, villas with their rates and pages, address, geo, amenities and rating', async (language) => {
    for (const site of SITES) {
      const path = `/sites/${site.id}`;
      const { html, document } = await fetchPage(at(language, path));
      expectPage(document, language, path, site.name);
      const text = rootText(document);
      expect(text).toContain(site.summary[language]);
      for (const villa of villasOfSite(site.id)) {
        expect(text, villa.id).toContain(formatIdr(villa.baseRate, language));
        expect(links(document), villa.id).toContain(at(language, `/villas/${villa.id}`));
      }
      const [lodging] = extractStructuredData(html).jsonld.LodgingBusiness ?? [];
      expect(lodging).toMatchObject({
        name: site.name,
        address: { '@type': 'PostalAddress', addressCountry: 'ID' },
        geo: { '@type': 'GeoCoordinates', latitude: site.coordinates.lat, longitude: site.coordinates.lng },
        aggregateRating: { '@type': 'AggregateRating' },
      });
      expect((lodging!.amenityFeature as unknown[]).length, site.id).toBeGreaterThan(0);
      expect(await structuredDataIssues(html), site.id).toEqual([]);
    }
  });

  it.each(LANGUAGES)('each of the 17 villa pages in %s: beds, size, rate, photos, Reserve, its site, and the accommodation with its occupancy', async (language) => {
    expect(VILLAS).toHaveLength(17);
    for (const villa of VILLAS) {
      const path = `/villas/${villa.id}`;
      const { html, document } = await fetchPage(at(language, path));
      expectPage(document, language, path, villa.name);
      const text = rootText(document);
      expect(text, villa.id).toContain(villa.beds[language]);
      expect(text, villa.id).toContain(villa.highlight[language]);
      const size = TEXTS[language].card.size.replace('{{sqm}}', String(villa.sizeSqm)).replace('{{sqft}}', villa.sizeSqft.toLocaleString(language === 'id' ? 'id-ID' : 'en-US'));
      expect(text, villa.id).toContain(size);
      expect(text, villa.id).toContain(formatIdr(villa.baseRate, language));
      expect(text, villa.id).toContain(TEXTS[language].card.reserve);
      expect(links(document), villa.id).toContain(at(language, `/sites/${villa.siteId}`));
      expect(links(document).some((href) => href?.startsWith(at(language, '/availability?')) && href.includes(`villaIds=${villa.id}`)), villa.id).toBe(true);
      const photos = elements(root(document), byTag('img')).map((image) => getAttributeValue(image, 'src'));
      expect(photos, villa.id).toEqual([villa.heroImage, ...villa.gallery]);
      const [rental] = extractStructuredData(html).jsonld.VacationRental ?? [];
      expect(rental, villa.id).toMatchObject({
        name: villa.name,
        priceRange: `IDR ${villa.baseRate.toLocaleString('en-US')}`,
        containsPlace: { '@type': 'Accommodation', occupancy: { '@type': 'QuantitativeValue', maxValue: villa.capacity }, numberOfBedrooms: villa.bedrooms },
      });
      expect(await structuredDataIssues(html), villa.id).toEqual([]);
    }
  });

  it.each(LANGUAGES)('the about, guide, contact and policy pages in %s: heading, first section and links between them', async (language) => {
    const { document: about } = await fetchPage(at(language, '/about'));
    expect(getAttributeValue(one(about, byTag('html'))!, 'lang')).toBe(language);
    expect(links(about)).toContain(at(language, '/availability'));
    for (const [path, page] of Object.entries(INFO_PAGES) as [string, { title: Localized; sections: readonly { heading: Localized }[] }][]) {
      const { document } = await fetchPage(at(language, path));
      expectPage(document, language, path, page.title[language]);
      expect(rootText(document), path).toContain(page.sections[0]!.heading[language]);
      for (const other of Object.keys(INFO_PAGES).filter((candidate) => candidate !== path)) expect(links(document), path).toContain(at(language, other));
    }
  });

  it('lists every public page in both languages in sitemap.xml, and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
    const pages = ['/', '/about', '/availability', ...Object.keys(INFO_PAGES), ...SITES.map((site) => `/sites/${site.id}`), ...VILLAS.map((villa) => `/villas/${villa.id}`)];
    expect(listed).toEqual(LANGUAGES.flatMap((language) => pages.map((page) => at(language, page))).sort());
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
  });

  it('finds a property schema.org does not define, nested inside a villa', async () => {
    const node = { '@context': 'https://schema.org', '@type': 'VacationRental', name: 'x', containsPlace: { '@type': 'Accommodation', sleepsUpTo: 3 } };
    const issues = await structuredDataIssues(`<html><head><script type="application/ld+json">${JSON.stringify(node)}</script></head></html>`);
    expect(issues.map((issue) => issue.issueMessage)).toEqual([expect.stringContaining('"sleepsUpTo"')]);
  });
});
