/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LANDING_HERO_SITE, VILLA_SUMMARIES, imageVariants, siteHeroPath } from '@prana/catalogue';
import { followRequests, PHONE } from '../support/browser.ts';
import { futureStay } from './public-journey.helpers.ts';
import { guestCookie } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/** The api reads a page asked for, by path and query, in order. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

const LANDING_HERO = imageVariants(siteHeroPath(LANDING_HERO_SITE)).phoneWebp;

const preloadedImages = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')].map((link) => new URL(link.href).pathname));

/** The build's script files a page downloaded, by name without the hash (`shell`, `guest`, …). */
function scriptFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (request.resourceType() === 'script' && name) files.push(name);
  });
  return files;
}

const count = (reads: string[], prefix: string) => reads.filter((read) => read.startsWith(prefix)).length;

/** The entry starts a page's first reads (and a phone's first photos) beside the code; the page takes them instead of asking again. */
describe('first reads of a page', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const phonePage = async (cookie?: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: baseUrl }]);
    }
    const page = await context.newPage();
    followers.set(page, followRequests(page));
    return page;
  };
  const followers = new WeakMap<Page, ReturnType<typeof followRequests>>();
  const settled = (page: Page) => followers.get(page)!.settled();

  it('/availability comes with its search answered and asks for the settings and the session once each; its first cards’ photos load at once with high priority', async () => {
    const page = await phonePage();
    const reads = apiReads(page);
    const stay = futureStay(40, 3);
    await page.goto(`${baseUrl}/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=0&infants=0`);
    const firstPhoto = page.getByTestId('villa-card').first().locator('img').first();
    await firstPhoto.waitFor({ timeout: 15_000 });
    await settled(page);

    // The api rendered the page from its answer, which the page carries: no read of the search.
    expect({ search: count(reads, '/api/availability?'), config: count(reads, '/api/public-config'), session: count(reads, '/api/auth/me') }).toEqual({
      search: 0,
      config: 1,
      session: 1,
    });
    expect(new URL(await firstPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(/-640\.webp$/);
    expect(await firstPhoto.evaluate((image: HTMLImageElement) => [image.loading, image.fetchPriority])).toEqual(['eager', 'high']);
    // The landing's hero is the landing's own: no other page downloads it.
    expect(await preloadedImages(page)).not.toContain(LANDING_HERO);
  });

  it('the landing preloads its hero on a phone', async () => {
    const page = await phonePage();
    await page.goto(baseUrl);
    await page.getByTestId('landing-hero').waitFor({ timeout: 15_000 });
    expect(await preloadedImages(page)).toEqual([LANDING_HERO]);
  });

  it('/app asks for who is signed in, the profile and the notifications once each; a visitor who is not signed in is not refused them', async () => {
    const guest = await phonePage(await guestCookie(baseUrl, 'Santoso', 'PRN-2401'));
    const guestReads = apiReads(guest);
    await guest.goto(`${baseUrl}/app`);
    await guest.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await settled(guest);
    expect({ session: count(guestReads, '/api/auth/me'), profile: count(guestReads, '/api/guest/profile'), notifications: count(guestReads, '/api/guest/notifications') }).toEqual({
      session: 1,
      profile: 1,
      notifications: 1,
    });
    // The overview's first photo, preloaded on a phone and the one the page shows.
    const firstPhoto = guest.locator('main img').first();
    const shown = new URL(await firstPhoto.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toBe(imageVariants(VILLA_SUMMARIES[0]!.heroImage).phoneWebp);
    expect(await preloadedImages(guest)).toEqual([shown]);

    const visitor = await phonePage();
    const visitorReads = apiReads(visitor);
    await visitor.goto(`${baseUrl}/app`);
    await visitor.waitForURL(/\/login/, { timeout: 15_000 });
    await settled(visitor);
    expect(visitorReads.filter((read) => read.startsWith('/api/guest/'))).toEqual([]);
  });

  // build/chunk-groups.ts: over HTTP/1.1 a phone fetches six files at a time, so a first visit's code comes in a few files.
  it('a visitor’s first visit downloads a dozen script files and none of the companion’s, the live connection’s or the signed-in rules’; a guest’s companion comes as one', async () => {
    const visitor = await phonePage();
    const visitorFiles = scriptFiles(visitor);
    await visitor.goto(baseUrl);
    await visitor.getByTestId('landing-hero').waitFor({ timeout: 15_000 });
    await settled(visitor);
    expect(visitorFiles).toEqual(expect.arrayContaining(['framework', 'shell', 'landing-page']));
    expect(visitorFiles.filter((file) => ['guest', 'connected', 'domain-signed-in'].includes(file))).toEqual([]);
    expect(visitorFiles.length).toBeLessThanOrEqual(14);
    // Its own language's texts only; error texts wait for an error.
    expect(visitorFiles).toContain('first-en');
    expect(visitorFiles.filter((file) => ['first-id', 'errors', 'errors-id', 'error-catalogue'].includes(file))).toEqual([]);

    const guest = await phonePage(await guestCookie(baseUrl, 'Santoso', 'PRN-2401'));
    const guestFiles = scriptFiles(guest);
    await guest.goto(`${baseUrl}/app`);
    await guest.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await settled(guest);
    expect(guestFiles).toEqual(expect.arrayContaining(['framework', 'shell', 'guest', 'connected']));
    expect(guestFiles.filter((file) => /-page$/.test(file))).toEqual([]);
    expect(guestFiles.length).toBeLessThanOrEqual(18);
  });

  // lib/i18n/text-modules.ts: a visit loads the texts of its language; a switch loads the other's, errors load with the first one.
  it('loads an Indonesian visit’s texts only, the English ones when the reader switches, and the error texts with the first error, in the language shown', async () => {
    const visitor = await phonePage();
    const files = scriptFiles(visitor);
    await visitor.goto(`${baseUrl}/id`);
    await visitor.getByTestId('landing-hero').waitFor({ timeout: 15_000 });
    await settled(visitor);
    expect(files).toContain('first-id');
    expect(files.filter((file) => ['first-en', 'errors', 'errors-id', 'error-catalogue'].includes(file))).toEqual([]);

    await visitor.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).innerText()).toBe('Stay where Ubud breathes slowly');
    expect(files).toContain('first-en');

    await visitor.goto(`${baseUrl}/login`);
    await visitor.getByLabel('Last name').fill('Santoso');
    await visitor.getByLabel('Booking code').fill('PRN-0000');
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => visitor.getByRole('alert').innerText()).toBe('We could not find a booking with that last name and booking code.');
    expect(files).toEqual(expect.arrayContaining(['errors', 'error-catalogue']));
    expect(files).not.toContain('errors-id');
    await visitor.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(() => visitor.getByRole('alert').innerText()).toBe('Kami tidak menemukan pemesanan dengan nama belakang dan kode pemesanan tersebut.');
    expect(files).toContain('errors-id');
  });
});
