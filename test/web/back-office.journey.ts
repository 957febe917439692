/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ExpensesResponse, FinanceMonthlyResponse, FinanceYearsResponse, MaintenanceTasksResponse } from '@prana/contracts';
import { formatIdr, formatMillionsAxis, formatPercent, nextDueFrom, todayInBali } from '@prana/domain';
import { DEMO_PASSWORD } from '../support/test-api.ts';
import { dialogOpen, masterSession, openMasterDashboard, shownDate } from './back-office-journey.helpers.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { RETRY_RESET } from '../support/browser.ts';

describe('back office: finance, expenses and maintenance', () => {
  const baseUrl = journeyBaseUrl();
  let browser: Browser;
  let context: BrowserContext;
  const masterDashboard = (): Promise<Page> => openMasterDashboard(context, baseUrl);

  beforeAll(async () => {
    ({ browser, context } = await masterSession(baseUrl));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('reads a stored year on the financial charts and focuses a month from a bar, a point or the keyboard', async () => {
    const page = await masterDashboard();
    const finance = page.getByTestId('financial-intelligence');
    const year = (await (await page.request.get(`${baseUrl}/api/finance/monthly?year=2024`, RETRY_RESET)).json()) as FinanceMonthlyResponse;
    const years = (await (await page.request.get(`${baseUrl}/api/finance/years`, RETRY_RESET)).json()) as FinanceYearsResponse;
    // Defaults: the latest year, the year before as overlay, ADR bars on, occupancy line off.
    expect(await finance.getByTestId('finance-year').inputValue()).toBe(String(years.defaultYear));
    expect(await finance.getByTestId('finance-overlay').inputValue()).toBe(String(years.defaultOverlayYear ?? ''));
    expect(await finance.getByRole('checkbox', { name: 'Show ADR bars' }).isChecked()).toBe(true);
    expect(await finance.getByRole('checkbox', { name: 'Show occupancy line' }).isChecked()).toBe(false);
    await finance.getByTestId('finance-year').selectOption('2024');
    await finance.getByTestId('finance-overlay').selectOption({ label: 'None' });
    await expect.poll(() => finance.getByTestId('average-monthly-revenue').innerText()).toBe(formatIdr(year.averageMonthlyRevenue));
    // Axes are labelled and show millions as 'N M'.
    expect(await finance.getByTestId('revenue-chart').innerText()).toContain('Revenue (IDR, millions)');
    await expect
      .poll(() => finance.getByTestId('revenue-chart').locator('.recharts-cartesian-axis-tick-value').allTextContents())
      .toEqual(expect.arrayContaining(['Jan', 'Dec', formatMillionsAxis(0), formatMillionsAxis(200_000_000)]));

    await finance.getByTestId('finance-period').getByRole('button', { name: 'Q3' }).click();
    const bars = finance.getByTestId('adr-chart').locator('.recharts-bar-rectangle');
    await expect.poll(() => bars.count()).toBe(3);
    const august = year.months[7]!;
    await bars.nth(1).click();
    const focus = finance.getByTestId('finance-focus');
    await expect.poll(() => focus.innerText()).toContain('August 2024');
    expect(await focus.getByTestId('focus-revenue').innerText()).toBe(formatIdr(august.revenue));
    expect(await focus.getByTestId('focus-adr').innerText()).toBe(formatIdr(august.avgNightlyRate));
    expect(await focus.getByTestId('focus-occupancy').innerText()).toBe(formatPercent(august.occupancy, 1));
    expect(await focus.getByTestId('focus-occupancy').innerText()).toMatch(/^\d{1,3}\.\d%$/);

    await finance.getByTestId('revenue-chart').locator('.recharts-line-dots g').first().click();
    await expect.poll(() => focus.innerText()).toContain('July 2024');
    expect(await focus.getByTestId('focus-revenue').innerText()).toBe(formatIdr(year.months[6]!.revenue));

    await finance.getByTestId('finance-focus-month').selectOption({ label: 'September' });
    await expect.poll(() => focus.innerText()).toContain('September 2024');
    await focus.getByRole('button', { name: 'Close focus' }).click();
    expect(await finance.getByTestId('finance-focus').count()).toBe(0);

    // ADR bars are on by default and can be hidden.
    await finance.getByRole('checkbox', { name: 'Show ADR bars' }).uncheck();
    expect(await finance.getByTestId('adr-chart').count()).toBe(0);
    await page.close();
  });

  it('adds an expense line (refusing a blank description and a fractional amount at their fields), shows it in the table and the donut, and undoes it', async () => {
    const page = await masterDashboard();
    const panel = page.getByTestId('expense-tracking');
    // A read again if the server closed the idle keep-alive connection just as it was reused (ECONNRESET).
    const before = (await (await page.request.get(`${baseUrl}/api/expenses?range=30d`, RETRY_RESET)).json()) as ExpensesResponse;
    const operations = before.categories.find((category) => category.name === 'Operations')!;
    const row = panel.locator('[data-testid="expense-category-row"][data-category="Operations"]');
    const legend = panel.locator(`[data-testid="donut-legend-item"][data-slice="${operations.id}"]`);
    await expect.poll(() => row.getByTestId('category-spent').innerText()).toBe(formatIdr(operations.spent));
    expect(await legend.innerText()).toContain(formatIdr(operations.spent));
    // The donut draws one slice per category with spend in the range.
    expect(await panel.getByTestId('expense-donut').locator('.recharts-pie-sector').count()).toBe(before.categories.filter((c) => c.spent > 0).length);

    // Highlight from the legend, then Clear highlight.
    await legend.getByRole('button').click();
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    await panel.getByRole('button', { name: 'Clear highlight' }).click();
    expect(await row.getAttribute('data-highlighted')).toBe('false');

    await panel.getByRole('button', { name: 'Add line item' }).click();
    const modal = page.getByTestId('add-expense-modal');
    await expect.poll(() => dialogOpen(modal)).toBe(true);
    await modal.getByLabel('Category').selectOption({ label: 'Operations' });
    expect(await modal.getByLabel('Date').inputValue()).toBe(before.today);
    await modal.getByLabel('Amount (IDR)').fill('2500000');
    await modal.getByRole('button', { name: 'Add line', exact: true }).click();
    await expect.poll(() => modal.getByTestId('field-error').innerText()).toBe('Description is required.');
    expect(await modal.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');

    const description = `Generator diesel ${Date.now().toString(36)}`;
    await modal.getByLabel('Description').fill(description);
    await modal.getByLabel('Amount (IDR)').fill('1.5');
    await modal.getByRole('button', { name: 'Add line', exact: true }).click();
    await expect.poll(() => modal.getByTestId('field-error').innerText()).toBe('Amount must be a whole number of rupiah greater than 0.');
    expect(await modal.getByLabel('Amount (IDR)').getAttribute('aria-invalid')).toBe('true');

    await modal.getByLabel('Amount (IDR)').fill('2500000');
    await modal.getByRole('button', { name: 'Add line', exact: true }).click();
    await expect.poll(() => dialogOpen(modal)).toBe(false);

    const added = formatIdr(operations.spent + 2_500_000);
    await expect.poll(() => row.getByTestId('category-spent').innerText()).toBe(added);
    await expect.poll(() => legend.innerText()).toContain(added);
    await expect.poll(() => panel.getByTestId('expense-line-row').filter({ hasText: description }).count()).toBe(1);
    expect(await panel.getByTestId('expense-line-row').filter({ hasText: description }).innerText()).toContain('IDR 2.500.000');
    await expect.poll(() => panel.getByTestId('expenses-activity').getByTestId('activity-entry').first().innerText()).toContain(
      `Added ${description} (IDR 2.500.000) to Operations`,
    );

    await panel.getByTestId('expenses-undo').click();
    await expect.poll(() => panel.getByTestId('expense-line-row').filter({ hasText: description }).count()).toBe(0);
    await expect.poll(() => row.getByTestId('category-spent').innerText()).toBe(formatIdr(operations.spent));
    await expect.poll(() => legend.innerText()).toContain(formatIdr(operations.spent));
    expect(await panel.getByTestId('expenses-activity').getByTestId('activity-entry').first().innerText()).toContain(
      `Undid: Added ${description} (IDR 2.500.000) to Operations`,
    );
    // Undo is disabled exactly when the server has no history left.
    const after = (await (await page.request.get(`${baseUrl}/api/expenses?range=30d`, RETRY_RESET)).json()) as ExpensesResponse;
    await expect.poll(() => panel.getByTestId('expenses-undo').isDisabled()).toBe(after.undoAvailable === 0);
    await page.close();
  });

  it('fits the category table beside the donut at 1280 px and up: every Adjust budget link whole inside its frame, in both languages', async () => {
    for (const [language, label] of [
      ['en', /^Adjust budget for /],
      ['id', /^Ubah anggaran /],
    ] as const) {
      for (const width of [1280, 1200]) {
        // Its own context, so the language chosen here stays here; the master's session cookie goes along.
        const sized = await browser.newContext({ viewport: { width, height: 900 } });
        await sized.addCookies(await context.cookies());
        await sized.addInitScript((lang) => window.localStorage.setItem('prana.language', lang), language);
        const page = await sized.newPage();
        await page.goto(`${baseUrl}/admin/master`);
        const frame = page.getByTestId('expense-categories-frame');
        const links = frame.getByRole('button', { name: label });
        await expect.poll(() => links.count(), { timeout: 15_000 }).toBeGreaterThan(0);
        await frame.scrollIntoViewIfNeeded();
        // Nothing to scroll sideways, and each link's box inside the frame's visible box.
        expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth), `${language} ${width}`).toBeLessThanOrEqual(0);
        const frameBox = (await frame.boundingBox())!;
        for (const link of await links.all()) {
          const box = (await link.boundingBox())!;
          expect(box.x, `${language} ${width}`).toBeGreaterThanOrEqual(frameBox.x);
          expect(box.x + box.width, `${language} ${width}: ${await link.innerText()}`).toBeLessThanOrEqual(frameBox.x + frameBox.width);
        }
        await sized.close();
      }
    }
  });

  it('shows a change someone else makes without a reload, highlighted briefly; an investor reads finance with no write controls', async () => {
    const page = await masterDashboard();
    const panel = page.getByTestId('expense-tracking');
    await panel.getByTestId('expense-category-row').first().waitFor();
    // Another master (expenses are master's to write) adds a line from elsewhere.
    const tag = Date.now().toString(36);
    const invite = await context.request.post(`${baseUrl}/api/access-users`, { data: { name: `Other Master ${tag}`, email: `other-${tag}@prana.villas`, role: 'master' } });
    expect(invite.status()).toBe(201);
    const invited = (await invite.json()) as { user: { username: string }; invitation: { token: string } };
    expect((await context.request.post(`${baseUrl}/api/auth/invitations/${invited.invitation.token}`, { data: { password: DEMO_PASSWORD } })).status()).toBe(200);
    const login = await fetch(`${baseUrl}/api/auth/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: invited.user.username, password: DEMO_PASSWORD, role: 'master' }),
    });
    expect(login.status).toBe(200);
    const other = login.headers.getSetCookie().find((value) => value.startsWith('prana_session='))!.split(';')[0]!;
    const overview = (await (await page.request.get(`${baseUrl}/api/expenses?range=30d`, RETRY_RESET)).json()) as ExpensesResponse;
    const description = `Courier from Denpasar ${Date.now().toString(36)}`;
    const asOther = (path: string, body: unknown) =>
      fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: other }, body: JSON.stringify(body) });
    expect((await asOther('/api/expenses', { categoryId: overview.categories[0]!.id, description, amount: 350_000 })).status).toBe(201);

    const row = panel.getByTestId('expense-line-row').filter({ hasText: description });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('class')).toMatch(/flash/);
    await expect.poll(() => panel.getByTestId('expenses-activity').getByTestId('activity-entry').first().innerText()).toContain(description);
    expect((await asOther('/api/expenses/undo', {})).status).toBe(200);
    await expect.poll(() => row.count()).toBe(0);
    await page.close();

    const investorContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    investorContext.setDefaultTimeout(15_000);
    const investor = await investorContext.newPage();
    await signInThroughForm(investor, baseUrl, 'investor', 'investor');
    await investor.waitForURL(`${baseUrl}/admin/investor`);
    await expect.poll(() => investor.getByTestId('financial-intelligence').getByTestId('average-monthly-revenue').count()).toBe(1);
    expect(await investor.getByRole('button', { name: 'Add line item' }).count()).toBe(0);
    expect(await investor.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    // The team page is for a master only.
    await investor.goto(`${baseUrl}/admin/master/team`);
    await expect.poll(() => investor.getByTestId('team-page').innerText()).toContain('Only a master manages the team and wages.');
    expect(await investor.getByTestId('team-row').count()).toBe(0);
    await investorContext.close();
  });

  it('marks a maintenance task complete and moves its next due date to today plus its recurrence, in both views', async () => {
    const page = await masterDashboard();
    const overdue = (await (await page.request.get(`${baseUrl}/api/maintenance-tasks?filter=overdue`, RETRY_RESET)).json()) as MaintenanceTasksResponse;
    const task = overdue.tasks[0]!;
    const planner = page.getByTestId('maintenance-planner');
    const card = planner.locator(`[data-testid="maintenance-task"][data-task="${task.task}"]`);
    await expect.poll(() => card.getByTestId('task-next-due').innerText()).toBe(shownDate(task.nextDue));
    expect(await card.getByTestId('task-priority').innerText()).toBe('Overdue');

    // Clicking a task focuses it; Clear focus resets.
    await card.getByRole('button', { name: task.task }).click();
    await expect.poll(() => planner.getByTestId('maintenance-focus').innerText()).toContain(task.villa);
    await planner.getByRole('button', { name: 'Clear focus' }).first().click();
    expect(await planner.getByTestId('maintenance-focus').count()).toBe(0);

    await card.getByRole('button', { name: 'Mark complete' }).click();
    const expected = shownDate(nextDueFrom(todayInBali(new Date()), task.recurrenceMonths));
    await expect.poll(() => card.getByTestId('task-next-due').innerText()).toBe(expected);
    expect(await card.getByTestId('task-priority').innerText()).toBe('Completed');
    await expect.poll(() => planner.getByTestId('maintenance-activity').getByTestId('activity-entry').first().innerText()).toContain(
      `Completed ${task.task} at ${task.villa}`,
    );

    await planner.getByRole('button', { name: 'Priority table' }).click();
    const tableRow = planner.getByTestId('maintenance-table').locator(`[data-task="${task.task}"]`);
    await expect.poll(() => tableRow.getByTestId('task-next-due').innerText()).toBe(expected);
    expect(await planner.getByTestId('maintenance-table').getByRole('button', { name: 'Complete now' }).count()).toBeGreaterThan(0);

    // Undo brings the old dates back.
    await planner.getByTestId('maintenance-undo').click();
    await expect.poll(() => tableRow.getByTestId('task-next-due').innerText()).toBe(shownDate(task.nextDue));
    expect(await planner.getByTestId('maintenance-activity').getByTestId('activity-entry').first().innerText()).toContain(
      `Undid: Completed ${task.task} at ${task.villa}`,
    );
    await page.close();
  });
});
