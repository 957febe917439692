/// <reference lib="dom" />
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testEnv } from '../support/env.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RETRY_RESET } from '../support/browser.ts';
import { day, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const VILLA = 'jungle-loft';

/** An Airbnb-style feed with dates inside the 5-week timeline. */
function loftFeed(): string {
  const compact = (offset: number) => day(offset).replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(3)}`,
    `DTEND;VALUE=DATE:${compact(6)}`,
    'UID:journey-stay@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(20)}`,
    `DTEND;VALUE=DATE:${compact(23)}`,
    'UID:journey-closed@airbnb.com',
    'SUMMARY:Airbnb (Not available)',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A Booking.com-style feed: every night it holds reads 'CLOSED - Not available'. */
function bookingFeed(): string {
  const compact = (offset: number) => day(offset).replaceAll('-', '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//admin.booking.com//Booking.com Calendar//EN',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(25)}`,
    `DTEND;VALUE=DATE:${compact(27)}`,
    'UID:journey-booking@booking.com',
    'SUMMARY:CLOSED - Not available',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function signedInContext(browser: Browser, baseUrl: string, username: string, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const response = await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } });
  expect(response.status()).toBe(200);
  return context;
}

const card = (page: Page) => page.locator(`[data-villa="${VILLA}"]`);

describe('availability control centre', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let feeds: FeedServer;

  beforeAll(async () => {
    feeds = await startFeedServer();
    // Slow enough that the live progress can be seen on the other open control centre.
    feeds.route('/loft.ics', { body: loftFeed(), delayMs: 1_500 });
  });
  // Each attempt starts from the seeded loft: no feeds, no imported stays, no sync runs.
  beforeEach(async () => {
    const master = await signedInContext(browser, baseUrl, 'master');
    await master.request.patch(`/api/villas/${VILLA}`, { data: { airbnbIcalUrl: null } });
    await master.close();
    const db = new pg.Client({ connectionString: testEnv.DATABASE_URL });
    await db.connect();
    await db.query(`delete from villa_feeds where villa_slug = $1`, [VILLA]);
    await db.query(`delete from availability_blocks where villa_slug = $1 and source in ('airbnb', 'booking', 'vrbo', 'other')`, [VILLA]);
    await db.query(`delete from sync_runs where villa_slug = $1`, [VILLA]);
    await db.end();
  });

  afterAll(async () => {
    await feeds?.close();
  });

  it('master saves a feed URL, presses Sync Airbnb, and sees the success message and the new blocks in the details', async () => {
    feeds.route('/simple.ics', { body: loftFeed() });
    const context = await signedInContext(browser, baseUrl, 'master');
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto('/admin/availability');
      await expect.poll(() => page.getByTestId('villa-card').count(), { timeout: 20_000 }).toBe(17);
      const loft = card(page);
      await loft.getByLabel('Airbnb iCal URL').fill(`${feeds.url}/simple.ics`);
      await loft.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Stored Airbnb iCal link for Jungle Loft.');
      await loft.getByRole('button', { name: 'Sync Airbnb' }).click();
      await expect
        .poll(() => loft.getByTestId('card-message').innerText(), { timeout: 20_000 })
        .toContain('Airbnb sync completed for jungle-loft. Created 2, updated 0, cancelled 0.');
      await loft.getByRole('button', { name: 'Show details' }).click();
      await expect.poll(() => loft.getByTestId('block').allInnerTexts(), { timeout: 20_000 }).toEqual([
        expect.stringContaining('Airbnb Reservation'),
        expect.stringContaining('Direct Booking'),
        expect.stringContaining('Airbnb Reservation'),
      ]);
    } finally {
      await context.close();
    }
  });

  it('master saves a feed URL, presses Sync Airbnb, sees the success message and the new blocks; another open centre follows live', async () => {
    const context = await signedInContext(browser, baseUrl, 'master');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const watcherContext = await signedInContext(browser, baseUrl, 'manager');
    try {
      // A second control centre, open with the loft's details, watching.
      const watcher = await watcherContext.newPage();
      await watcher.goto('/admin/availability');
      await card(watcher).getByRole('button', { name: 'Show details' }).click();
      await expect.poll(() => card(watcher).getByText('No sync runs recorded yet.').count(), { timeout: 15_000 }).toBe(1);

      const page = await context.newPage();
      // Hold the villa list back to see the three loading skeletons.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/villas', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/admin/availability');
      await expect.poll(() => page.getByTestId('villa-skeleton').count(), { timeout: 15_000 }).toBe(3);
      release();
      await expect.poll(() => page.getByTestId('villa-card').count(), { timeout: 15_000 }).toBe(17);
      await page.unroute('**/api/villas');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Availability control centre');

      const loft = card(page);
      await loft.getByLabel('Airbnb iCal URL').fill(`${feeds.url}/loft.ics`);
      await loft.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Stored Airbnb iCal link for Jungle Loft.');

      await loft.getByRole('button', { name: 'Sync Airbnb' }).click();
      // The watcher, who started nothing, sees the pull's progress live.
      await expect.poll(() => card(watcher).getByTestId('sync-progress').innerText(), { timeout: 10_000 }).toContain('Fetching the Airbnb calendar…');
      await expect
        .poll(() => loft.getByTestId('card-message').innerText(), { timeout: 20_000 })
        .toContain('Airbnb sync completed for jungle-loft. Created 2, updated 0, cancelled 0.');

      await loft.getByRole('button', { name: 'Show details' }).click();
      const blocks = loft.getByTestId('block');
      await expect.poll(() => blocks.allInnerTexts(), { timeout: 15_000 }).toEqual([
        expect.stringContaining('Airbnb Reservation'),
        // PRN-2402, the demo stay from day 10.
        expect.stringContaining('Direct Booking'),
        expect.stringContaining('Airbnb Reservation'),
      ]);
      expect(await blocks.first().innerText()).toContain('In 3 days');
      expect(await loft.getByTestId('timeline-block').count()).toBe(3);
      expect(await loft.getByTestId('run-list').locator('li').first().innerText()).toMatch(/Success[\s\S]*Today[\s\S]*Pull[\s\S]*2 changes/);
      expect(await loft.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');

      // The watcher's open card refreshed by itself: its blocks and the run arrived live.
      await expect.poll(() => card(watcher).getByTestId('block').count(), { timeout: 15_000 }).toBe(3);
      await expect.poll(() => card(watcher).getByTestId('run-list').locator('li').count()).toBe(1);

      await loft.getByRole('button', { name: 'Copy outbound iCal' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Copied outbound calendar link for Jungle Loft.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${baseUrl}/ical/villa/[A-Za-z0-9_-]{32}$`));
      const feed = await context.request.get(copied, RETRY_RESET);
      expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await feed.text()).toContain(`DTSTART;VALUE=DATE:${day(10).replaceAll('-', '')}`);
    } finally {
      await context.close();
      await watcherContext.close();
    }
  });

  it('on a phone, a manager adds a Booking.com feed next to Airbnb, syncs each with its own status, edits, copies its export link and removes it', async () => {
    feeds.route('/phone-airbnb.ics', { body: loftFeed() });
    feeds.route('/phone-booking.ics', { body: bookingFeed(), delayMs: 1_000 });
    const context = await signedInContext(browser, baseUrl, 'manager', { width: 390, height: 844 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto('/admin/availability');
      const loft = card(page);
      await loft.getByLabel('Airbnb iCal URL').fill(`${feeds.url}/phone-airbnb.ics`);
      await loft.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => loft.getByTestId('feed').count(), { timeout: 15_000 }).toBe(1);

      await loft.getByRole('button', { name: 'Add a channel feed' }).click();
      const add = loft.getByRole('form', { name: 'Add a channel feed' });
      await add.getByLabel('Label').fill('Booking.com main');
      await add.getByLabel('Channel').selectOption('booking');
      await add.getByLabel('iCal URL').fill(`${feeds.url}/phone-booking.ics`);
      await add.getByRole('button', { name: 'Add feed' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Added the feed Booking.com main to Jungle Loft.');
      const booking = loft.locator('[data-testid="feed"][data-channel="booking"]');
      const airbnb = loft.locator('[data-testid="feed"][data-channel="airbnb"]');
      await expect.poll(() => loft.getByTestId('feed').count()).toBe(2);
      // Never synced yet: both flagged stale.
      expect(await booking.getByTestId('feed-health').innerText()).toBe('Stale');
      expect(await booking.innerText()).toMatch(/Booking\.com main[\s\S]*Booking\.com[\s\S]*Never synced/);

      await booking.getByRole('button', { name: 'Sync the Booking.com main feed' }).click();
      // Its own live progress, while the Airbnb feed shows none.
      await expect.poll(() => booking.getByTestId('feed-progress').count(), { timeout: 10_000 }).toBe(1);
      expect(await airbnb.getByTestId('feed-progress').count()).toBe(0);
      await expect
        .poll(() => loft.getByTestId('card-message').innerText(), { timeout: 20_000 })
        .toContain('Booking.com main synced. Created 1, updated 0, cancelled 0.');
      await expect.poll(() => booking.getByTestId('feed-health').innerText()).toBe('Up to date');
      expect(await airbnb.getByTestId('feed-health').innerText()).toBe('Stale');

      await booking.getByRole('button', { name: 'Copy the outbound link for Booking.com' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Copied the outbound link for Booking.com of Jungle Loft.');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${baseUrl}/ical/villa/[A-Za-z0-9_-]{32}\\?channel=booking$`));
      // Booking.com is never sent its own closed nights back; Airbnb is.
      expect(await (await context.request.get(copied, RETRY_RESET)).text()).not.toContain(`DTSTART;VALUE=DATE:${day(25).replaceAll('-', '')}`);
      expect(await (await context.request.get(copied.replace('channel=booking', 'channel=airbnb'), RETRY_RESET)).text()).toContain(`DTSTART;VALUE=DATE:${day(25).replaceAll('-', '')}`);

      await booking.getByRole('button', { name: 'Edit the Booking.com main feed' }).click();
      await booking.getByLabel('Label').fill('Booking.com');
      await booking.getByRole('button', { name: 'Save feed' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Saved the feed Booking.com.');

      await booking.getByRole('button', { name: 'Remove the Booking.com feed' }).click();
      await booking.getByRole('button', { name: 'Yes, remove' }).click();
      await expect.poll(() => loft.getByTestId('card-message').innerText()).toContain('Removed the feed Booking.com; the dates it imported are free again.');
      await expect.poll(() => loft.getByTestId('feed').count()).toBe(1);
      // Nothing spills sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });

  it('shows the error with Retry, then the empty state, in Indonesian too', async () => {
    const context = await signedInContext(browser, baseUrl, 'manager');
    try {
      const page = await context.newPage();
      let answer: 'error' | 'empty' | 'pending' = 'error';
      const pendingVilla = {
        slug: 'new-villa',
        name: 'Rumah Baru',
        site: null,
        siteId: null,
        status: 'inactive',
        hasAirbnbFeed: false,
        outboundFeedConfigured: false,
        outboundFeedToken: null,
        maxGuests: null,
        calendar: null,
      };
      await page.route('**/api/villas', (route) =>
        answer === 'error'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Prana is briefly unavailable while it reconnects. Please try again in a moment.', code: 'http.unavailable' }) })
          : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer === 'empty' ? [] : [pendingVilla]) }),
      );
      await page.goto('/admin/availability');
      await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 15_000 }).toContain('Unable to load villas');
      expect(await page.getByRole('alert').innerText()).toContain('Prana is briefly unavailable while it reconnects.');
      answer = 'empty';
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect
        .poll(() => page.getByRole('status').allInnerTexts())
        .toContain('No villas configured yet. Add villa records via the admin tools to begin syncing.');

      await page.getByRole('button', { name: /Bahasa/ }).first().click();
      await expect
        .poll(() => page.getByRole('status').allInnerTexts())
        .toContain('Belum ada vila yang dikonfigurasi. Tambahkan data vila melalui alat admin untuk mulai menyinkronkan.');

      // A villa without a site, guests or an outbound token: Unassigned, Guests TBD, not configured.
      answer = 'pending';
      await page.getByRole('button', { name: /English/ }).first().click();
      await page.reload();
      const pending = page.locator('[data-villa="new-villa"]');
      await expect.poll(() => pending.innerText(), { timeout: 15_000 }).toMatch(/Unassigned[\s\S]*Rumah Baru[\s\S]*Inactive[\s\S]*Not stored[\s\S]*Pending[\s\S]*Guests TBD/i);
      await pending.getByRole('button', { name: 'Copy outbound iCal' }).click();
      await expect.poll(() => pending.getByTestId('card-message').innerText()).toContain('Outbound calendar not configured for Rumah Baru.');
    } finally {
      await context.close();
    }
  });

  it("lets an investor read every villa's sync health, but not change feeds or hold the outbound link", async () => {
    feeds.route('/simple.ics', { body: loftFeed() });
    const master = await signedInContext(browser, baseUrl, 'master');
    await master.request.patch(`/api/villas/${VILLA}`, { data: { airbnbIcalUrl: `${feeds.url}/simple.ics` } });
    await master.close();
    const context = await signedInContext(browser, baseUrl, 'investor');
    try {
      const page = await context.newPage();
      await page.goto('/admin/availability');
      await expect.poll(() => page.getByTestId('villa-card').count(), { timeout: 15_000 }).toBe(17);
      expect(await page.getByRole('button', { name: 'Sync Airbnb' }).count()).toBe(0);
      expect(await page.getByLabel('Airbnb iCal URL').count()).toBe(0);
      // Whoever holds the outbound link reads the villa's calendar: it is for the roles that manage channels.
      expect(await page.getByRole('button', { name: 'Copy outbound iCal' }).count()).toBe(0);
      await card(page).getByRole('button', { name: 'Show details' }).click();
      await expect.poll(() => card(page).getByTestId('feed').count()).toBe(1);
      expect(await card(page).getByRole('button', { name: /Copy the outbound link/ }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
