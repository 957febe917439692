/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VILLAS } from '@prana/catalogue';
import { addDays, todayInBali } from '@prana/domain';
import { PHONE } from '../support/browser.ts';
import { clickCalendarDays, futureStay } from './public-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const PAST = 'Check-in cannot be in the past. Select new dates to continue.';
const TOO_SHORT = 'Minimum stay is two nights. Select new dates to continue.';

/** /availability refuses stays that cannot be booked, and says why when it finds nothing. */
describe('availability: impossible stays and honest empty states', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const open = async (path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };
  const cards = (page: Page) => page.getByTestId('villa-card');
  const reserveButtons = (page: Page) => page.getByRole('button', { name: 'Reserve this villa' });

  it('a URL with a past check-in, a backwards range or one night shows the message and no Reserve button', async () => {
    const today = todayInBali(new Date());
    const later = futureStay(200, 3);
    const cases = [
      { checkIn: addDays(today, -3), checkOut: addDays(today, 2), message: PAST },
      { checkIn: later.checkIn, checkOut: later.checkIn, message: TOO_SHORT },
      { checkIn: later.checkOut, checkOut: later.checkIn, message: TOO_SHORT },
      { checkIn: later.checkIn, checkOut: addDays(later.checkIn, 1), message: TOO_SHORT },
    ];
    for (const stay of cases) {
      const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);
      await expect.poll(() => page.getByTestId('stay-error').innerText(), { timeout: 15_000 }).toBe(stay.message);
      // Villas are still shown to browse, but none can be reserved for these dates.
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await reserveButtons(page).count()).toBe(0);
    }
    // A real stay offers Reserve on every card and no message.
    const page = await open(`/availability?checkIn=${later.checkIn}&checkOut=${later.checkOut}&adults=2`);
    await expect.poll(() => reserveButtons(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await reserveButtons(page).count()).toBe(await cards(page).count());
    expect(await page.getByTestId('stay-error').count()).toBe(0);
  });

  it('the edit panel picks dates on the landing calendar and refuses a one-night stay', async () => {
    const stay = futureStay(210, 4);
    const page = await open('/availability?adults=2');
    await page.getByRole('button', { name: 'Edit search' }).click();
    const panel = page.getByTestId('edit-search');
    expect(await panel.locator('input[type="date"]').count()).toBe(0);

    await clickCalendarDays(page, [stay.checkIn, addDays(stay.checkIn, 1)]);
    // A short range keeps the calendar open with its hint, as on the landing form; Escape closes it.
    await page.keyboard.press('Escape');
    await panel.getByRole('button', { name: 'Apply changes' }).click();
    expect(await panel.getByTestId('edit-search-error').innerText()).toBe(TOO_SHORT);
    expect(new URL(page.url()).searchParams.has('checkIn')).toBe(false);

    await clickCalendarDays(page, [stay.checkIn, stay.checkOut]);
    await panel.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('checkOut')).toBe(stay.checkOut);
    expect(new URL(page.url()).searchParams.get('checkIn')).toBe(stay.checkIn);
    await expect.poll(() => reserveButtons(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('a party larger than any villa is offered the concierge to combine villas', async () => {
    const largest = Math.max(...VILLAS.map((villa) => villa.capacity));
    const party = largest + 2;
    const page = await open(`/availability?adults=${party}`);
    await expect.poll(() => page.getByText(`No single villa sleeps ${party} guests`).isVisible(), { timeout: 15_000 }).toBe(true);
    const combine = page.getByTestId('combine-villas');
    await expect.poll(() => combine.count(), { timeout: 10_000 }).toBe(1);
    expect(await combine.innerText()).toBe('Ask the concierge to combine villas');
    expect(await combine.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(await page.getByText('No villas match this stay yet').count()).toBe(0);
  });

  it('an empty list caused by mood chips says so and Clear filters brings the villas back', async () => {
    const page = await open('/availability');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(VILLAS.length);
    for (const trait of ['Romance', 'Wellness', 'Celebration']) await page.getByRole('button', { name: trait }).click();
    await expect.poll(() => cards(page).count()).toBe(0);
    expect(await page.getByText('No villa has every mood you chose').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cards(page).count()).toBe(VILLAS.length);
    expect(await page.getByRole('button', { name: 'Romance' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('an unknown site falls back to every site', async () => {
    const page = await open('/availability?site=prana-atlantis');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(VILLAS.length);
    expect(await page.getByTestId('search-filter').innerText()).toBe('All retreats · every villa');
  });
});
