/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getVilla } from '@prana/catalogue';
import type { Lang } from '@prana/domain';
import { PHONE, signInAsGuest } from '../support/browser.ts';
import { injectAxe, runAxe } from '../support/axe.ts';
import { day, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { journeyBaseUrl, journeyQuery } from '../support/journey.ts';
import { AXE_RULES } from './accessibility-scan.ts';
import { markPage, pageStillMarked } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

// A villa no other journey writes blocks for.
const VILLA = 'palms-1bd-3';

/** The next guests, booked directly: they arrive today as the Airbnb guests leave (a same-day turn). */
const ARRIVING = { guestName: 'Ketut Arimbawa', lastName: 'Arimbawa', email: 'arimbawa@example.com' };

/** An Airbnb calendar: guests who leave today. */
function feed(): string {
  const compact = (offset: number) => day(offset).replaceAll('-', '');
  const stay = (uid: string, from: number, to: number) => [
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    `UID:${uid}@airbnb.com`,
    'SUMMARY:Reserved',
    'END:VEVENT',
  ];
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', ...stay('housekeeping-journey-1', -2, 0), 'END:VCALENDAR', ''].join('\r\n');
}

async function cleanUp(): Promise<void> {
  // The villa's blocks take their turnovers with them.
  await journeyQuery(`delete from availability_blocks where villa_slug = $1`, [VILLA]);
  await journeyQuery(`delete from bookings where villa_slug = $1`, [VILLA]);
  await journeyQuery(`delete from villa_feeds where villa_slug = $1`, [VILLA]);
}

describe('the housekeeping board: two staff phones, the multi-calendar and the arriving guest, live', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let feeds: FeedServer;
  async function staffPage(username: string, options: { viewport?: { width: number; height: number }; language?: Lang } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: options.viewport ?? PHONE, baseURL: baseUrl, reducedMotion: 'reduce' });
    await injectAxe(context);
    if (options.language) await context.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), options.language);
    const response = await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } });
    expect(response.status()).toBe(200);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }
  const card = (page: Page) => page.locator(`[data-testid="turnover"][data-villa="${VILLA}"]`);
  const readiness = (page: Page) => page.locator(`[data-villa="${VILLA}"] [data-testid="calendar-readiness"][data-day="${day(0)}"]`);

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.route('/housekeeping-journey.ics', { body: feed() });
    await cleanUp();
  });
  afterAll(async () => {
    await cleanUp();
    await feeds?.close();
  });

  it('moves a villa from occupied to ready on one phone; the other phone, the multi-calendar and the arriving guest’s phone follow without a reload', async () => {
    // The stay before comes from the villa's channel calendar, pulled as staff pull it; the next is booked directly.
    const master = await staffPage('master', { viewport: { width: 1280, height: 900 } });
    expect((await master.request.patch(`/api/villas/${VILLA}`, { data: { airbnbIcalUrl: `${feeds.url}/housekeeping-journey.ics` } })).status()).toBe(200);
    const sync = await master.request.post(`/api/villas/${VILLA}/sync-airbnb`, { data: {} });
    expect((await sync.json()).status).toBe('success');
    const booked = await master.request.post('/api/bookings/direct', {
      data: { villaSlug: VILLA, checkIn: day(0), checkOut: day(2), guestName: ARRIVING.guestName, email: ARRIVING.email, adults: 2 },
    });
    expect(booked.status()).toBe(201);
    const bookingCode = ((await booked.json()) as { booking: { code: string } }).booking.code;

    // The arriving guest's phone: the overview says the villa is being prepared.
    const guestContext = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const guest = await guestContext.newPage();
    guest.setDefaultTimeout(20_000);
    await signInAsGuest(guest, baseUrl, ARRIVING.lastName, bookingCode);
    const guestReadiness = guest.getByTestId('villa-readiness');
    await expect.poll(() => guestReadiness.innerText()).toBe('Your villa is being prepared');
    await markPage(guest);

    const [phone, other] = [await staffPage('staff'), await staffPage('manager', { language: 'id' })];
    for (const page of [phone, other]) {
      await page.goto('/admin/housekeeping');
      await expect.poll(() => card(page).getAttribute('data-state')).toBe('occupied');
      await markPage(page);
    }
    await master.goto('/admin/calendar');
    await expect.poll(() => readiness(master).getAttribute('data-state')).toBe('occupied');
    await markPage(master);

    const turnover = card(phone);
    expect(await turnover.getByRole('heading', { level: 3 }).innerText()).toBe(getVilla(VILLA)!.name);
    expect(await turnover.innerText()).toContain('Same-day turn');
    expect(await turnover.innerText()).toContain(ARRIVING.guestName);
    expect(await card(other).innerText()).toContain('Pergantian hari yang sama');
    // Phone first: nothing wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // A filled board, in both languages, is axe clean.
    for (const page of [phone, other]) {
      const scan = await runAxe(page, AXE_RULES);
      expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    }

    const steps = [
      { button: 'Guests left: to clean', state: 'to-clean', shown: 'Perlu dibersihkan' },
      { button: 'Start cleaning', state: 'cleaning', shown: 'Sedang dibersihkan' },
      { button: 'Cleaned: to inspect', state: 'to-inspect', shown: 'Perlu diperiksa' },
      { button: 'Inspected: ready', state: 'ready', shown: 'Siap' },
    ];
    for (const [index, step] of steps.entries()) {
      const button = turnover.getByRole('button', { name: step.button });
      if (index === steps.length - 1) {
        // The last move from the keyboard.
        await button.focus();
        await phone.keyboard.press('Enter');
      } else {
        await button.click();
      }
      await expect.poll(() => turnover.getAttribute('data-state')).toBe(step.state);
      await expect.poll(() => card(other).getAttribute('data-state'), { timeout: 5_000 }).toBe(step.state);
      expect(await card(other).getByTestId('turnover-state').innerText()).toBe(step.shown);
    }
    await expect.poll(() => readiness(master).getAttribute('data-state'), { timeout: 5_000 }).toBe('ready');
    await expect.poll(() => guestReadiness.innerText(), { timeout: 5_000 }).toBe('Your villa is ready');
    expect(await guestReadiness.getAttribute('data-readiness')).toBe('ready');
    const guestScan = await runAxe(guest, AXE_RULES, '[data-testid="booking-card"]');
    expect(guestScan.violations.map((violation) => violation.id)).toEqual([]);
    // Ready is the end: no move left.
    expect(await turnover.getByRole('button', { name: /to clean|cleaning|inspect|ready/i }).count()).toBe(0);
    for (const page of [phone, other, master, guest]) expect(await pageStillMarked(page)).toBe(true);
  });
});
