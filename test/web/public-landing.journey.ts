/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VILLAS } from '@prana/catalogue';
import { SEARCH_ERROR_MESSAGES, filterVillas } from '@prana/domain';
import { clickCalendarDays, futureStay, prefillSearch } from './public-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

describe('public site: landing page', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const open = async (path: string, viewport = { width: 1280, height: 900 }): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };
  const errorText = (page: Page) => page.getByTestId('booking-error').innerText();

  it('prefills from navigation state and shows each validation message in order', async () => {
    const page = await open('/');
    await page.getByTestId('booking-form').waitFor();
    // A carried search: too many guests, no ages, an estate with none of its villas ticked.
    await prefillSearch(page, { checkIn: null, checkOut: null, adults: 17, children: 1, infants: 1, site: 'prana-ubud', villaIds: [] });
    await expect.poll(() => page.getByTestId('booking-guests').innerText()).toContain('17 adults, 1 child, 1 infant');
    await expect.poll(() => page.getByTestId('booking-location').innerText()).toContain('Prana Ubud · no villa chosen');

    await page.getByRole('button', { name: 'Check availability' }).click();
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.datesRequired.en);

    // One night: too short; the calendar hints and the form notes it.
    const stay = futureStay(200, 3);
    const oneNightOut = futureStay(200, 1).checkOut;
    await clickCalendarDays(page, [stay.checkIn, oneNightOut]);
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.minimumStay.en);
    const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
    expect(await calendar.getByRole('status').innerText()).toBe('Minimum stay is 2 nights.');
    expect(await page.getByText('Minimum stay is two nights for all villas.').isVisible()).toBe(true);

    await clickCalendarDays(page, [stay.checkIn, stay.checkOut]);
    await expect.poll(() => calendar.isVisible()).toBe(false);
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.tooManyGuests.en);

    await page.getByTestId('booking-guests').click();
    const fewerAdults = page.getByRole('button', { name: 'Fewer adults' });
    for (let i = 0; i < 3; i++) await fewerAdults.click();
    await expect.poll(() => page.getByTestId('guests-adults-count').innerText()).toBe('14');
    // The party is now 16: more is refused.
    expect(await page.getByRole('button', { name: 'More adults' }).isDisabled()).toBe(true);
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.childAgesRequired.en);

    await page.getByLabel('Age of child 1').selectOption('5');
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.infantAgesRequired.en);
    await page.getByLabel('Age of infant 1').selectOption('8');
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.villaRequired.en);

    await page.getByTestId('booking-location').click();
    await page.getByRole('checkbox', { name: 'Bulan Mansion' }).check();
    await expect.poll(() => errorText(page)).toBe('');
    await page.getByRole('checkbox', { name: 'My dates are flexible' }).check();

    await page.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForURL(/\/availability\?/);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: '14',
      children: '1',
      infants: '1',
      childrenAges: '5',
      infantAges: '8',
      site: 'prana-ubud',
      villaIds: 'ubud-mansion-1',
      flexible: 'true',
    });
    // Sixteen guests: no villa is that large, so the concierge is offered to combine villas.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No single villa sleeps 16 guests' }).count()).toBe(1);
    expect(await page.getByText('Our concierge can combine neighbouring villas for your party.', { exact: false }).isVisible()).toBe(true);
  });

  it('sends a valid search to /availability with its parameters and the matching villas', async () => {
    const page = await open('/');
    // The calendar: 42 days from a Sunday, nothing before today, no way back before this month.
    await page.getByTestId('booking-dates').click();
    const calendar = page.getByRole('dialog', { name: 'Choose check-in and check-out' });
    const days = calendar.locator('button[data-date]');
    expect(await days.count()).toBe(42);
    expect(new Date(`${await days.first().getAttribute('data-date')}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(await calendar.locator('th').first().getAttribute('abbr')).toBe('Sunday');
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(true);
    const today = futureStay(0, 0).checkIn;
    expect(await calendar.locator(`button[data-date="${today}"]`).isDisabled()).toBe(false);
    const past = calendar.locator(`button[data-date="${futureStay(-1, 0).checkIn}"]`);
    if (await past.count()) expect(await past.isDisabled()).toBe(true);
    await calendar.getByRole('button', { name: 'Next month' }).click();
    expect(await calendar.getByRole('button', { name: 'Previous month' }).isDisabled()).toBe(false);

    const stay = futureStay(210, 4);
    await clickCalendarDays(page, [stay.checkIn, stay.checkOut]);
    await page.getByTestId('booking-guests').click();
    await page.getByRole('button', { name: 'More children' }).click();
    await page.getByLabel('Age of child 1').selectOption('7');
    await page.getByRole('button', { name: 'Check availability' }).click();
    await page.waitForURL(/\/availability\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: '2',
      children: '1',
      infants: '0',
      childrenAges: '7',
    });
    const expected = filterVillas(VILLAS, { adults: 2, children: 1, infants: 0, site: 'any', villaIds: [] }).length;
    await expect.poll(() => page.getByTestId('villa-card').count(), { timeout: 15_000 }).toBe(expected);
    expect(await page.getByTestId('villa-count').innerText()).toBe(`${expected} villas`);
    expect(await page.getByTestId('search-summary').innerText()).toContain('4 nights · 2 adults, 1 child');
  });

  it('choosing an estate ticks all its villas; all retreats clears them', async () => {
    const page = await open('/');
    await page.getByTestId('booking-location').click();
    await page.getByRole('button', { name: /^Prana Palms/ }).click();
    const palms = VILLAS.filter((villa) => villa.siteId === 'prana-palms');
    for (const villa of palms) expect(await page.getByRole('checkbox', { name: villa.name }).isChecked()).toBe(true);
    expect(await page.getByTestId('booking-location').innerText()).toContain(`Prana Palms · all ${palms.length} villas`);
    await page.getByRole('button', { name: /^All retreats/ }).click();
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await page.getByTestId('booking-location').innerText()).toContain('All retreats');
  });

  it('switches to Bahasa Indonesia everywhere, and keeps it after a reload', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Menginap di tempat Ubud bernapas perlahan');
    await page.getByRole('button', { name: 'Cek ketersediaan' }).click();
    await expect.poll(() => errorText(page)).toBe(SEARCH_ERROR_MESSAGES.datesRequired.id);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Menginap di tempat Ubud bernapas perlahan');
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    expect(await page.getByRole('link', { name: 'Ulasan' }).first().isVisible()).toBe(true);
  });

  it('has the four anchors, and a header that turns solid after 120 px', async () => {
    const page = await open('/');
    const header = page.getByTestId('public-header');
    await page.getByTestId('booking-form').waitFor();
    expect(await header.getAttribute('data-solid')).toBe('false');
    for (const [name, id] of [['Booking', 'booking'], ['Villas', 'villas'], ['Services', 'services'], ['Reviews', 'testimonials']]) {
      expect(await page.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(`/#${id}`);
    }
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => header.getAttribute('data-solid')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => header.getAttribute('data-solid')).toBe('true');

    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('services');
    expect(await page.getByTestId('service').count()).toBe(6);
    await page.getByRole('link', { name: 'Reviews', exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('testimonials');
    expect(await page.getByTestId('testimonial').count()).toBe(3);
    expect(await page.getByTestId('testimonial-summary').innerText()).toMatch(/4\.98[\s\S]*from 186 reviews on Airbnb/);
  });

  it('opens the mobile menu from the hamburger; Escape, the overlay and navigation close it; the page is locked meanwhile', async () => {
    const page = await open('/', { width: 390, height: 844 });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const overflow = () => page.evaluate(() => document.body.style.overflow);

    await toggle.click();
    const drawer = page.getByTestId('mobile-menu');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await overflow()).toBe('hidden');
    expect(await page.getByRole('button', { name: 'Bahasa' }).count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await overflow()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    await toggle.click();
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 760 } });
    await expect.poll(() => drawer.isVisible()).toBe(false);

    await toggle.click();
    await drawer.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await overflow()).toBe('');
  });

  it('titles the router’s fallback page when a page cannot load; a built page stays as served', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/assets\/(landing|admin-login)-page-[^/]*\.js$/, (route) => route.abort());
    // A page that renders in the browser alone (the search page now comes rendered by the api, and stays as served).
    await page.goto(`${baseUrl}/admin-login`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Unexpected Application Error!');
    // The landing's HTML is built: without its code it is still there to read, its links plain links.
    await page.goto(`${baseUrl}/`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Stay where Ubud breathes slowly');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prana Jungle' }).click();
    await page.waitForURL(`${baseUrl}/sites/prana-jungle`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Prana Jungle');
  });
});
