/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, formatIdr, STAY_TIME_OFFERS, todayInBali, type Lang } from '@prana/domain';
import { PHONE, RETRY_RESET, signInAsGuest } from '../support/browser.ts';
import { injectAxe, runAxe } from '../support/axe.ts';
import { journeyBaseUrl, journeyQuery } from '../support/journey.ts';
import { AXE_RULES } from './accessibility-scan.ts';
import { markPage, pageStillMarked } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

// A villa no other journey writes blocks for.
const VILLA = 'ubud-lux-3';
const day = (offset: number) => addDays(todayInBali(new Date()), offset);
/** The journey's guest, and the stay that leaves on their arrival day (a same-day turn refuses an early check-in). */
const GUEST = { guestName: 'Nyoman Lambat', lastName: 'Lambat', email: 'lambat@example.com', checkIn: day(3), checkOut: day(5) };
const LATE_16 = STAY_TIME_OFFERS['late-check-out'].find((offer) => offer.time === '16:00')!.price;
const BEFORE = { guestName: 'Wayan Sebelum', email: 'sebelum@example.com', checkIn: day(1), checkOut: day(3) };

async function cleanUp(): Promise<void> {
  await journeyQuery(`delete from availability_blocks where villa_slug = $1`, [VILLA]);
  await journeyQuery(`delete from bookings where villa_slug = $1 and email in ($2, $3)`, [VILLA, GUEST.email, BEFORE.email]);
}

const violations = async (page: Page) => (await runAxe(page, AXE_RULES)).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

describe('early check-in and late check-out: asked on the guest’s phone, approved on a staff phone, answered live', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];

  async function context(language: Lang = 'en'): Promise<BrowserContext> {
    const opened = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, reducedMotion: 'reduce' });
    contexts.push(opened);
    await injectAxe(opened);
    await opened.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
    return opened;
  }

  beforeAll(async () => {
    await cleanUp();
  });
  afterAll(async () => {
    for (const opened of contexts) await opened.close();
    await cleanUp();
  });

  it('refuses an early check-in after a same-day departure at once, sends a late check-out to the queue, and shows its approval without a reload', async () => {
    const staffContext = await context();
    expect((await staffContext.request.post('/api/auth/staff/login', { data: { username: 'manager', password: 'prana-demo', role: 'manager' } })).status()).toBe(200);
    let code = '';
    for (const { guestName, email, checkIn, checkOut } of [BEFORE, GUEST]) {
      const booked = await staffContext.request.post('/api/bookings/direct', { data: { villaSlug: VILLA, adults: 2, guestName, email, checkIn, checkOut } });
      expect(booked.status()).toBe(201);
      code = ((await booked.json()) as { booking: { code: string } }).booking.code;
    }

    const guest = await (await context()).newPage();
    guest.setDefaultTimeout(20_000);
    await signInAsGuest(guest, baseUrl, GUEST.lastName, code);
    const card = guest.getByTestId('stay-times-card');
    await card.getByRole('heading', { name: 'Arrive early or leave late' }).waitFor();

    // An early check-in: the stay before leaves that morning, so the answer comes at once, with its reason.
    await card.getByRole('radio', { name: 'Early check-in' }).check();
    await card.getByRole('radio', { name: /From 12:00/ }).check();
    await card.getByRole('button', { name: 'Ask the concierge' }).click();
    await expect.poll(() => card.getByRole('alert').innerText()).toContain('Another guest leaves your villa on your arrival day');
    expect(await card.getByTestId('stay-time-ask').count()).toBe(0);

    // A late check-out until 16:00, chosen from the keyboard: it waits for the concierge.
    await card.getByRole('radio', { name: 'Late check-out' }).check();
    const until16 = card.getByRole('radio', { name: /Until 16:00/ });
    await until16.focus();
    await guest.keyboard.press('Space');
    expect(await until16.isChecked()).toBe(true);
    expect(await card.getByTestId('stay-time-offer').filter({ hasText: 'Until 16:00' }).innerText()).toBe(`Until 16:00 · ${formatIdr(LATE_16, 'en')}`);
    await card.getByRole('button', { name: 'Ask the concierge' }).click();
    const ask = card.getByTestId('stay-time-ask');
    await expect.poll(() => ask.getAttribute('data-decision')).toBe('pending');
    expect(await ask.innerText()).toContain('Late check-out until 16:00');
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await violations(guest)).toEqual([]);
    await markPage(guest);

    // The concierge, on another phone: approve from the queue.
    const staff = await staffContext.newPage();
    staff.setDefaultTimeout(20_000);
    await staff.goto('/admin');
    const approve = staff.getByRole('button', { name: `Approve: Late check-out until 16:00 for ${GUEST.guestName}` });
    await approve.waitFor();
    expect(await violations(staff)).toEqual([]);
    await approve.click();
    // Answered, it leaves the open requests.
    await expect.poll(() => approve.count()).toBe(0);

    // The guest's page follows, without a reload; the bill has the charge.
    await expect.poll(() => ask.getAttribute('data-decision'), { timeout: 10_000 }).toBe('approved');
    expect(await ask.getByTestId('status-badge').innerText()).toBe('Approved');
    expect(await pageStillMarked(guest)).toBe(true);
    const bill = (await (await guest.request.get('/api/guest/charges', RETRY_RESET)).json()) as { charges: { date: string; amount: number }[] };
    expect(bill.charges.filter((charge) => charge.date === GUEST.checkOut).map((charge) => charge.amount)).toEqual([LATE_16]);

    // In Indonesian: the answer in the reader's language, and the card still axe clean.
    const indonesian = await (await context('id')).newPage();
    await indonesian.goto('/login');
    await indonesian.getByLabel('Nama belakang').fill(GUEST.lastName);
    await indonesian.getByLabel('Kode pemesanan').fill(code);
    await indonesian.getByRole('button', { name: 'Masuk' }).click();
    const asked = indonesian.getByTestId('stay-time-ask');
    await expect.poll(() => asked.innerText()).toContain('Late check-out hingga 16:00');
    expect(await asked.getByTestId('status-badge').innerText()).toBe('Disetujui');
    expect(await violations(indonesian)).toEqual([]);
  });
});
