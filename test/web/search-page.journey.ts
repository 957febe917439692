/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import type { Document, Element as HtmlNode } from 'domhandler';
import { VILLAS } from '@prana/catalogue';
import type { AvailabilitySearchResponse } from '@prana/contracts';
import { SEARCH_ERROR_MESSAGES, VILLA_TRAITS, formatIdr, type Lang } from '@prana/domain';
import { publicEn } from '../../apps/web/src/lib/i18n/public.ts';
import { publicId } from '../../apps/web/src/lib/i18n/public-id.ts';
import { runAxe } from '../support/axe.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { futureStay, staffCookie } from './public-journey.helpers.ts';
import { useBrowser } from '../support/journey-browser.ts';

/**
 * The search page as the api renders it on request: the first HTML answer carries the cards of the
 * search in its address (names, prices in the page's language, links to the villas' pages), the
 * answer they were rendered from, and a head that keeps searches out of search engines; the page
 * follows changes of availability; the browser hydrates it in place.
 */
describe('the search page rendered on request', () => {
  const baseUrl = journeyBaseUrl();
  const LANGUAGES: Lang[] = ['en', 'id'];
  const TEXTS = { en: publicEn, id: publicId };
  const at = (language: Lang, path: string) => (language === 'en' ? path : `/id${path}`);
  // Dates of this file's own, beyond the other journeys' stays.
  const stay = futureStay(260, 3);
  const search = `?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`;

  const fetchPage = async (address: string): Promise<Document> => {
    const response = await fetch(`${baseUrl}${address}`);
    expect(response.status, address).toBe(200);
    expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
    return parseDocument(await response.text());
  };
  const elements = (node: Document | HtmlNode, test: (element: HtmlNode) => boolean) => findAll(test, node.children);
  const byAttribute = (name: string, value: string) => (element: HtmlNode) => getAttributeValue(element, name) === value;
  const root = (document: Document) => findOne(byAttribute('id', 'root'), document.children)!;
  const cards = (document: Document) => elements(root(document), byAttribute('data-testid', 'villa-card'));
  const cardSlugs = (document: Document) => cards(document).map((card) => getAttributeValue(card, 'data-villa')).sort();
  const headLinks = (document: Document, rel: string) => elements(document, (element) => element.name === 'link' && getAttributeValue(element, 'rel') === rel);
  const robots = (document: Document) => elements(document, (element) => element.name === 'meta' && getAttributeValue(element, 'name') === 'robots').map((meta) => getAttributeValue(meta, 'content'));
  const answer = async (address: string) => (await (await fetch(`${baseUrl}/api/availability${address}`)).json()) as AvailabilitySearchResponse;

  const browser = useBrowser();

  it.each(LANGUAGES)('in %s: every villa of the search as a card with its name, rate and stay price in the language, and a link to its page', async (language) => {
    const document = await fetchPage(`${at(language, '/availability')}${search}`);
    expect(getAttributeValue(findOne((element) => element.name === 'html', document.children)!, 'lang')).toBe(language);
    expect(textContent(findOne((element) => element.name === 'title', document.children)!)).toBe(`${TEXTS[language].availability.eyebrow} · Prana`);
    // A search's results are not indexed, their links are followed; the bare search page is the one to index.
    expect(robots(document)).toEqual(['noindex, follow']);
    expect(headLinks(document, 'canonical')).toEqual([]);
    const { villas } = await answer(search);
    expect(cardSlugs(document)).toEqual(villas.filter((villa) => villa.free).map((villa) => villa.slug).sort());
    for (const card of cards(document)) {
      const villa = villas.find((each) => each.slug === getAttributeValue(card, 'data-villa'))!;
      const text = textContent(card).replace(/\s+/g, ' ');
      expect(text).toContain(villa.name);
      expect(text).toContain(formatIdr(villa.baseRate, language));
      expect(text).toContain(formatIdr(villa.stay!.total, language));
      expect(elements(card, (element) => element.name === 'a').map((link) => getAttributeValue(link, 'href'))).toContain(at(language, `/villas/${villa.slug}`));
    }
    // The answer rendered, for the browser's cache: JSON it never runs.
    const data = findOne(byAttribute('id', 'page-data'), document.children)!;
    expect(getAttributeValue(data, 'type')).toBe('application/json');
    expect(JSON.stringify(JSON.parse(textContent(data)))).toContain(`"villas":${JSON.stringify(villas)}`);
  });

  it('the bare search page is the canonical one in each language, with its alternates', async () => {
    for (const language of LANGUAGES) {
      const document = await fetchPage(at(language, '/availability'));
      expect(robots(document)).toEqual([]);
      expect(headLinks(document, 'canonical').map((link) => new URL(getAttributeValue(link, 'href')!).pathname)).toEqual([at(language, '/availability')]);
      expect(headLinks(document, 'alternate').map((link) => `${getAttributeValue(link, 'hreflang')} ${new URL(getAttributeValue(link, 'href')!).pathname}`)).toEqual([
        'en /availability',
        'id /id/availability',
        'x-default /availability',
      ]);
      expect(cards(document)).toHaveLength(VILLAS.length);
    }
  });

  it('a search the page cannot make renders its own explanation, never an error', async () => {
    const past = await fetchPage('/availability?checkIn=2020-01-01&checkOut=2020-01-04&adults=two&site=nowhere');
    expect(textContent(findOne(byAttribute('data-testid', 'stay-error'), root(past).children)!)).toBe(SEARCH_ERROR_MESSAGES.checkInPast.en);
    // Searched as for flexible dates: every villa, nothing priced.
    expect(cards(past)).toHaveLength(VILLAS.length);
    // More guests than one villa sleeps: the concierge combines villas. More than any stay: nothing matches.
    const largest = Math.max(...VILLAS.map((villa) => villa.capacity));
    const party = await fetchPage(`/id/availability?adults=${largest + 1}`);
    expect(cards(party)).toEqual([]);
    expect(textContent(root(party))).toContain(publicId.availability.partyTitle.replace('{{count}}', String(largest + 1)));
    const crowd = await fetchPage('/id/availability?adults=17');
    expect(cards(crowd)).toEqual([]);
    expect(textContent(root(crowd))).toContain(publicId.availability.emptyTitle);
  });

  it('a hold placed or released shows in the next answer: the rendered page is dropped with the cached public reads', async () => {
    const master = await staffCookie(baseUrl, 'master');
    const slug = 'jungle-loft';
    expect(cardSlugs(await fetchPage(`/availability${search}`))).toContain(slug);
    const held = await fetch(`${baseUrl}/api/villas/${slug}/holds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: master },
      body: JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut, reason: 'Search page journey' }),
    });
    expect(held.status).toBe(201);
    const { id } = (await held.json()) as { id: string };
    try {
      expect(cardSlugs(await fetchPage(`/availability${search}`))).not.toContain(slug);
    } finally {
      const released = await fetch(`${baseUrl}/api/villas/${slug}/holds/${id}`, { method: 'DELETE', headers: { Origin: baseUrl, Cookie: master } });
      expect(released.status).toBe(204);
    }
    expect(cardSlugs(await fetchPage(`/availability${search}`))).toContain(slug);
  });

  it('a burst of new searches is answered at once: those beyond the renders waiting get the shell, which renders in the browser', async () => {
    const searches = Array.from({ length: 24 }, (_, index) => `/availability?checkIn=${futureStay(300 + index, 2).checkIn}&checkOut=${futureStay(300 + index, 2).checkOut}&adults=2`);
    const answers = await Promise.all(searches.map((address) => fetchPage(address)));
    const rendered = answers.filter((document) => cards(document).length > 0).length;
    const shells = answers.filter((document) => root(document).children.length === 0).length;
    // Which get the shell depends on how fast renders finish (test/api/search-page.e2e.ts holds renders to count them): each gets one or the other.
    expect(rendered + shells).toBe(searches.length);
    expect(rendered).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('in %s on a phone: the served cards are hydrated in place, without a console error, a layout shift or asking for the search again', async (language) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      const seen = window as unknown as { servedCard: Element | null; shifts: string[] };
      seen.shifts = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map((source) => `${source.node?.nodeName ?? '?'}.${(source.node as Element | null)?.className ?? ''}`);
          if (!entry.hadRecentInput) seen.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => void (seen.servedCard = document.querySelector('[data-testid="villa-card"]')));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/availability' && searches.push(request.url())));

    // The page counts a search it shows once it runs: then it is hydrated.
    const counted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/funnel/searches');
    await page.goto(`${baseUrl}${at(language, '/availability')}${search}`);
    await counted;
    const hydrated = await page.evaluate(() => {
      const served = (window as unknown as { servedCard: Element | null }).servedCard;
      return { served: served !== null, same: served === document.querySelector('[data-testid="villa-card"]') };
    });
    expect(hydrated).toEqual({ served: true, same: true });
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(searches).toEqual([]);
    const { violations } = await runAxe(page, ['aria-allowed-attr', 'button-name', 'image-alt', 'link-name', 'duplicate-id'], '#root');
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // Hydrated: the page answers a click (a trait chip filters the cards).
    const trait = page.getByRole('button', { name: TEXTS[language].availability.traits[VILLA_TRAITS[0]] });
    await trait.click();
    await expect.poll(() => trait.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
  });
});
