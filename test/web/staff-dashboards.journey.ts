/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import { RETRY_RESET } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

describe('staff sign-in and the four tier dashboards', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('asks for both fields, and refuses a tier the account does not hold with a clear message', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-login`);
    // The default tier is master, and the cards say what each tier is for.
    expect(await page.getByTestId('role-card-master').getByRole('radio').isChecked()).toBe(true);
    expect(await page.getByTestId('role-card-staff').innerText()).toContain('Front line');
    expect(await page.getByTestId('role-card-staff').innerText()).toContain('Live request queue');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('login-error').innerText()).toBe('Enter both a username and password to continue.');
    expect(page.url()).toBe(`${baseUrl}/admin-login`);

    await signInThroughForm(page, baseUrl, 'staff', 'manager', false);
    await expect.poll(() => page.getByTestId('login-error').innerText()).toBe('Your account holds the staff tier, not manager. Choose staff to sign in.');
    expect(page.url()).toBe(`${baseUrl}/admin-login`);
    // Nothing was remembered for a refused sign-in.
    expect((await context.cookies()).some((cookie) => cookie.name === 'prana_admin_credentials')).toBe(false);
    await context.close();
  });

  it('lets a master preview the investor view, with the focus anchors marked Preferred', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin-login`);
    // Choose the session focus at sign-in: content on, operations off.
    await page.getByRole('checkbox', { name: 'Content pipeline' }).check();
    await page.getByRole('checkbox', { name: 'Operations pulse' }).uncheck();
    await signInThroughForm(page, baseUrl, 'master', 'master', false);
    await page.waitForURL(`${baseUrl}/admin/master`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Master Control Centre');

    await expect.poll(() => page.getByTestId('focus-anchor-content').innerText()).toContain('Preferred');
    expect(await page.getByTestId('focus-anchor-financials').innerText()).toContain('Preferred');
    expect(await page.getByTestId('focus-anchor-operations').innerText()).not.toContain('Preferred');
    expect(await page.getByTestId('focus-anchor-content').getAttribute('href')).toBe('#master-content');
    for (const anchor of ['master-financials', 'master-operations', 'master-content', 'master-governance', 'master-access']) {
      expect(await page.locator(`#${anchor}`).count(), anchor).toBe(1);
    }
    // The booking sync summary is real data from the api.
    const bookings = (await (await page.request.get(`${baseUrl}/api/bookings`, RETRY_RESET)).json()) as { stats: { total: number } };
    await expect.poll(() => page.getByTestId('bookings-total').innerText()).toBe(String(bookings.stats.total));
    // Master sees the queues the workers serve, with their depth.
    await expect.poll(() => page.getByTestId('queue-calendar-sync').count()).toBe(1);
    expect(await page.getByTestId('queue-maintenance').innerText()).toMatch(/\d/);

    await page.getByTestId('preview-switch').getByRole('link', { name: 'Investor' }).click();
    await page.waitForURL(`${baseUrl}/admin/master?view=investor`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Investor Overview');
    expect(await page.getByTestId('preview-note').count()).toBe(1);
    expect(await page.getByTestId('investor-reports').count()).toBe(1);
    // Read only: no queue and no sync action in the investor view.
    expect(await page.getByTestId('concierge-queue').count()).toBe(0);
    expect(await page.getByTestId('sync-bookings').count()).toBe(0);

    // An invalid view is refused.
    await page.goto(`${baseUrl}/admin/master?view=owner`);
    await page.waitForURL(`${baseUrl}/admin/master`);
    await context.close();
  });

  it('sends staff who open ?view=master back to their own dashboard, remembers them, and logs out on the server', async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, 'staff', 'staff');
    await page.waitForURL(`${baseUrl}/admin/staff`);

    await page.goto(`${baseUrl}/admin/staff?view=master`);
    await page.waitForURL(`${baseUrl}/admin/staff`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Team Daily Briefing');
    expect(await page.getByTestId('preview-switch').count()).toBe(0);
    await page.goto(`${baseUrl}/admin/master`);
    await page.waitForURL(`${baseUrl}/admin/staff`);
    await page.goto(`${baseUrl}/admin/owner`);
    await page.waitForURL(`${baseUrl}/admin/staff`);

    // Switch access tier leads to the sign-in form, prefilled from the cookie.
    await page.getByRole('link', { name: 'Switch access tier' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`);
    expect(await page.getByLabel('Username').inputValue()).toBe('staff');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByTestId('role-card-staff').getByRole('radio').isChecked()).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/admin/staff`);

    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // The server session is gone: the api refuses the browser and the dashboard sends it to sign in.
    expect((await page.request.get(`${baseUrl}/api/staff/requests`, RETRY_RESET)).status()).toBe(401);
    await page.goto(`${baseUrl}/admin/staff`);
    await page.waitForURL(`${baseUrl}/admin-login`);
    await context.close();
  });
});
