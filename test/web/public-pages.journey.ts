/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ABOUT_PAGE, INFO_PAGES, getVilla, villasOfSite } from '@prana/catalogue';
import { followRequests } from '../support/browser.ts';
import { futureStay } from './public-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

describe('public site: map, site pages, information pages, routing', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const open = async (path: string, viewport = { width: 1280, height: 900 }): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };

  /** Presses Tab until a map marker whose text contains `text` has focus. */
  const tabTo = async (page: Page, text: string) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        return element?.classList.contains('leaflet-marker-icon') ? (element.textContent ?? '') : '';
      });
      if (focused.includes(text)) return;
    }
    throw new Error(`never reached "${text}" with Tab`);
  };

  it('draws the map without tiles and opens a site page from a marker by keyboard, carrying dates and party', async () => {
    const stay = futureStay(280, 3);
    const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=3&children=1&site=prana-ubud`);
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('availability-map');
    // Tiles cannot load on this machine; Leaflet still draws every marker and the route.
    await expect.poll(() => map.locator('.leaflet-marker-icon[role="button"]').count(), { timeout: 15_000 }).toBe(3);
    expect(await map.locator('.leaflet-marker-icon').count()).toBe(5);
    expect(await map.locator('path.leaflet-interactive').count()).toBe(5);
    expect(await map.locator('path[stroke-dasharray]').count()).toBe(1);
    expect(await map.getByText('±1 hr').isVisible()).toBe(true);
    expect(await map.getByText('Ubud centre').isVisible()).toBe(true);
    // Each villa the search shows has a link to its page beside the map.
    const villaLinks = map.getByRole('list', { name: 'The villas on the map' }).getByRole('link');
    expect(await villaLinks.count()).toBeGreaterThan(0);
    expect(await villaLinks.first().getAttribute('href')).toMatch(/^\/villas\/[a-z0-9-]+$/);
    const active = map.locator('.leaflet-marker-icon[class*="_active_"]');
    expect(await active.count()).toBe(1);
    expect(await active.innerText()).toContain('Prana Ubud');

    await page.getByRole('button', { name: 'Map' }).focus();
    await tabTo(page, 'Prana Ubud');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sites\/prana-ubud$/);
    const view = page.getByTestId('view-availability');
    const carried = new URL((await view.getAttribute('href'))!, baseUrl).searchParams;
    expect(Object.fromEntries(carried)).toEqual({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: '3',
      children: '1',
      infants: '0',
      site: 'prana-ubud',
    });
    const villa = villasOfSite('prana-ubud')[0]!;
    const book = page.getByRole('link', { name: `Book ${villa.name}` });
    expect(new URL((await book.getAttribute('href'))!, baseUrl).searchParams.get('villaIds')).toBe(villa.id);

    await page.goBack();
    await page.getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => page.getByTestId('availability-map').locator('.leaflet-marker-icon[role="button"]').count()).toBe(3);
    await page.getByRole('button', { name: 'Map' }).focus();
    await tabTo(page, 'Prana Jungle');
    await page.keyboard.press(' ');
    await page.waitForURL(/\/sites\/prana-jungle$/);
  });

  it('shows a site page: address, nearby places, villas, availability and the concierge', async () => {
    const page = await open('/sites/prana-palms');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Prana Palms');
    expect(await page.getByText('Jl. Raya Mas, Mas, Ubud, Gianyar, Bali 80571').isVisible()).toBe(true);
    expect(await page.getByText('Sukawati Market').isVisible()).toBe(true);
    expect(await page.getByText('18 min drive').isVisible()).toBe(true);
    expect(await page.getByTestId('site-villa').count()).toBe(villasOfSite('prana-palms').length);
    expect(await page.getByTestId('view-availability').getAttribute('href')).toBe('/availability?site=prana-palms');
    // A visitor has no companion: the concierge is on WhatsApp.
    expect(await page.getByRole('link', { name: 'Message the concierge' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('redirects an unknown site to /availability and an unknown route or policy to /', async () => {
    const page = await open('/sites/prana-beach');
    await page.waitForURL(`${baseUrl}/availability`);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/policies/nonsense`);
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('booking-form').waitFor();
  });

  it('shows the About page: the definition, the mission and three values', async () => {
    const page = await open('/about');
    await page.getByText(ABOUT_PAGE.definition.term).waitFor();
    expect(await page.getByText(ABOUT_PAGE.definition.meaning.en).isVisible()).toBe(true);
    expect(await page.getByText(ABOUT_PAGE.mission.en).isVisible()).toBe(true);
    expect(await page.getByTestId('about-value').count()).toBe(3);
    // The Devanagari word is set in the self-hosted font, never a missing-glyph box.
    await expect.poll(() => page.evaluate(() => document.fonts.check('48px "Noto Sans Devanagari"', 'प्राण'))).toBe(true);
  });

  it('serves the guide, contact and policy pages with the catalogue’s content, in both languages', async () => {
    for (const [path, content] of Object.entries(INFO_PAGES)) {
      const page = await open(path);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toBe(content.title.en);
      expect(await page.getByText(content.sections[0]!.heading.en, { exact: true }).isVisible(), path).toBe(true);
    }
    const page = await open('/guide');
    await page.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(INFO_PAGES['/guide'].title.id);
  });

  it('hydrates a built page in place: no console error, no layout shift, the same elements; the language switch keeps the page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Before any script of the page: the heading as served, and every layout shift from the first paint on.
    await context.addInitScript(() => {
      const seen = window as unknown as { servedHeading: Element | null; shifts: string[] };
      seen.shifts = [];
      // Each shift as what moved, so a failure says where to look.
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map((source) => `${source.node?.nodeName ?? '?'}.${(source.node as Element | null)?.className ?? ''} "${source.node?.textContent?.slice(0, 30) ?? ''}"`);
          if (!entry.hadRecentInput) seen.shifts.push(`${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => void (seen.servedHeading = document.querySelector('h1')));
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));

    const villa = getVilla('jungle-loft')!;
    await page.goto(`${baseUrl}/id/villas/${villa.id}`);
    // The booked-nights calendar draws only once the page is hydrated.
    await page.getByTestId('villa-dates').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    expect(await page.evaluate(() => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(villa.name);
    expect(await page.getByText(villa.beds.id).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);

    // The other language is the same page at its own address.
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.waitForURL(`${baseUrl}/villas/${villa.id}`);
    await expect.poll(() => page.getByText(villa.beds.en).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The head followed the page inside the app: the English address is canonical, one description, its villa's data.
    const head = () =>
      page.evaluate(() => ({
        canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        ogUrl: new URL(document.querySelector<HTMLMetaElement>('meta[property="og:url"]')!.content).pathname,
        dataNames: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent!) as { name: string }).name),
      }));
    await expect.poll(async () => (await head()).canonical).toBe(`/villas/${villa.id}`);
    expect(await head()).toEqual({ canonical: `/villas/${villa.id}`, descriptions: 1, ogUrl: `/villas/${villa.id}`, dataNames: [villa.name] });
    await page.getByTestId('reserve-villa').click();
    await page.waitForURL(/\/availability\?/);
    expect(new URL(page.url()).searchParams.get('villaIds')).toBe(villa.id);
    // The villa's card there names it with a link back to its page.
    expect(await page.getByTestId('villa-card').getByRole('link', { name: villa.name }).getAttribute('href')).toBe(`/villas/${villa.id}`);

    await page.goto(`${baseUrl}/`);
    await page.getByTestId('booking-form').waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector('h1'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('loads no guest or admin code on public pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = followRequests(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/availability', '/about', '/sites/prana-jungle', '/guide', '/policies/terms']) {
      await page.goto(`${baseUrl}${path}`);
      await requests.settled();
    }
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => /\/assets\/(guest|admin)[-\w]*\.js$/.test(script))).toEqual([]);
  });
});
