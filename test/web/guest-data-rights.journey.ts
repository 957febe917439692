/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { VILLAS } from '@prana/catalogue';
import type { DirectBookingResponse, GuestDataExport } from '@prana/contracts';
import { addDays, todayInBali, type Lang } from '@prana/domain';
import { injectAxe, runAxe } from '../support/axe.ts';
import { PHONE, RETRY_RESET } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { twoAdults } from '../support/check-in-fixtures.ts';
import { AXE_RULES } from './accessibility-scan.ts';
import { useBrowser } from '../support/journey-browser.ts';

// The guest downloads what Prana holds about their booking; master erases it on their request.

type Booking = DirectBookingResponse['booking'];

describe('the guest’s rights over their data', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let manager: BrowserContext;
  const contexts: BrowserContext[] = [];

  /** A direct booking of two adults arriving in two days, on the first villa free for those nights. */
  async function bookTwoAdults(lastName: string): Promise<Booking> {
    const checkIn = addDays(todayInBali(new Date()), 2);
    for (const villa of VILLAS) {
      const answer = await manager.request.post(`${baseUrl}/api/bookings/direct`, {
        data: { villaSlug: villa.id, checkIn, checkOut: addDays(checkIn, 3), guestName: `Ingrid ${lastName}`, email: `${lastName.toLowerCase()}@example.com`, adults: 2 },
      });
      if (answer.status() === 201) return ((await answer.json()) as DirectBookingResponse).booking;
    }
    throw new Error('No villa is free in two days.');
  }

  /** A context in a language (the one the reader chose before), with axe ready. */
  async function contextIn(language: Lang, viewport: { width: number; height: number }): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce', acceptDownloads: true });
    await injectAxe(context);
    await context.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
    contexts.push(context);
    return context;
  }

  /** A guest of a fresh booking, signed in on a phone, whose check-in (and passport photo) is sent. */
  async function checkedInGuest(language: Lang): Promise<{ page: Page; booking: Booking; lastName: string }> {
    const lastName = `Rights${randomUUID().replace(/\D/g, '').slice(0, 6)}`;
    const booking = await bookTwoAdults(lastName);
    const page = await (await contextIn(language, PHONE)).newPage();
    page.setDefaultTimeout(20_000);
    // Signed in as the login form does (its labels are in the reader's language), then the overview.
    expect((await page.request.post(`${baseUrl}/api/auth/guest/login`, { data: { lastName, bookingCode: booking.code } })).status()).toBe(200);
    await page.goto(`${baseUrl}/app`);
    expect((await page.request.put(`${baseUrl}/api/guest/check-in`, { data: twoAdults() })).status()).toBe(200);
    const photo = await sharp({ create: { width: 320, height: 220, channels: 3, background: { r: 120, g: 90, b: 60 } } }).jpeg().toBuffer();
    expect((await page.request.put(`${baseUrl}/api/guest/check-in/guests/0/document`, { data: { photo: `data:image/jpeg;base64,${photo.toString('base64')}` } })).status()).toBe(200);
    return { page, booking, lastName };
  }

  async function axeClean(page: Page, selector: string): Promise<void> {
    const { violations } = await runAxe(page, AXE_RULES, selector);
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  beforeAll(async () => {
    manager = await browser.newContext();
    const login = await manager.request.post(`${baseUrl}/api/auth/staff/login`, { data: { username: 'manager', password: DEMO_PASSWORD, role: 'manager' } });
    expect(login.status()).toBe(200);
  });
  afterAll(async () => {
    for (const context of [...contexts, manager]) await context?.close();
  });

  it('lets the guest download everything held about their booking from the companion at 390 px: the JSON and the passport photo', async () => {
    const { page, booking, lastName } = await checkedInGuest('en');
    const card = page.getByTestId('your-data-card');
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('Your data');
    expect(await card.innerText()).toContain('Download everything Prana holds about your booking');
    await axeClean(page, '[data-testid="your-data-card"]');
    // Fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toBe(`prana-${booking.code}.zip`);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    expect(Object.keys(files).sort()).toEqual(['documents/person-1.jpg', 'prana-data.json']);
    expect((await sharp(Buffer.from(files['documents/person-1.jpg']!)).metadata()).format).toBe('jpeg');
    const data = JSON.parse(strFromU8(files['prana-data.json']!)) as GuestDataExport;
    expect(data.booking).toMatchObject({ code: booking.code, guestName: `Ingrid ${lastName}`, lastName, email: `${lastName.toLowerCase()}@example.com`, checkIn: booking.checkIn, checkOut: booking.checkOut });
    expect(data.checkIn!.persons.map((person) => [person.fullName, person.documentNumber, person.documentFile])).toEqual(
      twoAdults().guests.map((person, position) => [person.fullName, person.documentNumber, position === 0 ? 'documents/person-1.jpg' : null]),
    );
    expect(data.checkIn!.phone).toBe(twoAdults().phone);
  });

  it('says the same in Bahasa Indonesia', async () => {
    const { page } = await checkedInGuest('id');
    const card = page.getByTestId('your-data-card');
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('Data Anda');
    expect(await card.getByRole('link').innerText()).toBe('Unduh data saya');
    await axeClean(page, '[data-testid="your-data-card"]');
  });

  it('lets master erase a guest’s data from the calendar after typing the booking code; the guest’s companion session ends', async () => {
    const { page: guest, booking } = await checkedInGuest('en');
    const masterIn = async (language: Lang) => {
      const page = await (await contextIn(language, { width: 1280, height: 900 })).newPage();
      page.setDefaultTimeout(20_000);
      expect((await page.request.post(`${baseUrl}/api/auth/staff/login`, { data: { username: 'master', password: DEMO_PASSWORD, role: 'master' } })).status()).toBe(200);
      return page;
    };
    let master = await masterIn('id');

    const openDialog = async () => {
      await master.goto(`${baseUrl}/admin/calendar`);
      // Keyboard: Enter on a night of the stay opens the booking.
      await master.locator(`[data-villa="${booking.villaSlug}"] [data-day="${booking.checkIn}"]`).focus();
      await master.keyboard.press('Enter');
      await master.getByTestId('calendar-details').getByTestId('erase-guest-data').click();
      const dialog = master.getByTestId('erase-guest-data-dialog');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      return dialog;
    };

    // In Bahasa Indonesia first: the confirmation, axe clean; the button waits for the code.
    let dialog = await openDialog();
    await expect.poll(() => dialog.innerText()).toContain(`Ketik ${booking.code} untuk mengonfirmasi`);
    await axeClean(master, '[data-testid="erase-guest-data-dialog"]');
    expect(await dialog.getByTestId('erase-confirm').isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // In English: a wrong code keeps the button disabled; the code, typed in lower case, erases.
    master = await masterIn('en');
    dialog = await openDialog();
    await expect.poll(() => dialog.innerText()).toContain(`Type ${booking.code} to confirm`);
    expect(await dialog.innerText()).toContain('This cannot be undone');
    await axeClean(master, '[data-testid="erase-guest-data-dialog"]');
    const input = dialog.getByLabel(`Type ${booking.code} to confirm`);
    await input.fill('PRN-0000');
    expect(await dialog.getByTestId('erase-confirm').isDisabled()).toBe(true);
    await input.fill(booking.code!.toLowerCase());
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await expect.poll(() => dialog.getByTestId('erased').innerText()).toContain(`The personal data of booking ${booking.code} was erased on`);
    await axeClean(master, '[data-testid="erase-guest-data-dialog"]');

    // The guest's companion is signed out.
    await expect.poll(async () => (await guest.request.get(`${baseUrl}/api/guest/profile`, RETRY_RESET)).status()).toBe(401);
    // The access panel's activity log says it cannot be undone.
    const activity = await master.request.get(`${baseUrl}/api/access-users`, RETRY_RESET);
    const entries = ((await activity.json()) as { activity: { action: string; message: string }[] }).activity;
    expect(entries.find((entry) => entry.action === 'guestData.erased')?.message).toBe(`Erased the guest's personal data of booking ${booking.code} on their request (cannot be undone)`);
  });
});
