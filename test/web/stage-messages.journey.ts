/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, todayInBali, type Lang } from '@prana/domain';
import type { DirectBookingResponse } from '@prana/contracts';
import { PHONE, RETRY_RESET } from '../support/browser.ts';
import { injectAxe, runAxe } from '../support/axe.ts';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

// Villas tried in turn for a stay starting in three days (the first free one is booked).
const VILLAS = ['palms-2bd-2', 'ubud-treetop-3', 'palms-1bd-1', 'ubud-lux-2', 'palms-2bd-1'];

describe('messages by stage of the stay, on a manager’s phone (390×844)', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  /** A manager's phone, signed in, reading Prana in `language`. */
  async function managerPhone(language: Lang): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, baseURL: baseUrl });
    await injectAxe(context);
    await context.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
    const response = await context.request.post('/api/auth/staff/login', { data: { username: 'manager', password: DEMO_PASSWORD, role: 'manager' } });
    expect(response.status()).toBe(200);
    return context.newPage();
  }

  it('edits a stage message in Indonesian beside the quick replies, and the booking lists what was sent', async () => {
    const manager = await managerPhone('id');
    const errors: string[] = [];
    manager.on('pageerror', (error) => errors.push(error.message));
    await manager.goto('/admin/manager');
    const templates = manager.getByTestId('message-templates');
    const stages = templates.getByTestId('stage-templates');
    await expect.poll(() => stages.getByTestId('stage-template').count(), { timeout: 20_000 }).toBe(5);
    expect(await stages.getByRole('heading').innerText()).toBe('Pesan per tahap menginap');
    // A stage keeps its message: it can be edited, never removed.
    const preArrival = stages.locator('[data-stage="pre-arrival"]');
    expect(await preArrival.getByRole('button', { name: /^Hapus/ }).count()).toBe(0);

    await stages.getByRole('button', { name: 'Ubah pesan “Seminggu sebelum tiba”' }).click();
    const form = stages.getByTestId('template-form');
    const text = `Yth. {guest}, sampai jumpa di {villa} pada {checkIn}. Check-in online: {checkInLink} (${Date.now()})`;
    await form.getByLabel('Teks (Indonesia)').fill('   ');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form.getByTestId('field-error').count()).toBe(1);
    expect(await form.getByLabel('Teks (Indonesia)').getAttribute('aria-invalid')).toBe('true');
    const scan = await runAxe(manager, ['color-contrast', 'label', 'button-name', 'aria-valid-attr-value', 'heading-order', 'list', 'listitem'], '[data-testid="message-templates"]');
    expect(scan.violations.map((violation) => violation.id)).toEqual([]);
    await form.getByLabel('Teks (Indonesia)').fill(text);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => form.count()).toBe(0);
    expect(await preArrival.innerText()).toContain('sampai jumpa di {villa}');
    // Nothing on the panel wider than the phone.
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // A booking made three days before arrival: the worker sends the pre-arrival message at once.
    const checkIn = addDays(todayInBali(new Date()), 3);
    let booking: DirectBookingResponse['booking'] | undefined;
    for (const villaSlug of VILLAS) {
      const response = await manager.request.post('/api/bookings/direct', {
        data: { villaSlug, guestName: 'Ni Luh Journey', email: 'niluh.journey@example.com', adults: 2, checkIn, checkOut: addDays(checkIn, 3) },
      });
      if (response.status() === 201) {
        booking = ((await response.json()) as DirectBookingResponse).booking;
        break;
      }
    }
    expect(booking, 'a villa free in three days').toBeDefined();
    await expect
      .poll(async () => ((await (await manager.request.get(`/api/bookings/${booking!.id}/stage-messages`, RETRY_RESET)).json()) as { messages: { sentAt: string | null }[] }).messages[0]!.sentAt, { timeout: 20_000 })
      .not.toBeNull();

    // The calendar's booking details list it, in Indonesian.
    await manager.goto('/admin/calendar');
    const row = manager.locator(`[data-villa="${booking!.villaSlug}"]`);
    // A phone shows one site at a time: the booked villa's.
    await expect.poll(() => manager.getByTestId('calendar-row').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const place = booking!.villaSlug.split('-')[0]!;
    await manager.getByTestId('calendar-site').selectOption({ label: `Prana ${place[0]!.toUpperCase()}${place.slice(1)}` });
    await expect.poll(() => row.locator(`[data-day="${checkIn}"]`).count(), { timeout: 20_000 }).toBe(1);
    // Keyboard, as on the grid: Enter on a booked night opens its details.
    await row.locator(`[data-day="${checkIn}"]`).focus();
    await manager.keyboard.press('Enter');
    const details = manager.getByTestId('calendar-details');
    const sent = details.getByTestId('stage-messages');
    await expect.poll(() => sent.getByTestId('stage-message').count(), { timeout: 10_000 }).toBe(5);
    expect(await sent.locator('[data-stage="pre-arrival"]').getAttribute('data-sent')).toBe('true');
    expect(await sent.locator('[data-stage="pre-arrival"]').innerText()).toMatch(/^Seminggu sebelum tiba: terkirim .+ dalam bahasa Inggris$/);
    expect(await sent.locator('[data-stage="arrival-day"]').innerText()).toMatch(/^Hari kedatangan: dikirim /);
    expect(await sent.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const detailsScan = await runAxe(manager, ['color-contrast', 'list', 'listitem', 'heading-order'], '[data-testid="calendar-details"]');
    expect(detailsScan.violations.map((violation) => violation.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
