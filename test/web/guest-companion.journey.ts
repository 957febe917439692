/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, todayInBali } from '@prana/domain';
import type { GuestRequestsResponse } from '@prana/contracts';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { PHONE, signInAsGuest, RETRY_RESET } from '../support/browser.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const unread = async (page: Page) => Number(await page.getByTestId('unread-count').innerText());

describe('guest companion journeys', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('paints the overview in one go on a phone: the check-in card comes with the page, nothing moves after', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      // Ten unread or more, before the page signs in: the bell's count takes two digits.
      expect((await context.request.post(`${baseUrl}/api/auth/guest/login`, { data: { lastName: 'Santoso', bookingCode: 'PRN-2401' } })).status()).toBe(200);
      const unreadNow = async () => ((await (await context.request.get(`${baseUrl}/api/guest/notifications`, RETRY_RESET)).json()) as { unreadCount: number }).unreadCount;
      for (let unread = await unreadNow(); unread < 10; unread += 1) {
        expect((await context.request.post(`${baseUrl}/api/guest/notifications/test`, { data: { channel: 'push' } })).status()).toBe(201);
      }
      const page = await context.newPage();
      await page.goto(`${baseUrl}/app`);
      await page.getByTestId('check-in-card').waitFor();
      // A fresh load of the overview, every layout shift recorded from its first paint.
      await context.addInitScript(() => {
        const seen = window as unknown as { shifts: string[] };
        seen.shifts = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = entry.sources.map((source) => `${source.node?.nodeName ?? '?'} "${source.node?.textContent?.slice(0, 30) ?? ''}"`);
            if (!entry.hadRecentInput) seen.shifts.push(`${entry.value.toFixed(3)}: ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      // A phone's CPU: the check-in read used to land after the page had painted.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload();
      await page.getByTestId('check-in-card').waitFor();
      await page.getByTestId('your-data-card').waitFor();
      await page.getByTestId('unread-count').waitFor();
      await page.waitForTimeout(1_000);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows a staff acknowledgement live: new status, notification and unread count, without a reload', async () => {
    const guestContext = await browser.newContext({ viewport: PHONE });
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await guestContext.newPage();
    await signInAsGuest(page, baseUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe('Welcome, Santoso');

    // The guest sends an in-person concierge request from the thumb-reach tab bar.
    await page.getByRole('navigation', { name: 'Quick sections' }).getByRole('link', { name: 'Concierge' }).click();
    await page.getByRole('button', { name: 'Request a visit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Notes').fill('Two umbrellas to the pool, please.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const item = page.getByTestId('request-item').filter({ hasText: 'Two umbrellas to the pool, please.' });
    await expect.poll(() => item.getByTestId('status-badge').innerText(), { timeout: 10_000 }).toBe('Pending');
    // The badge settles on the server's count, the new 'request received' included.
    const serverUnread = async () => ((await (await guestContext.request.get(`${baseUrl}/api/guest/notifications`, RETRY_RESET)).json()) as { unreadCount: number }).unreadCount;
    const before = await serverUnread();
    expect(before).toBeGreaterThanOrEqual(1);
    await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before);
    await page.evaluate(() => Object.assign(window, { journeyMarker: 'not reloaded' }));

    // Staff, in their own browser context, acknowledge it through the api.
    const requests = (await (await guestContext.request.get(`${baseUrl}/api/guest/requests`, RETRY_RESET)).json()) as GuestRequestsResponse;
    const request = requests.requests.find((candidate) => candidate.notes === 'Two umbrellas to the pool, please.')!;
    const login = await staffContext.request.post(`${baseUrl}/api/auth/staff/login`, { data: { username: 'staff', password: DEMO_PASSWORD, role: 'staff' } });
    expect(login.status()).toBe(200);
    const acknowledged = await staffContext.request.patch(`${baseUrl}/api/staff/requests/${request.id}`, { data: { status: 'acknowledged' } });
    expect(acknowledged.status()).toBe(200);

    // Without a reload: the badge, the unread count and the notification.
    await expect.poll(() => item.getByTestId('status-badge').innerText(), { timeout: 10_000 }).toBe('Acknowledged');
    await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before + 1);
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    const notification = page.getByTestId('notification-item').filter({ hasText: 'In-person concierge visit confirmed' });
    await expect.poll(() => notification.count(), { timeout: 10_000 }).toBe(1);
    expect(await notification.getAttribute('data-read')).toBe('false');
    expect(await page.evaluate(() => (window as unknown as { journeyMarker?: string }).journeyMarker)).toBe('not reloaded');

    // Mark read brings the count down at once.
    await notification.getByRole('button', { name: 'Mark read' }).click();
    await expect.poll(() => unread(page), { timeout: 10_000 }).toBe(before);
    await guestContext.close();
    await staffContext.close();
  });

  it("says how each write went: the done message names what was sent after its dialog closed, a refusal gives the server's reason", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);

    // Wellness: the dialog closes on success, the message still names the service sent.
    await page.goto(`${baseUrl}/app/wellness`);
    const massage = page.locator('li').filter({ hasText: 'Balinese massage' }).first();
    await massage.getByRole('button', { name: 'Request' }).click();
    const dialog = page.getByRole('dialog');
    // Tomorrow: today's last start may already be less than an hour away.
    await dialog.getByTestId('service-day').selectOption(addDays(todayInBali(new Date()), 1));
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Balinese massage requested.' }).count(), { timeout: 10_000 }).toBe(1);

    // Billing: a label the api refuses keeps the form and says why; a valid one is added and said so.
    await page.goto(`${baseUrl}/app/billing`);
    const label = page.getByLabel('Display label');
    await label.fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Add method', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The label can be at most 60 characters.' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await label.inputValue()).toBe('x'.repeat(61));
    const name = `Journey card ${randomUUID().slice(0, 8)}`;
    await label.fill(name);
    await page.getByRole('button', { name: 'Add method', exact: true }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Payment method added and selected.' }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('payment-methods').getByText(name).count()).toBe(1);
    expect(await label.inputValue()).toBe('');
    await context.close();
  });

  it('signs in with clear errors in both languages, prefills on return, and logs out with history replaced', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/app`);
    await page.waitForURL(`${baseUrl}/login`);
    expect(await page.getByLabel('Booking code').getAttribute('placeholder')).toBe('ABC-1234');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Enter your last name and booking code.');
    await page.getByLabel('Last name').fill('Santoso');
    await page.getByLabel('Booking code').fill('PRN-0000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('We could not find a booking with that last name and booking code.');
    await page.getByRole('button', { name: 'Bahasa' }).first().click();
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Kami tidak menemukan pemesanan dengan nama belakang dan kode pemesanan tersebut.');
    await page.getByRole('button', { name: 'English' }).first().click();

    await page.getByLabel('Booking code').fill('PRN-2401');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/app`);
    // An already signed-in guest opening /login goes to /app.
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/app`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    // The session ended on the server; the form keeps the last name but not the booking code, which
    // an explicit log out forgets (a shared device: the next person must not walk into this stay).
    expect((await (await context.request.get(`${baseUrl}/api/auth/me`, RETRY_RESET)).json()).user).toBeNull();
    expect(await page.getByLabel('Last name').inputValue()).toBe('Santoso');
    expect(await page.getByLabel('Booking code').inputValue()).toBe('');
    // History was replaced: going back cannot show the companion again.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('saves the extras menu for offline use and keeps the Wi-Fi card working offline', async () => {
    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await signInAsGuest(page, baseUrl);
    const card = page.getByTestId('wifi-card');
    await expect.poll(() => card.getByTestId('wifi-network').innerText(), { timeout: 15_000 }).toBe('Prana-Guest');
    await card.getByTestId('save-offline').click();
    await expect.poll(() => card.getByTestId('offline-hint').innerText()).toBe('Saved for offline use.');
    const cached = await page.evaluate(async () => {
      const response = await (await caches.open('prana-guest-offline-v1')).match('/api/extras-menu.pdf?lang=en');
      return response ? (await response.text()).slice(0, 5) : null;
    });
    expect(cached).toBe('%PDF-');

    await context.setOffline(true);
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Extras menu (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('prana-extras-menu.pdf');
    expect(await card.getByTestId('wifi-password').innerText()).toBe('terraces2024');
    await context.close();
  });
});
