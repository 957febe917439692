/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { VILLAS, getSite } from '@prana/catalogue';
import type { CheckInPersonBody, DirectBookingResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { PHONE } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { SPECIMEN_PERSON, twoAdults } from '../support/check-in-fixtures.ts';
import { useBrowser } from '../support/journey-browser.ts';

// Staff keep the register on a phone: the door, the report to immigration, the levy, and the CSV for APOA.

describe('the guest register on a phone', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  /** A context signed in as a demo staff role. */
  async function staffContext(role: 'staff' | 'manager', viewport = PHONE): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const login = await context.request.post(`${baseUrl}/api/auth/staff/login`, { data: { username: role, password: DEMO_PASSWORD, role } });
    expect(login.status()).toBe(200);
    return context;
  }

  it('verifies a guest at the door, enters the APOA proof number, sets a levy, live on a second device, and downloads exactly the expected CSV', async () => {
    // A booking of two adults from abroad arriving in two days, checked in online by the guest.
    const manager = await staffContext('manager', { width: 1280, height: 900 });
    const lastName = `Register${randomUUID().replace(/\D/g, '').slice(0, 6)}`;
    const checkIn = addDays(todayInBali(new Date()), 2);
    const checkOut = addDays(checkIn, 3);
    let booking: DirectBookingResponse['booking'] | null = null;
    let villaId = '';
    for (const villa of VILLAS) {
      const answer = await manager.request.post(`${baseUrl}/api/bookings/direct`, {
        data: { villaSlug: villa.id, checkIn, checkOut, guestName: `Jonas ${lastName}`, email: `${lastName.toLowerCase()}@example.com`, adults: 2 },
      });
      if (answer.status() === 201) {
        booking = ((await answer.json()) as DirectBookingResponse).booking;
        villaId = villa.id;
        break;
      }
    }
    if (!booking) throw new Error('No villa is free in two days.');
    const villa = VILLAS.find((candidate) => candidate.id === villaId)!;
    const site = getSite(villa.siteId)!;
    const placeOfStay = `${villa.name}, ${site.name}, ${site.address}`;

    const guest = await browser.newContext();
    expect((await guest.request.post(`${baseUrl}/api/auth/guest/login`, { data: { lastName, bookingCode: booking.code } })).status()).toBe(200);
    const jonas: CheckInPersonBody = { ...SPECIMEN_PERSON, fullName: `Jonas ${lastName}`, sex: 'M', birthDate: '1980-01-31', nationality: 'NLD', documentNumber: 'NX4RK2P71', issuingCountry: 'NLD', documentExpiry: '2033-05-01', mrz: null };
    expect((await guest.request.put(`${baseUrl}/api/guest/check-in`, { data: twoAdults({ guests: [SPECIMEN_PERSON, jonas] }) })).status()).toBe(200);

    // Staff open the register on a phone, from the navigation, and go to the arrival day.
    const staff = await staffContext('staff');
    const page = await staff.newPage();
    await page.goto(`${baseUrl}/admin/staff`);
    await page.getByRole('link', { name: 'Guest register' }).click();
    await page.waitForURL(`${baseUrl}/admin/register`);
    await page.getByLabel('Day', { exact: true }).fill(checkIn);
    const stay = page.getByTestId(`register-stay-${booking.code}`);
    await expect.poll(() => stay.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const anna = page.getByTestId(`register-person-${booking.code}-0`);
    const second = page.getByTestId(`register-person-${booking.code}-1`);
    expect(await anna.innerText()).toContain('Anna Maria Eriksson');
    expect(await anna.getByText('Not paid').count()).toBe(1);
    expect(await anna.getByText('Report once the guest has arrived').count()).toBe(1);

    // A second device (the manager's desktop) keeps the same day open.
    const desk = await manager.newPage();
    await desk.goto(`${baseUrl}/admin/register?date=${checkIn}`);
    const deskAnna = desk.getByTestId(`register-person-${booking.code}-0`);
    await expect.poll(() => deskAnna.count(), { timeout: 10_000 }).toBe(1);

    // At the door: the passport verified.
    await anna.getByRole('button', { name: 'Verify document' }).click();
    await expect.poll(() => anna.innerText(), { timeout: 10_000 }).toContain('Document verified by Komang Putra');
    await expect.poll(() => deskAnna.innerText(), { timeout: 10_000 }).toContain('Document verified by Komang Putra');
    expect(await anna.innerText()).toMatch(/Report by /);

    // A proof number that is too long is refused with its message; the right one is kept.
    const proof = anna.getByLabel('APOA proof-of-report number');
    await proof.fill('X'.repeat(45));
    await anna.getByRole('button', { name: 'Save proof' }).click();
    await expect.poll(() => anna.getByRole('alert').innerText(), { timeout: 10_000 }).toContain('Enter the proof-of-report number APOA gave');
    await proof.fill('apoa-2026-000451');
    await anna.getByRole('button', { name: 'Save proof' }).click();
    await expect.poll(() => anna.innerText(), { timeout: 10_000 }).toContain('proof APOA-2026-000451');
    expect(await anna.innerText()).toContain('Reported by Komang Putra');
    await expect.poll(() => deskAnna.innerText(), { timeout: 10_000 }).toContain('proof APOA-2026-000451');

    // The second guest paid the levy: the voucher noted, no longer "not paid".
    await second.getByLabel('Levy', { exact: true }).selectOption('paid');
    await second.getByLabel('Love Bali voucher code').fill('lb-9q2m7f3k');
    await second.getByRole('button', { name: 'Save levy' }).click();
    await expect.poll(() => second.innerText(), { timeout: 10_000 }).toContain('Paid · voucher LB-9Q2M7F3K');
    expect(await second.getByText('Not paid').count()).toBe(0);

    // The day's CSV for APOA: exactly the header, and this stay's two guests.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'CSV of this day' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`prana-apoa-${checkIn}.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('\uFEFFFull name,Nationality,Passport number,Date of birth,Sex,Check-in date,Check-out date,Place of stay');
    expect(lines.at(-1)).toBe('');
    // Other stays may arrive the same day; only this one is in this villa.
    expect(lines.filter((line) => line.endsWith(`"${placeOfStay}"`))).toEqual([
      `Anna Maria Eriksson,UTO,L898902C3,1974-08-12,Female,${checkIn},${checkOut},"${placeOfStay}"`,
      `Jonas ${lastName},NLD,NX4RK2P71,1980-01-31,Male,${checkIn},${checkOut},"${placeOfStay}"`,
    ]);

    // The same rows as printable sheets.
    await page.getByRole('link', { name: 'Sheets of this day' }).click();
    await page.waitForURL(`${baseUrl}/admin/register/print?scope=day&date=${checkIn}`);
    const sheet = page.getByRole('article', { name: `Jonas ${lastName}` });
    await expect.poll(() => sheet.count(), { timeout: 10_000 }).toBe(1);
    expect(await sheet.innerText()).toContain('Passport number\nNX4RK2P71');

    await staff.close();
    await manager.close();
    await guest.close();
  });
});
