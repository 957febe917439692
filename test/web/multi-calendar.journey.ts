/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { day, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { prefillSearch } from './public-journey.helpers.ts';
import { journeyBaseUrl, journeyQuery } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

// Villas no other journey writes blocks for.
const PULLED = 'palms-2bd-3';
const HELD = 'palms-1bd-2';
const REQUESTED = 'jungle-honeymoon-1';

/** A date as the staff screens write it in English: "21 Nov 2026". */
const shown = (isoDate: string) => new Intl.DateTimeFormat('en-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

function feed(): string {
  const compact = (offset: number) => day(offset).replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(4)}`,
    `DTEND;VALUE=DATE:${compact(7)}`,
    'UID:calendar-journey-1@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(12)}`,
    `DTEND;VALUE=DATE:${compact(14)}`,
    'UID:calendar-journey-2@airbnb.com',
    'SUMMARY:Airbnb (Not available)',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

describe('the multi-calendar: every villa at a glance, live', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let feeds: FeedServer;
  async function staffPage(username: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: baseUrl });
    const response = await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } });
    expect(response.status()).toBe(200);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }
  const bars = (page: Page, villa: string) => page.locator(`[data-villa="${villa}"] [data-testid="calendar-bar"]`);

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.route('/calendar-journey.ics', { body: feed() });
    await journeyQuery(`delete from availability_blocks where villa_slug = any($1)`, [[PULLED, HELD, REQUESTED]]);
  });
  afterAll(async () => {
    await journeyQuery(`delete from availability_blocks where villa_slug = any($1)`, [[PULLED, HELD, REQUESTED]]);
    await journeyQuery(`delete from villa_feeds where villa_slug = $1`, [PULLED]);
    await feeds?.close();
  });

  it('draws a feed pull on both open staff screens without a reload', async () => {
    const [master, staff] = [await staffPage('master'), await staffPage('staff')];
    for (const page of [master, staff]) {
      await page.goto('/admin/calendar');
      await expect.poll(() => page.getByTestId('calendar-row').count(), { timeout: 20_000 }).toBe(17);
      await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
    }
    expect(await bars(master, PULLED).count()).toBe(0);

    await master.request.patch(`/api/villas/${PULLED}`, { data: { airbnbIcalUrl: `${feeds.url}/calendar-journey.ics` } });
    const sync = await master.request.post(`/api/villas/${PULLED}/sync-airbnb`, { data: {} });
    expect((await sync.json()).status).toBe('success');

    for (const page of [master, staff]) {
      await expect.poll(() => bars(page, PULLED).count(), { timeout: 5_000 }).toBe(2);
      // The same page, never reloaded.
      expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBe(true);
    }
    expect(await bars(staff, PULLED).first().getAttribute('data-source')).toBe('airbnb');
    // The staff role reads only: no hold form.
    expect(await staff.getByTestId('hold-form').count()).toBe(0);
  });

  it('lets a manager hold nights with two clicks; the public calendar strikes them', async () => {
    await journeyQuery(`delete from availability_blocks where villa_slug = $1`, [HELD]);
    const manager = await staffPage('manager');
    await manager.goto('/admin/calendar');
    await expect.poll(() => manager.getByTestId('calendar-row').count(), { timeout: 20_000 }).toBe(17);
    const row = manager.locator(`[data-villa="${HELD}"]`);
    await row.locator(`[data-day="${day(3)}"]`).click();
    await row.locator(`[data-day="${day(5)}"]`).click();
    const form = manager.getByTestId('hold-form');
    expect(await form.locator('input[name="checkIn"]').inputValue()).toBe(day(3));
    expect(await form.locator('input[name="checkOut"]').inputValue()).toBe(day(6));
    await form.locator('input[name="reason"]').fill('Pool retiling');
    await form.getByRole('button', { name: 'Hold these nights' }).click();
    await expect.poll(() => bars(manager, HELD).count()).toBe(1);
    expect(await bars(manager, HELD).innerText()).toBe('Pool retiling');
    // The form says it is done and empties the reason once the calendar has the hold: the next
    // reason is typed after that, as a manager reads it.
    await expect.poll(() => form.getByText(/^Held /).count()).toBe(1);
    expect(await form.locator('input[name="reason"]').inputValue()).toBe('');

    // Holding over it again: refused, naming the hold in the way.
    await form.locator('input[name="reason"]').fill('Owner stay');
    await form.getByRole('button', { name: 'Hold these nights' }).click();
    // Its dates are written in the reader's language, never as YYYY-MM-DD.
    await expect.poll(() => form.getByRole('alert').innerText()).toContain(`the manual block from ${shown(day(3))} to ${shown(day(6))} is in the way`);
    expect(await form.getByRole('alert').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // Keyboard: Enter on a held night opens the hold.
    await row.locator(`[data-day="${day(4)}"]`).focus();
    await manager.keyboard.press('ArrowLeft');
    await manager.keyboard.press('Enter');
    await expect.poll(() => manager.getByTestId('calendar-details').innerText()).toContain('Pool retiling');

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${baseUrl}/`);
    await prefillSearch(visitor, { checkIn: null, checkOut: null, adults: 2, children: 0, infants: 0, site: 'prana-palms', villaIds: [HELD] });
    await visitor.getByTestId('booking-dates').click();
    const night = visitor.locator(`button[data-date="${day(4)}"]`);
    await expect.poll(() => night.getAttribute('data-unavailable')).toBe('true');
    expect(await night.isDisabled()).toBe(true);
    expect(await visitor.locator(`button[data-date="${day(8)}"]`).isDisabled()).toBe(false);

    // A villa's card on /availability: "See dates" shows the same struck nights.
    await visitor.goto(`${baseUrl}/availability?site=prana-palms`);
    const card = visitor.locator(`[data-testid="villa-card"][data-villa="${HELD}"]`);
    await card.getByRole('button', { name: 'See dates' }).click();
    await expect.poll(() => card.locator(`button[data-date="${day(3)}"]`).getAttribute('data-unavailable')).toBe('true');
    expect(await card.locator(`button[data-date="${day(3)}"]`).isDisabled()).toBe(true);
    await visitor.close();
  });

  it('keeps every day header readable at 30 days: no header runs into the next, none is cut, the month named where it starts', async () => {
    const page = await staffPage('master');
    await page.goto('/admin/calendar');
    await expect.poll(() => page.getByTestId('calendar-row').count(), { timeout: 20_000 }).toBe(17);
    expect(await page.getByTestId('calendar-span').inputValue()).toBe('30');
    const heads = page.getByTestId('calendar-day-head');
    expect(await heads.count()).toBe(30);
    const layout = await heads.evaluateAll((cells) =>
      cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        // What is drawn: each visible line's text must lie inside its own header.
        const lines = [...cell.querySelectorAll('[aria-hidden="true"]')];
        const boxes = lines.map((line) => line.getBoundingClientRect());
        return {
          left: box.left,
          right: box.right,
          cut: cell.scrollWidth > cell.clientWidth || boxes.some((line) => line.width > 0 && (line.left < box.left || line.right > box.right)),
          text: (lines.length > 0 ? lines.map((line) => line.textContent) : [cell.textContent]).join(' ').replace(/\s+/g, ' ').trim(),
        };
      }),
    );
    for (const [index, head] of layout.entries()) {
      expect(head.cut, `${index}: ${head.text}`).toBe(false);
      if (index > 0) expect(head.left, `${index}: ${head.text}`).toBeGreaterThanOrEqual(layout[index - 1]!.right - 0.5);
    }
    // The first column names its month; so does every 1st of a month, and no other day.
    expect(layout[0]!.text).toMatch(/^\d{1,2} [A-Z][a-z]{2,3}$/);
    for (const head of layout.slice(1)) expect(head.text, head.text).toMatch(head.text.startsWith('1 ') ? /^1 [A-Z][a-z]{2,3}$/ : /^\d{1,2}$/);
  });

  it('shows one site at a time on a phone', async () => {
    const page = await staffPage('master', { width: 390, height: 844 });
    await page.goto('/admin/calendar');
    await expect.poll(() => page.getByTestId('calendar-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const rows = await page.getByTestId('calendar-row').count();
    expect(rows).toBeLessThan(17);
    await page.getByTestId('calendar-site').selectOption('Prana Palms');
    await expect.poll(() => page.getByTestId('calendar-row').count()).toBe(6);
  });

  it('turns a visitor\'s reservation request into a booking from the queue; the visitor signs in with the code', async () => {
    const { rows } = await journeyQuery(
      `insert into reservation_requests (id, villa_slug, check_in, check_out, adults, children, infants, full_name, email, status, created_at, reference)
       values (gen_random_uuid(), $1, $2, $3, 2, 0, 0, 'Kadek Journey', 'kadek@example.com', 'new', now(), 'PRR-' || upper(substr(md5(random()::text), 1, 6))) returning id`,
      [REQUESTED, day(20), day(24)],
    );
    const id = (rows[0] as { id: string }).id;
    // Confirming books nights: front-line staff see the request but not the button; a manager may.
    const front = await staffPage('staff');
    await front.goto('/admin/staff');
    const frontRow = front.locator(`[data-testid="queue-row"][data-id="${id}"]`);
    await expect.poll(() => frontRow.count(), { timeout: 20_000 }).toBe(1);
    expect(await frontRow.getByRole('button', { name: /as a booking/ }).count()).toBe(0);
    const page = await staffPage('manager');
    await page.goto('/admin/manager');
    const row = page.locator(`[data-testid="queue-row"][data-id="${id}"]`);
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await row.getByRole('button', { name: /as a booking/ }).click();
    await expect.poll(() => row.getByTestId('booking-code').innerText()).toMatch(/^Booking PRN-[A-Z0-9]{6}$/);
    const code = (await row.getByTestId('booking-code').innerText()).replace('Booking ', '');

    const guest = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await guest.goto(`${baseUrl}/login`);
    await guest.getByLabel('Last name').fill('Journey');
    await guest.getByLabel('Booking code').fill(code);
    await guest.getByRole('button', { name: 'Sign in' }).click();
    await guest.waitForURL(`${baseUrl}/app`);
    await guest.close();
  });
});
