/// <reference lib="dom" />
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReservationRequestResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { askConcierge, guestCookie, markPage, pageStillMarked, signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

const RAW_DATE = /\d{4}-\d{2}-\d{2}/;

describe('staff keep the live concierge queue open', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let guestSocket: ClientSocket | undefined;
  afterAll(async () => {
    guestSocket?.disconnect();
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
    const request = await askConcierge(baseUrl, cookie, title, 'Two firm pillows for the main bedroom.');

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
    // Handled, it leaves the open view; "All" keeps the history, with the way back.
    await expect.poll(() => row.count()).toBe(0);
    await queue.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => row.getByTestId('queue-status').innerText()).toBe('Acknowledged');
    expect(await row.getByRole('button', { name: /^Reopen/ }).count()).toBe(1);

    // The toast goes away on Dismiss.
    await toast.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toast.count()).toBe(0);

    // Reopened, the guest may still cancel it: the open queue hears it, says so, and offers no button for it.
    // The row comes by its live event: a read of the whole queue after the change could answer after
    // the guest's cancel and roll the row back to Pending, so none is made (any is held here).
    const queueReads: string[] = [];
    await page.route('**/api/staff/requests', (route) => (route.request().method() === 'GET' ? void queueReads.push(route.request().url()) : route.fallback()));
    await row.getByRole('button', { name: /^Reopen/ }).click();
    await expect.poll(() => row.getByTestId('queue-status').innerText()).toBe('Pending');
    const cancelled = await fetch(`${baseUrl}/api/guest/requests/${request.id}/cancel`, { method: 'POST', headers: { Cookie: cookie } });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => row.getByTestId('queue-status').innerText()).toBe('Cancelled by guest');
    expect(queueReads).toEqual([]);
    await page.unroute('**/api/staff/requests');
    await expect.poll(() => page.getByTestId('dashboard-toast').filter({ hasText: 'Cancelled by the guest: Concierge' }).count()).toBe(1);
    // Nothing moves it any more: no status action (taking it or reading its thread stay possible).
    expect(await row.getByRole('button', { name: /^(Acknowledge|Confirm|Schedule|Reopen)/ }).count()).toBe(0);
    expect(await pageStillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the queue current while staff are on another page: a request that came meanwhile is there on their return', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughForm(page, baseUrl, 'staff', 'staff');
    await page.waitForURL(`${baseUrl}/admin/staff`);
    const queue = page.getByTestId('concierge-queue');
    await expect.poll(() => queue.getByText('Live', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await markPage(page);

    // Off to the calendar, in the app; a socket of the same staff session tells when the request's event has gone out.
    await page.locator('nav a[href="/admin/calendar"]').click();
    await page.waitForURL(`${baseUrl}/admin/calendar`);
    const staffCookie = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    const staffSocket = connect(baseUrl, staffCookie);
    await nextEvent(staffSocket, 'session.ready');
    const staffHears = nextEvent(staffSocket, 'request.created');
    const cookie = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
    const title = `Beach towels ${Date.now()}`;
    const request = await askConcierge(baseUrl, cookie, title, 'Two for the pool.');
    expect((await staffHears).item.id).toBe(request.id);
    staffSocket.disconnect();

    // Back on the dashboard, without a reload and without asking for the queue again.
    await page.locator('nav a[href="/admin/staff"]').click();
    await page.waitForURL(`${baseUrl}/admin/staff`);
    await expect.poll(() => queue.locator(`[data-testid="queue-row"][data-id="${request.id}"]`).count()).toBe(1);
    expect(await pageStillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets staff mark a reservation request contacted, then close it; every open queue follows live and the row leaves', async () => {
    const errors: string[] = [];
    const openQueue = async (username: 'staff' | 'manager'): Promise<Page> => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${username}: ${error.message}`));
      await signInThroughForm(page, baseUrl, username, username);
      await page.waitForURL(`${baseUrl}/admin/${username}`);
      await expect.poll(() => page.getByTestId('concierge-queue').getByText('Live', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
      await markPage(page);
      return page;
    };
    const staffPage = await openQueue('staff');
    const managerPage = await openQueue('manager');

    // A visitor asks for a villa on the public site (their own address, so no other journey's rate limit is spent).
    const checkIn = addDays(todayInBali(new Date()), 800);
    const sent = await fetch(`${baseUrl}/api/reservation-requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
      body: JSON.stringify({ villaId: 'jungle-loft', checkIn, checkOut: addDays(checkIn, 3), adults: 2, fullName: 'Kadek Follow-up', email: 'kadek@example.com' }),
    });
    expect(sent.status).toBe(201);
    const reservation = (await sent.json()) as ReservationRequestResponse;
    const rowOn = (page: Page) => page.getByTestId('concierge-queue').locator(`[data-testid="queue-row"][data-id="${reservation.id}"]`);
    const staffRow = rowOn(staffPage);
    const managerRow = rowOn(managerPage);
    await expect.poll(() => staffRow.count()).toBe(1);
    await expect.poll(() => managerRow.count()).toBe(1);
    expect(await staffRow.getByTestId('queue-status').innerText()).toBe('New');
    // Its stay reads as dates in the reader's language, never as YYYY-MM-DD (nor in the toast that told of it).
    const stay = new Intl.DateTimeFormat('en-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(
      new Date(`${checkIn}T00:00:00Z`),
      new Date(`${addDays(checkIn, 3)}T00:00:00Z`),
    );
    expect(await staffRow.innerText()).toContain(`Stay ${stay}`);
    expect(await staffRow.innerText()).not.toMatch(RAW_DATE);
    const reservationToast = staffPage.getByTestId('dashboard-toast').filter({ hasText: 'Kadek Follow-up' });
    await expect.poll(() => reservationToast.count()).toBe(1);
    expect(await reservationToast.innerText()).toContain(`Stay ${stay}`);
    expect(await reservationToast.innerText()).not.toMatch(RAW_DATE);

    // Mark contacted with the keyboard: the buttons are plain buttons in the tab order.
    const markContacted = staffRow.getByRole('button', { name: /^Mark contacted/ });
    await markContacted.focus();
    await staffPage.keyboard.press('Enter');
    await expect.poll(() => staffRow.getByTestId('queue-status').innerText()).toBe('Contacted');
    await expect.poll(() => managerRow.getByTestId('queue-status').innerText()).toBe('Contacted');
    expect(await staffRow.getByRole('button', { name: /^Mark contacted/ }).count()).toBe(0);
    expect(await managerRow.getAttribute('data-highlighted')).toBe('true');

    // The manager closes it: it leaves both queues without a reload.
    await managerRow.getByRole('button', { name: /^Close/ }).click();
    await expect.poll(() => managerRow.count()).toBe(0);
    await expect.poll(() => staffRow.count()).toBe(0);
    expect(await pageStillMarked(staffPage)).toBe(true);
    expect(await pageStillMarked(managerPage)).toBe(true);
    expect(errors).toEqual([]);
    await staffPage.context().close();
    await managerPage.context().close();
  });

  it('on a phone the new-request notice covers no card: Acknowledge stays clickable while it shows', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signInThroughForm(page, baseUrl, 'staff', 'staff');
    await page.waitForURL(`${baseUrl}/admin/staff`);
    const queue = page.getByTestId('concierge-queue');
    await expect.poll(() => queue.getByText('Live', { exact: true }).count(), { timeout: 15_000 }).toBe(1);

    const cookie = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
    const title = `Phone towels ${Date.now()}`;
    const request = await askConcierge(baseUrl, cookie, title, 'Two more beach towels.');
    const card = queue.locator(`[data-testid="queue-row"][data-id="${request.id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    const toast = page.getByTestId('dashboard-toast').filter({ hasText: title });
    await expect.poll(() => toast.count()).toBe(1);

    // Wherever the card sits on the screen (top, middle, bottom), its button is what a tap there reaches.
    const acknowledge = card.getByRole('button', { name: /^Acknowledge/ });
    const reachable = (block: ScrollLogicalPosition) =>
      acknowledge.evaluate((button, position) => {
        button.scrollIntoView({ block: position });
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { reached: hit !== null && button.contains(hit), noticeShown: document.querySelector('[data-testid="dashboard-toast"]') !== null };
      }, block);
    for (const block of ['start', 'center', 'end'] as const) expect(await reachable(block), block).toEqual({ reached: true, noticeShown: true });

    // A tap on it acknowledges, the notice still there: handled, the card leaves the open view.
    await acknowledge.tap();
    await expect.poll(() => card.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
