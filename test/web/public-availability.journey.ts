/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VILLAS, getVilla } from '@prana/catalogue';
import type { ReservationRequestResponse } from '@prana/contracts';
import { addDays, filterVillas, matchesTraits, villaTraits } from '@prana/domain';
import { runAxe } from '../support/axe.ts';
import { connect, nextEvent } from '../support/sockets.ts';
import { clickCalendarDays, futureStay, holdVilla, staffCookie } from './public-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const THANKS = 'Thank you! Our concierge will reach out shortly to finalise your stay.';

describe('public site: availability', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const open = async (path: string, viewport = { width: 1280, height: 900 }): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    return page;
  };
  const cards = (page: Page) => page.getByTestId('villa-card');
  const shownSlugs = (page: Page) => cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-villa')).sort());

  it('offers only free villas and says plainly how many others are booked for the dates', async () => {
    const stay = futureStay(230, 3);
    const release = await holdVilla('jungle-loft', stay.checkIn, stay.checkOut);
    try {
      const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(VILLAS.length - 1);
      expect(await shownSlugs(page)).not.toContain('jungle-loft');
      expect(await page.getByTestId('booked-note').innerText()).toBe('1 other villa that suits your party is booked for these dates.');
      expect(await page.getByTestId('villa-count').innerText()).toBe(`${VILLAS.length - 1} villas`);
      // Each card: rate per night and the total for the three nights.
      const mansion = cards(page).and(page.locator('[data-villa="ubud-mansion-1"]'));
      expect(await mansion.getByTestId('stay-total').innerText()).toBe('IDR 50.400.000 for 3 nights');
      expect(await mansion.innerText()).toMatch(/Sleeps up to 10 guests[\s\S]*320 sqm · 3,444 sqft/);
    } finally {
      await release();
    }
  });

  it('filters by trait chips: a villa must have every selected trait', async () => {
    const page = await open('/availability');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(VILLAS.length);
    const expect_ = (traits: Parameters<typeof matchesTraits>[1]) =>
      VILLAS.filter((villa) => matchesTraits(villaTraits(villa), traits)).map((villa) => villa.id).sort();

    await page.getByRole('button', { name: 'Romance' }).click();
    expect(await page.getByRole('button', { name: 'Romance' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shownSlugs(page)).toEqual(expect_(['romance']));
    await page.getByRole('button', { name: 'Wellness' }).click();
    await expect.poll(() => shownSlugs(page)).toEqual(expect_(['romance', 'wellness']));
    expect(expect_(['romance', 'wellness']).length).toBeLessThan(expect_(['romance']).length);
    await page.getByRole('button', { name: 'Celebration' }).click();
    await expect.poll(() => cards(page).count()).toBe(0);
    expect(await page.getByText('No villa has every mood you chose').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Romance' }).click();
    await page.getByRole('button', { name: 'Wellness' }).click();
    await expect.poll(() => shownSlugs(page)).toEqual(expect_(['celebration']));
  });

  it('edits the search: Apply rewrites the query and closes the panel', async () => {
    const stay = futureStay(240, 5);
    const page = await open('/availability?site=prana-ubud&flexible=true');
    await page.getByRole('button', { name: 'Edit search' }).click();
    const panel = page.getByTestId('edit-search');
    await clickCalendarDays(page, [stay.checkIn, stay.checkOut]);
    await panel.getByLabel('Adults').fill('5');
    await panel.getByLabel('Children').fill('0');
    await panel.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      site: 'prana-ubud',
      flexible: 'true',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      adults: '5',
      children: '0',
      infants: '0',
    });
    const expected = filterVillas(VILLAS, { adults: 5, children: 0, infants: 0, site: 'prana-ubud', villaIds: [] }).map((villa) => villa.id).sort();
    await expect.poll(() => shownSlugs(page), { timeout: 15_000 }).toEqual(expected);
    expect(await page.getByTestId('search-summary').innerText()).toContain('5 nights · 5 adults');
    expect(await page.getByTestId('search-filter').innerText()).toBe('Prana Ubud · every villa');
    expect(await page.getByText('Your dates are flexible: our concierge can suggest nearby nights too.').isVisible()).toBe(true);
  });

  it('opens the gallery lightbox: arrows cycle with wrap-around, Escape closes, scroll is locked meanwhile', async () => {
    const page = await open('/availability?villaIds=jungle-loft');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(1);
    const card = cards(page).first();
    await card.getByRole('button', { name: 'Next image of Jungle Loft' }).click();
    await card.getByRole('button', { name: 'Previous image of Jungle Loft' }).click();
    await card.getByRole('button', { name: 'Previous image of Jungle Loft' }).click();
    expect(await card.getByRole('button', { name: 'Show image 10 of 10' }).getAttribute('aria-current')).toBe('true');
    await card.getByRole('button', { name: 'Show image 1 of 10' }).click();

    await card.getByTestId('open-gallery').click();
    const lightbox = page.getByTestId('lightbox');
    const counter = page.getByTestId('lightbox-counter');
    await expect.poll(() => counter.innerText()).toBe('Image 1 of 10');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.innerText()).toBe('Image 2 of 10');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.innerText()).toBe('Image 10 of 10');
    // Focus stays inside the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-gallery');
  });

  it('shows nothing of the page through or above the lightbox: the card\'s own carousel arrow is covered by an opaque overlay', async () => {
    const page = await open('/availability?villaIds=jungle-loft', { width: 390, height: 844 });
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(1);
    const card = cards(page).first();
    const arrow = (await card.getByRole('button', { name: 'Next image of Jungle Loft' }).boundingBox())!;
    await card.getByTestId('open-gallery').click();
    const overlay = page.getByTestId('lightbox-overlay');
    await expect.poll(() => page.getByTestId('lightbox-counter').innerText()).toBe('Image 1 of 10');
    // Where the card's arrow is, the topmost thing is the lightbox's, and its overlay lets no light through.
    const topmost = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="lightbox-overlay"]')),
      { x: arrow.x + arrow.width / 2, y: arrow.y + arrow.height / 2 },
    );
    expect(topmost).toBe(true);
    expect(await overlay.evaluate((node) => getComputedStyle(node).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });

  it('calendar: the chosen days read in AA contrast, booked nights and past days look and read differently, and a legend says which is which', async () => {
    // The browser's today is fixed on the 15th of a month some 300 days ahead: past days are always
    // in view, and its nights are still to come for the api.
    const far = futureStay(300, 0).checkIn;
    const today = `${far.slice(0, 8)}15`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.clock.setFixedTime(new Date(`${today}T04:00:00Z`));
    const page = await context.newPage();
    const day = (offset: number) => addDays(today, offset);
    const release = await holdVilla('jungle-loft', day(3), day(6));
    try {
      await page.goto(`${baseUrl}/availability?villaIds=jungle-loft`);
      const card = cards(page).first();
      await card.getByRole('button', { name: 'See dates' }).click();
      const calendar = card.getByTestId('villa-dates');
      const button = (offset: number) => calendar.locator(`button[data-date="${day(offset)}"]`);
      await expect.poll(() => button(4).getAttribute('data-unavailable'), { timeout: 15_000 }).toBe('true');

      expect(await calendar.getByTestId('calendar-legend').getByRole('listitem').allInnerTexts()).toEqual(['Your dates', 'Booked', 'Past or not available']);
      const [booked, past] = [button(4), button(-1)];
      expect(await booked.getAttribute('aria-label')).toMatch(/, booked$/);
      expect(await past.getAttribute('aria-label')).toMatch(/, past$/);
      expect([await booked.isDisabled(), await past.isDisabled()]).toEqual([true, true]);
      const look = (node: Element) => ({ line: getComputedStyle(node).textDecorationLine, hatch: getComputedStyle(node).backgroundImage !== 'none' });
      expect(await booked.evaluate(look)).toEqual({ line: 'line-through', hatch: true });
      expect(await past.evaluate(look)).toEqual({ line: 'none', hatch: false });

      // Check-in chosen, the pointer on a later day (the stay's end as it would be): both drawn as chosen.
      await button(8).click();
      await button(10).hover();
      expect(await button(10).getAttribute('data-end')).toBe('true');
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const { violations } = await runAxe(page, ['color-contrast'], '[data-testid="villa-dates"]');
      expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    } finally {
      await release();
    }
  });

  it('closes the lightbox when its villa disappears from the results', async () => {
    const page = await open('/availability?adults=6');
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Edit search' }).click();
    await page.getByTestId('edit-search').getByLabel('Adults').fill('2');
    await page.getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(VILLAS.length);
    await page.locator('[data-villa="jungle-loft"]').getByTestId('open-gallery').click();
    await expect.poll(() => page.getByTestId('lightbox').count()).toBe(1);
    // Back to the search for six: the loft (for two) is no longer listed.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('adults')).toBe('6');
    await expect.poll(() => page.getByTestId('lightbox').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('sends a reservation request: the thank-you and its reference stay until closed, the reference copies, and staff have it at once', async () => {
    const stay = futureStay(250, 4);
    const cookie = await staffCookie(baseUrl, 'staff');
    const staff = connect(baseUrl, cookie);
    try {
      await nextEvent(staff, 'session.ready');
      const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&children=1&childrenAges=6`);
      const card = page.locator('[data-villa="ubud-treetop-2"]');
      await card.getByRole('button', { name: 'Reserve this villa' }).click();
      const modal = page.getByTestId('reservation-modal');
      expect(await modal.getByRole('heading').innerText()).toBe(`Reserve ${getVilla('ubud-treetop-2')!.name}`);
      expect(await modal.innerText()).toContain('2 adults, 1 child');

      await modal.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => modal.getByRole('alert').first().innerText()).toBe('Please enter your full name.');
      await modal.getByLabel('Full name').fill('Ketut Journey');
      await modal.getByLabel('Email').fill('ketut-at-example');
      await modal.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => modal.getByRole('alert').first().innerText()).toBe('Please enter a valid email address, like name@example.com.');
      expect(await modal.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
      await modal.getByLabel('Email').fill('ketut@example.com');
      await modal.getByLabel('Phone').fill('+62 812 555 0101');
      await modal.getByLabel('Special requests').fill('A birthday cake for our son, please.');

      const heard = nextEvent(staff, 'reservation.created', 10_000);
      await modal.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => page.getByTestId('reservation-thanks').innerText()).toContain(THANKS);
      // The visitor sees the PRR- reference their confirmation email quotes.
      const shown = await page.getByTestId('reservation-reference').innerText();
      const reference = /PRR-[A-Z0-9]{6}/.exec(shown)?.[0];
      expect(shown).toBe(`Your reference is ${reference}; a confirmation is on its way to your email.`);
      // The reference is never broken across lines, and stays on screen until the visitor closes it.
      const code = page.getByTestId('reservation-reference').locator('strong');
      expect(await code.innerText()).toBe(reference);
      expect(await code.evaluate((node) => node.getClientRects().length)).toBe(1);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await modal.getByRole('button', { name: 'Copy reference' }).click();
      await expect.poll(() => modal.getByRole('status').filter({ hasText: 'Reference copied.' }).count()).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await modal.count()).toBe(1);
      await modal.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => modal.count()).toBe(0);

      const { item } = await heard;
      expect(item).toMatchObject({
        kind: 'reservation-request',
        villaSlug: 'ubud-treetop-2',
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        adults: 2,
        children: 1,
        infants: 0,
        guestName: 'Ketut Journey',
        email: 'ketut@example.com',
        phone: '+62 812 555 0101',
        notes: 'A birthday cake for our son, please.',
        status: 'new',
      });
      const list = (await (await fetch(`${baseUrl}/api/reservation-requests`, { headers: { Cookie: cookie } })).json()) as ReservationRequestResponse[];
      expect(list.find((listed) => listed.id === item.id)).toMatchObject({ villaId: 'ubud-treetop-2', fullName: 'Ketut Journey', status: 'new' });
    } finally {
      staff.disconnect();
    }
  });

  it('keeps what was typed when sending fails and says why; cancel and the overlay reset the form', async () => {
    const stay = futureStay(260, 3);
    const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2`);
    const card = page.locator('[data-villa="palms-1bd-1"]');
    await page.route('**/api/reservation-requests', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many reservation requests from this connection. Please wait 15 minutes or message our concierge.', code: 'reservation.tooMany', params: { count: 15 } }) }),
    );
    await card.getByRole('button', { name: 'Reserve this villa' }).click();
    const modal = page.getByTestId('reservation-modal');
    await modal.getByLabel('Full name').fill('Made Fails');
    await modal.getByLabel('Email').fill('made@example.com');
    await modal.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByTestId('reservation-failure').innerText()).toBe(
      'Your request was not sent: Several requests came from this connection in a short time. Please wait a few minutes, or message our concierge.',
    );
    expect(await modal.getByLabel('Full name').inputValue()).toBe('Made Fails');
    expect(await modal.getByLabel('Email').inputValue()).toBe('made@example.com');

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    await card.getByRole('button', { name: 'Reserve this villa' }).click();
    expect(await modal.getByLabel('Full name').inputValue()).toBe('');
    await modal.getByLabel('Full name').fill('Typed then dismissed');
    await page.getByTestId('reservation-overlay').click({ position: { x: 10, y: 10 } });
    await expect.poll(() => modal.count()).toBe(0);
    await card.getByRole('button', { name: 'Reserve this villa' }).click();
    expect(await modal.getByLabel('Full name').inputValue()).toBe('');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Reserve this villa');
  });

  it('plans with the concierge over WhatsApp with a greeting in the chosen language', async () => {
    const stay = futureStay(270, 3);
    const page = await open(`/availability?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&adults=2&villaIds=jungle-loft`);
    const config = (await (await fetch(`${baseUrl}/api/public-config`)).json()) as { conciergeWhatsapp: string };
    const link = cards(page).first().getByTestId('concierge-link');
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    const english = new URL((await link.getAttribute('href'))!);
    expect(`${english.origin}${english.pathname}`).toBe(`https://wa.me/${config.conciergeWhatsapp}`);
    expect(english.searchParams.get('text')).toMatch(/^Hello Prana concierge! I would love to plan a stay at Jungle Loft \(Prana Jungle\), .+, for 2 adults\.$/);
    expect(await link.getAttribute('target')).toBe('_blank');

    await page.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('text')).toMatch(
      /^Halo concierge Prana! Saya ingin merencanakan menginap di Jungle Loft \(Prana Jungle\), .+, untuk 2 dewasa\.$/,
    );
  });
});
