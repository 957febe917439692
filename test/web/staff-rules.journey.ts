/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { FinanceMonthlyResponse, FinanceYearsResponse } from '@prana/contracts';
import { formatIdr, formatPercent, todayInBali } from '@prana/domain';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { RETRY_RESET } from '../support/browser.ts';
import { dialogOpen } from './back-office-journey.helpers.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/**
 * Two masters at work on the expenses panel at once in two browsers
 * (each Undo takes back only its own person's change, says which change it is, and the log says
 * who undid what); links only to what a role can use; finance opening on the latest complete year.
 */
describe('staff rules: undo per person, role links, finance year', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  const contexts: BrowserContext[] = [];
  // Two masters of this journey's own (the demo master works in other journeys at the same time).
  const masters: { username: string; name: string }[] = [];

  async function signedIn(username: string, role: string, viewport = { width: 1366, height: 900 }): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    context.setDefaultTimeout(15_000);
    contexts.push(context);
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, username, role);
    await page.waitForURL(`${baseUrl}/admin/${role}`);
    await page.close();
    return context;
  }

  async function expensesPanel(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/master`);
    await page.getByTestId('expense-tracking').getByTestId('expense-category-row').first().waitFor();
    return page;
  }

  async function addLine(page: Page, description: string, amount: string): Promise<void> {
    const panel = page.getByTestId('expense-tracking');
    await panel.getByRole('button', { name: 'Add line item' }).click();
    const modal = page.getByTestId('add-expense-modal');
    await expect.poll(() => dialogOpen(modal)).toBe(true);
    await modal.getByLabel('Category').selectOption({ label: 'Operations' });
    await modal.getByLabel('Description').fill(description);
    await modal.getByLabel('Amount (IDR)').fill(amount);
    await modal.getByRole('button', { name: 'Add line', exact: true }).click();
    await expect.poll(() => dialogOpen(modal), { timeout: 10_000 }).toBe(false);
  }

  beforeAll(async () => {
    // Invited by the demo master, each sets a password through the invitation link.
    const demo = await signedIn('master', 'master');
    const tag = Date.now().toString(36);
    for (const name of [`Wayan First ${tag}`, `Ketut Second ${tag}`]) {
      const invite = await demo.request.post(`${baseUrl}/api/access-users`, { data: { name, email: `${name.split(' ')[0]!.toLowerCase()}-${tag}@prana.villas`, role: 'master' } });
      expect(invite.status()).toBe(201);
      const body = (await invite.json()) as { user: { username: string; name: string }; invitation: { token: string } };
      expect((await demo.request.post(`${baseUrl}/api/auth/invitations/${body.invitation.token}`, { data: { password: DEMO_PASSWORD } })).status()).toBe(200);
      masters.push({ username: body.user.username, name: body.user.name });
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  it("undoes only one's own change, names it on the button, and logs who undid what", async () => {
    const [wayan, ketut] = [await signedIn(masters[0]!.username, 'master'), await signedIn(masters[1]!.username, 'master')];
    const [wayanPage, ketutPage] = [await expensesPanel(wayan), await expensesPanel(ketut)];
    const undoOf = (page: Page) => page.getByTestId('expense-tracking').getByTestId('expenses-undo');
    const rows = (page: Page, text: string) => page.getByTestId('expense-tracking').getByTestId('expense-line-row').filter({ hasText: text });

    // Nothing of their own yet: disabled from the first load, and it says so.
    for (const page of [wayanPage, ketutPage]) {
      await expect.poll(() => undoOf(page).isDisabled()).toBe(true);
      expect(await undoOf(page).getAttribute('title')).toBe('Nothing to undo yet');
    }

    const tag = Date.now().toString(36);
    const fuel = `Generator fuel ${tag}`;
    const ink = `Printer ink ${tag}`;
    await addLine(wayanPage, fuel, '1200000');
    await addLine(ketutPage, ink, '300000');
    // Both lines reach both browsers live.
    for (const page of [wayanPage, ketutPage]) {
      await expect.poll(() => rows(page, fuel).count()).toBe(1);
      await expect.poll(() => rows(page, ink).count()).toBe(1);
    }
    // Each Undo names its own person's latest change, although the other's is newer.
    await expect.poll(() => undoOf(wayanPage).getAttribute('title')).toBe(`Undo: Added ${fuel} (IDR 1.200.000) to Operations`);
    await expect.poll(() => undoOf(ketutPage).getAttribute('title')).toBe(`Undo: Added ${ink} (IDR 300.000) to Operations`);
    expect(await wayanPage.getByRole('button', { name: `Undo: Added ${fuel} (IDR 1.200.000) to Operations` }).count()).toBe(1);

    // The first master added first; the second's Undo still takes back the second's line only.
    await undoOf(ketutPage).click();
    for (const page of [wayanPage, ketutPage]) {
      await expect.poll(() => rows(page, ink).count()).toBe(0);
      expect(await rows(page, fuel).count()).toBe(1);
    }
    await expect.poll(() => undoOf(ketutPage).isDisabled()).toBe(true);
    expect(await undoOf(wayanPage).isDisabled()).toBe(false);
    expect(await undoOf(wayanPage).getAttribute('title')).toBe(`Undo: Added ${fuel} (IDR 1.200.000) to Operations`);
    // The log, in the other browser too, says what was undone and by whom.
    const latest = wayanPage.getByTestId('expenses-activity').getByTestId('activity-entry').first();
    await expect.poll(() => latest.innerText()).toContain(`Undid: Added ${ink} (IDR 300.000) to Operations`);
    expect(await latest.innerText()).toContain(masters[1]!.name);

    // In Indonesian the button names the change in Indonesian.
    await wayanPage.getByRole('button', { name: 'Bahasa', exact: true }).first().click();
    await expect.poll(() => undoOf(wayanPage).getAttribute('title')).toBe(`Urungkan: Menambahkan ${fuel} (Rp 1.200.000) ke Operations`);
    await wayanPage.getByRole('button', { name: 'English', exact: true }).first().click();

    await undoOf(wayanPage).click();
    for (const page of [wayanPage, ketutPage]) await expect.poll(() => rows(page, fuel).count()).toBe(0);
    await expect.poll(() => undoOf(wayanPage).isDisabled()).toBe(true);
  });

  it('shows the Team and wages link to masters only', async () => {
    const master = contexts[0]!;
    // At phone width: the nav is the same list, wrapped.
    const manager = await signedIn('manager', 'manager', { width: 390, height: 844 });
    const masterPage = await master.newPage();
    await masterPage.goto(`${baseUrl}/admin/master`);
    const nav = (page: Page) => page.getByRole('navigation', { name: 'Back office sections' });
    await expect.poll(() => nav(masterPage).getByRole('link', { name: 'Team and wages' }).count()).toBe(1);
    const managerPage = await manager.newPage();
    await managerPage.goto(`${baseUrl}/admin/manager`);
    await expect.poll(() => nav(managerPage).getByRole('link').count()).toBeGreaterThan(0);
    expect(await nav(managerPage).getByRole('link', { name: 'Team and wages' }).count()).toBe(0);
    // And the manager's dashboard shows no money: no finance or expense panel.
    expect(await managerPage.getByTestId('financial-intelligence').count()).toBe(0);
    expect(await managerPage.getByTestId('expense-tracking').count()).toBe(0);
    // Nor a money figure among the key figures (occupancy, arrivals and the concierge's, yes).
    await managerPage.getByTestId('kpi-cards').first().waitFor();
    expect(await managerPage.getByTestId('kpi-occupancy').count()).toBeGreaterThan(0);
    for (const money of ['kpi-adr', 'kpi-revpar', 'kpi-extras-revenue', 'kpi-direct-share']) expect(await managerPage.getByTestId(money).count()).toBe(0);
  });

  it('opens finance on the current year from the ledger over last year’s imported history, and the KPIs agree with it', async () => {
    const investor = await signedIn('investor', 'investor', { width: 1280, height: 900 });
    const page = await investor.newPage();
    await page.goto(`${baseUrl}/admin/investor`);
    const years = (await (await page.request.get(`${baseUrl}/api/finance/years`, RETRY_RESET)).json()) as FinanceYearsResponse;
    const currentYear = Number(todayInBali(new Date()).slice(0, 4));
    expect(years.defaultYear).toBe(currentYear);
    const finance = page.getByTestId('financial-intelligence');
    await expect.poll(() => finance.getByTestId('finance-year').inputValue()).toBe(String(currentYear));
    expect(await finance.getByTestId('finance-overlay').inputValue()).toBe(String(currentYear - 1));
    const options = await finance.getByTestId('finance-year').locator('option').allTextContents();
    expect(options).toEqual([...years.years.slice(0, -1).map((year) => `${year} (imported)`), `${currentYear} (year to date)`]);
    const current = (await (await page.request.get(`${baseUrl}/api/finance/monthly?year=${currentYear}`, RETRY_RESET)).json()) as FinanceMonthlyResponse;
    await expect.poll(() => finance.getByTestId('average-monthly-revenue').innerText()).toBe(formatIdr(current.averageMonthlyRevenue));
    // The occupancy and nightly-rate cards of this month agree with the finance panel's month: one ledger.
    const month = current.months[Number(todayInBali(new Date()).slice(5, 7)) - 1]!;
    await expect.poll(() => page.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(month.occupancy, 1));
    if (month.avgNightlyRate > 0) expect(await page.getByTestId('kpi-adr-value').innerText()).toBe(formatIdr(month.avgNightlyRate));
  });
});
