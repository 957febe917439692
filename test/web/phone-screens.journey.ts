/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE } from '../support/browser.ts';
import { futureStay, prefillSearch } from './public-journey.helpers.ts';
import { guestCookie } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/** True when the element's box lies wholly inside the viewport (nothing clipped by the screen's edges). */
async function insideViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= -0.5 && box.top >= -0.5 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5;
  });
}

/** Phone and tablet layouts, and who sees which link. */
describe('phone and tablet screens', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let guest: string;
  const contexts: BrowserContext[] = [];

  const context = async (options: { viewport?: { width: number; height: number }; signedIn?: boolean; language?: 'en' | 'id'; touch?: boolean } = {}) => {
    const created = await browser.newContext({ viewport: options.viewport ?? PHONE, hasTouch: options.touch ?? false, reducedMotion: 'reduce' });
    contexts.push(created);
    if (options.language) await created.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), options.language);
    if (options.signedIn) {
      const [name, value] = guest.split('=') as [string, string];
      await created.addCookies([{ name, value, url: baseUrl }]);
    }
    return created;
  };
  const open = async (path: string, options: Parameters<typeof context>[0] = {}): Promise<Page> => {
    const page = await (await context(options)).newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };

  beforeAll(async () => {
    guest = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
  });
  afterAll(async () => {
    for (const created of contexts) await created.close();
  });

  it('housekeeping cards expand into their form and collapse again, aria-expanded telling the truth', async () => {
    const page = await open('/app/housekeeping', { signedIn: true });
    const card = page.getByTestId('housekeeping-card').first();
    const toggle = card.locator('button[aria-expanded]');
    const form = card.locator('form');
    await toggle.waitFor({ timeout: 15_000 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await form.isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await form.isVisible()).toBe(false);
    // Opening another card closes the first.
    await toggle.click();
    await page.getByTestId('housekeeping-card').nth(1).locator('button[aria-expanded]').click();
    expect(await form.isVisible()).toBe(false);
  });

  it('the guest sections are all on screen: Bahasa at 1280 px, English at 1024 px; billing chips at 390 px', async () => {
    for (const [language, width, label] of [
      ['id', 1280, 'Bagian pendamping tamu'],
      ['en', 1024, 'Guest companion sections'],
    ] as const) {
      const page = await open('/app', { signedIn: true, language, viewport: { width, height: 800 } });
      const links = page.getByRole('navigation', { name: label }).getByRole('link');
      // Ten sections: the prototype is reached from the overview, not the menu.
      await expect.poll(() => links.count(), { timeout: 15_000 }).toBe(10);
      for (const link of await links.all()) expect(await insideViewport(link), `${language} ${width}: ${await link.innerText()}`).toBe(true);
    }
    const page = await open('/app/billing', { signedIn: true });
    const chips = page.getByRole('group', { name: 'Filter charges' }).getByRole('button');
    await expect.poll(() => chips.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    for (const chip of await chips.all()) expect(await insideViewport(chip), await chip.innerText()).toBe(true);
  });

  it('the tab bar shows every word whole, in both languages, on a 360 px phone', async () => {
    for (const [language, label] of [
      ['id', 'Bagian cepat'],
      ['en', 'Quick sections'],
    ] as const) {
      const page = await open('/app', { signedIn: true, language, viewport: { width: 360, height: 740 } });
      const words = page.getByRole('navigation', { name: label }).locator('a span, button span');
      await expect.poll(() => words.count(), { timeout: 15_000 }).toBe(5);
      for (const word of await words.all()) {
        expect(await word.evaluate((element) => element.scrollWidth <= element.clientWidth), `${language}: ${await word.innerText()}`).toBe(true);
      }
    }
  });

  it('the landing calendar and guest picker scroll into view when opened on a phone', async () => {
    const page = await open('/');
    for (const [field, panel] of [
      ['booking-dates', 'Choose check-in and check-out'],
      ['booking-guests', 'Guests'],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId(field).click();
      const dialog = page.getByRole('dialog', { name: panel });
      await expect.poll(() => insideViewport(dialog), { timeout: 5_000 }).toBe(true);
      await page.keyboard.press('Escape');
    }
  });

  it('sheets and modals fit a 390×844 screen: reservation modal, guest request sheet, guest menu', async () => {
    const stay = futureStay(250, 3);
    const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);
    await page.getByRole('button', { name: 'Reserve this villa' }).first().click({ timeout: 15_000 });
    await expect.poll(() => insideViewport(page.getByRole('dialog'))).toBe(true);

    const guestPage = await open('/app/concierge', { signedIn: true });
    await guestPage.getByRole('button', { name: 'Request a visit' }).click({ timeout: 15_000 });
    await expect.poll(() => insideViewport(guestPage.getByRole('dialog'))).toBe(true);
    await guestPage.keyboard.press('Escape');
    await guestPage.getByRole('button', { name: 'Open menu' }).first().click();
    await expect.poll(() => insideViewport(guestPage.getByRole('navigation', { name: 'Guest companion sections' }))).toBe(true);
  });

  it('the lightbox changes image on a swipe', async () => {
    const created = await context({ touch: true });
    const page = await created.newPage();
    await page.goto(`${baseUrl}/availability?villaIds=jungle-loft`);
    await page.getByTestId('open-gallery').first().click({ timeout: 15_000 });
    const counter = page.getByTestId('lightbox-counter');
    await expect.poll(() => counter.innerText()).toBe('Image 1 of 10');
    const box = (await page.getByTestId('lightbox-stage').boundingBox())!;
    const y = box.y + box.height / 2;
    const session = await created.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
      for (let step = 1; step <= 5; step++) {
        await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: fromX + ((toX - fromX) * step) / 5, y }] });
      }
      await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    await expect.poll(() => counter.innerText()).toBe('Image 2 of 10');
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    await expect.poll(() => counter.innerText()).toBe('Image 10 of 10');
  });

  it('the mobile menu keeps focus inside it', async () => {
    const page = await open('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    const inside = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && (document.querySelector('[data-testid="mobile-menu"]')?.contains(active) || active.getAttribute('aria-label') === 'Close menu'));
      });
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await inside(), `after ${press + 1} presses`).toBe(true);
    }
  });

  it('site pages: a visitor messages the concierge on WhatsApp, and links keep the children\'s ages', async () => {
    const page = await open('/sites/prana-ubud');
    const concierge = page.getByRole('link', { name: /^Message the concierge/ });
    await expect.poll(() => concierge.getAttribute('href'), { timeout: 15_000 }).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const stay = futureStay(260, 3);
    await prefillSearch(page, { checkIn: stay.checkIn, checkOut: stay.checkOut, adults: 2, children: 2, infants: 0, childrenAges: [4, 9] });
    await page.getByTestId('view-availability').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/availability');
    const params = new URL(page.url()).searchParams;
    expect(params.get('children')).toBe('2');
    expect(params.get('childrenAges')).toBe('4,9');
  });

  it('a signed-in guest sees My stay on the landing page; an explicit log out forgets the booking code but not the last name', async () => {
    const created = await context({ viewport: { width: 1280, height: 900 } });
    const page = await created.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Last name').fill('Santoso');
    await page.getByLabel('Booking code').fill('PRN-2401');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await page.goto(`${baseUrl}/`);
    const header = page.getByTestId('public-header');
    await expect.poll(() => header.getByRole('link', { name: 'My stay' }).first().getAttribute('href'), { timeout: 15_000 }).toBe('/app');
    expect(await header.getByRole('link', { name: 'Guest login' }).count()).toBe(0);

    await page.goto(`${baseUrl}/app`);
    // The server ends the session's live connection before it answers: the answer arriving last,
    // as on a slow network, lets session.ended open /login first.
    let logoutAnswered: Promise<void> | undefined;
    await page.route(`${baseUrl}/api/auth/logout`, (route) =>
      (logoutAnswered = (async () => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.fulfill({ response });
      })()),
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.getByLabel('Last name').inputValue()).toBe('Santoso');
    expect(await page.getByLabel('Booking code').inputValue()).toBe('');
    // The late answer reaches the page before it leaves: a new page would drop the request under it.
    await logoutAnswered;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => header.getByRole('link', { name: 'Guest login' }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
