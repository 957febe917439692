/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { GuestRequestCreatedResponse } from '@prana/contracts';
import { launchBrowser } from '../support/browser.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { guestCookie, markPage, pageStillMarked, signInThroughForm } from './staff-journey-support.ts';

describe('staff keep the live concierge queue open', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let guestSocket: ClientSocket | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    guestSocket?.disconnect();
    await browser?.close();
  });

  it('shows a new guest request with a toast without a reload; staff acknowledge it and the guest hears it', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(`${baseUrl}/admin-login`);
    const historyBefore = await page.evaluate(() => history.length);
    await signInThroughForm(page, baseUrl, 'staff', 'staff', false);
    await page.waitForURL(`${baseUrl}/admin/staff`);
    // Replaced, not pushed: Back does not return to the sign-in form.
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Team Daily Briefing');

    // The remembered tier and username, never the password, for 30 days.
    const remembered = (await context.cookies()).find((cookie) => cookie.name === 'prana_admin_credentials');
    expect(JSON.parse(decodeURIComponent(remembered!.value))).toEqual({ role: 'staff', username: 'staff' });
    expect(remembered!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const queue = page.getByTestId('concierge-queue');
    await expect.poll(() => queue.getByText('Live', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await markPage(page);

    // The guest, on their own phone: a socket on their booking, and a request through the api.
    const cookie = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
    guestSocket = connect(baseUrl, cookie);
    await nextEvent(guestSocket, 'session.ready');
    const title = `Extra pillows ${Date.now()}`;
    const created = await fetch(`${baseUrl}/api/guest/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ category: 'concierge', title, notes: 'Two firm pillows for the main bedroom.' }),
    });
    expect(created.status).toBe(201);
    const request = ((await created.json()) as GuestRequestCreatedResponse).request;

    const row = queue.locator(`[data-testid="queue-row"][data-id="${request.id}"]`);
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Dewi Santoso');
    expect(await row.innerText()).toContain('Two firm pillows for the main bedroom.');
    expect(await row.getByTestId('queue-status').innerText()).toBe('Pending');
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    const toast = page.getByTestId('dashboard-toast').filter({ hasText: title });
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.innerText()).toContain('New request: Concierge');
    expect(await pageStillMarked(page)).toBe(true);

    // Acknowledge from the queue; the guest's socket hears request.updated.
    const guestHears = nextEvent(guestSocket, 'request.updated');
    await row.getByRole('button', { name: /^Acknowledge/ }).click();
    expect((await guestHears).request).toMatchObject({ id: request.id, status: 'acknowledged' });
    await expect.poll(() => row.getByTestId('queue-status').innerText()).toBe('Acknowledged');
    expect(await row.getByRole('button', { name: /^Reopen/ }).count()).toBe(1);

    // The toast goes away on Dismiss.
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toast.count()).toBe(0);

    // A change made by the guest reaches the open queue too.
    const reopened = await fetch(`${baseUrl}/api/guest/requests/${request.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ status: 'pending' }),
    });
    expect(reopened.status).toBe(200);
    await expect.poll(() => row.getByTestId('queue-status').innerText()).toBe('Pending');
    expect(await pageStillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
