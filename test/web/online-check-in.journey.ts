/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VILLAS } from '@prana/catalogue';
import type { DirectBookingResponse, GuestCheckInResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { PHONE, signInAsGuest, RETRY_RESET } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { SPECIMEN_MRZ, SPECIMEN_MRZ_WRONG_DIGIT } from '../support/check-in-fixtures.ts';
import { useBrowser } from '../support/journey-browser.ts';

// A guest checks in the whole party on a phone before arriving; staff verify at the door.

/**
 * The manager, signed in, books two adults arriving in two days on the first villa free for those
 * nights, for a guest whose last name starts with `prefix`.
 */
async function bookTwoAdults(browser: Browser, baseUrl: string, prefix: string): Promise<{ staff: BrowserContext; booking: DirectBookingResponse['booking']; lastName: string }> {
  const staff = await browser.newContext();
  const login = await staff.request.post(`${baseUrl}/api/auth/staff/login`, { data: { username: 'manager', password: DEMO_PASSWORD, role: 'manager' } });
  expect(login.status()).toBe(200);
  const lastName = `${prefix}${randomUUID().replace(/\D/g, '').slice(0, 6)}`;
  const checkIn = addDays(todayInBali(new Date()), 2);
  for (const villa of [...VILLAS].reverse()) {
    const answer = await staff.request.post(`${baseUrl}/api/bookings/direct`, {
      data: { villaSlug: villa.id, checkIn, checkOut: addDays(checkIn, 3), guestName: `Anna ${lastName}`, email: `${lastName.toLowerCase()}@example.com`, adults: 2 },
    });
    if (answer.status() === 201) return { staff, booking: ((await answer.json()) as DirectBookingResponse).booking, lastName };
  }
  throw new Error('No villa is free in two days.');
}

/** Draws a stroke on the signature pad, as a finger would. */
async function sign(page: Page): Promise<void> {
  const pad = page.getByTestId('signature-pad');
  // In the middle of the screen: the offline banner covers its foot.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [x, y] of [[0.3, 0.2], [0.5, 0.8], [0.7, 0.3], [0.9, 0.6]] as const) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
  await page.mouse.up();
}

describe('online check-in on a phone', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('keeps the controls of fields side by side level when a label wraps (Bahasa on a phone)', async () => {
    const { staff, booking, lastName } = await bookTwoAdults(browser, baseUrl, 'Sejajar');
    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInAsGuest(page, baseUrl, lastName, booking.code!);
    await page.evaluate(() => window.localStorage.setItem('prana.language', 'id'));
    await page.goto(`${baseUrl}/app/check-in`);
    const guest = page.getByTestId('check-in-person-0');
    await expect.poll(() => guest.count(), { timeout: 10_000 }).toBe(1);
    const [nationality, documentType] = [guest.getByLabel('Kewarganegaraan (kode paspor)'), guest.getByLabel('Dokumen', { exact: true })];
    const box = async (locator: typeof nationality) => (await locator.boundingBox())!;
    // The pair is side by side, and the long label takes more lines than its neighbour's.
    expect((await box(nationality)).x).toBeLessThan((await box(documentType)).x);
    const labelHeight = (text: string) => guest.locator('label', { hasText: text }).first().evaluate((label) => label.getBoundingClientRect().height);
    expect(await labelHeight('Kewarganegaraan (kode paspor)')).toBeGreaterThan(await labelHeight('Dokumen'));
    expect((await box(nationality)).y).toBe((await box(documentType)).y);
    // And no control is wider than its column (a date input's own width is).
    const [birthDate, sex] = [await box(guest.getByLabel('Tanggal lahir')), await box(guest.getByLabel('Jenis kelamin'))];
    expect(birthDate.y).toBe(sex.y);
    expect(birthDate.x + birthDate.width).toBeLessThanOrEqual((await box(guest.getByLabel('Nama lengkap sesuai dokumen'))).x + (await box(guest.getByLabel('Nama lengkap sesuai dokumen'))).width);
    await staff.close();
  });

  it('checks in two adults (the specimen passport from its MRZ, a KTP typed), signs, goes offline half way and is sent once on reconnect', async () => {
    const { staff, booking, lastName } = await bookTwoAdults(browser, baseUrl, 'Checkin');

    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const sends: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/guest/check-in')) sends.push(request.headers()['idempotency-key'] ?? '');
    });
    await signInAsGuest(page, baseUrl, lastName, booking.code!);

    // The overview asks for the check-in: the stay begins in two days.
    const card = page.getByTestId('check-in-card');
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).toContain('Check in online now to save time on arrival.');
    await card.getByRole('link', { name: 'Check in online' }).click();
    await page.waitForURL(`${baseUrl}/app/check-in`);
    await expect.poll(() => page.getByTestId('check-in-person-1').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(expect.arrayContaining(['Guest 1 · Adult', 'Guest 2 · Adult']));

    // Guest 1: the specimen passport's lines pasted, first with a wrong check digit.
    const first = page.getByTestId('check-in-person-0');
    const mrz = first.getByLabel('Machine-readable zone (optional)');
    await mrz.fill(SPECIMEN_MRZ_WRONG_DIGIT.join('\n'));
    await expect.poll(() => first.getByRole('alert').innerText()).toBe('A check digit in the machine-readable zone does not match. Copy both lines again exactly as printed.');
    await mrz.fill(SPECIMEN_MRZ.join('\n'));
    await first.getByRole('button', { name: 'Fill in from these lines' }).click();
    expect(await first.getByLabel('Full name as in the document').inputValue()).toBe('Anna Maria Eriksson');
    expect(await first.getByLabel('Document number').inputValue()).toBe('L898902C3');
    expect(await first.getByLabel('Date of birth').inputValue()).toBe('1974-08-12');
    expect(await first.getByLabel('Nationality (passport code)').inputValue()).toBe('UTO');
    // A typed field that disagrees with the lines is shown, and sending waits for it.
    await first.getByLabel('Document number').fill('L898902C4');
    expect(await first.getByText('Differs from the passport’s lines. The lines say: L898902C3').count()).toBe(1);
    await first.getByRole('button', { name: 'Use the passport’s values' }).click();
    expect(await first.getByLabel('Document number').inputValue()).toBe('L898902C3');
    expect(await first.getByText(/Differs from the passport’s lines/).count()).toBe(0);

    // Half way, the connection drops; the rest is typed offline.
    await context.setOffline(true);
    const second = page.getByTestId('check-in-person-1');
    await second.getByLabel('Full name as in the document').fill('Putu Ayu Lestari');
    await second.getByLabel('Date of birth').fill('1990-03-14');
    await second.getByLabel('Nationality (passport code)').fill('IDN');
    await second.getByLabel('Document', { exact: true }).selectOption('ktp');
    await second.getByLabel('NIK (16 digits)').fill('5171045403900002');
    expect(await second.getByLabel('Issuing country (passport code)').inputValue()).toBe('IDN');
    await page.getByLabel('Expected arrival time').fill('14:30');
    await page.getByLabel('Flight number (optional)').fill('GA 404');
    await page.getByLabel('Phone number during your stay').fill('+62 812 3456 7890');
    await page.getByLabel('I have read and accept the house rules.').check();
    await sign(page);
    await expect.poll(() => page.getByTestId('signature-pad').getAttribute('aria-label')).toBe('Signed');
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await expect.poll(() => page.getByText('Saved on this device: your check-in goes out as soon as you are back online.').count(), { timeout: 10_000 }).toBe(1);
    expect(sends).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => page.getByText('Thank you, your check-in is sent.', { exact: false }).count(), { timeout: 15_000 }).toBe(1);
    expect(sends).toHaveLength(1);
    const stored = (await (await context.request.get(`${baseUrl}/api/guest/check-in`, RETRY_RESET)).json()) as GuestCheckInResponse;
    expect(stored.sent!.guests.map((guest) => [guest.fullName, guest.documentType, guest.documentNumber, guest.nationality])).toEqual([
      ['Anna Maria Eriksson', 'passport', 'L898902C3', 'UTO'],
      ['Putu Ayu Lestari', 'ktp', '5171045403900002', 'IDN'],
    ]);
    expect(stored.sent).toMatchObject({ arrivalTime: '14:30', flight: 'GA404', phone: '+62 812 3456 7890' });

    // Staff verify the passport at the door: the guest's form is then closed.
    expect((await staff.request.post(`${baseUrl}/api/staff/check-ins/${booking.id}/guests/0/verify`)).status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByText('Staff have verified your documents, so your check-in can no longer change.').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(sends).toHaveLength(1);
    await context.close();
    await staff.close();
  });
});
