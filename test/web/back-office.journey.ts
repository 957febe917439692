/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AccessUsersResponse, ExpensesResponse, FinanceMonthlyResponse, FinanceYearsResponse, MaintenanceTasksResponse } from '@prana/contracts';
import { formatIdr, formatMillionsAxis, formatPercent, nextDueFrom, todayInBali } from '@prana/domain';
import { launchBrowser } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';

/** A calendar date as the back office shows it in English: "21 Nov 2025". */
const shownDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

const dialogOpen = (dialog: Locator) => dialog.evaluate((element) => (element as HTMLDialogElement).open);

describe('back office: finance, expenses, maintenance, access and team', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;

  async function masterDashboard(): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/master`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Master Control Centre');
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    // A locator that never matches fails within the test instead of waiting forever.
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await signInThroughForm(page, baseUrl, 'master', 'master');
    await page.waitForURL(`${baseUrl}/admin/master`);
    await page.close();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('reads a stored year on the financial charts and focuses a month from a bar, a point or the keyboard', async () => {
    const page = await masterDashboard();
    const finance = page.getByTestId('financial-intelligence');
    const year = (await (await page.request.get(`${baseUrl}/api/finance/monthly?year=2024`)).json()) as FinanceMonthlyResponse;
    const years = (await (await page.request.get(`${baseUrl}/api/finance/years`)).json()) as FinanceYearsResponse;
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
    const before = (await (await page.request.get(`${baseUrl}/api/expenses?range=30d`)).json()) as ExpensesResponse;
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
    expect(await panel.getByTestId('expenses-activity').getByTestId('activity-entry').first().innerText()).toContain('Reverted last change');
    // Undo is disabled exactly when the server has no history left.
    const after = (await (await page.request.get(`${baseUrl}/api/expenses?range=30d`)).json()) as ExpensesResponse;
    await expect.poll(() => panel.getByTestId('expenses-undo').isDisabled()).toBe(after.undoAvailable === 0);
    await page.close();
  });

  it('marks a maintenance task complete and moves its next due date to today plus its recurrence, in both views', async () => {
    const page = await masterDashboard();
    const overdue = (await (await page.request.get(`${baseUrl}/api/maintenance-tasks?filter=overdue`)).json()) as MaintenanceTasksResponse;
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
    expect(await planner.getByTestId('maintenance-activity').getByTestId('activity-entry').first().innerText()).toContain('Reverted maintenance change');
    await page.close();
  });

  it('invites a user (who sets a password with the one-time link), shows the account as invited, then suspends it and its sign-in is refused', async () => {
    const page = await masterDashboard();
    const access = page.getByTestId('access-permissions');
    const before = (await (await page.request.get(`${baseUrl}/api/access-users`)).json()) as AccessUsersResponse;
    await expect.poll(() => access.getByTestId('access-count-invited').innerText()).toBe(String(before.counts.invited));

    const toggle = access.getByTestId('access-add-toggle');
    expect(await toggle.innerText()).toBe('Add user');
    await toggle.click();
    expect(await toggle.innerText()).toBe('Close');
    await access.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => access.getByTestId('invite-error').innerText()).toBe('Enter a full name and email to send the invite.');

    const email = `journey.${Date.now().toString(36)}@prana.villas`;
    await access.getByLabel('Full name').fill('Wayan Journey');
    await access.getByLabel('Email', { exact: true }).fill(email);
    await access.getByLabel('Role', { exact: true }).selectOption('staff');
    await access.getByRole('button', { name: 'Send invite' }).click();

    const url = await access.getByTestId('invitation-url').inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl}/admin-invite/[A-Za-z0-9_-]{43}$`));
    expect(await toggle.innerText()).toBe('Add user');
    const row = access.locator(`[data-testid="access-user-row"][data-email="${email}"]`);
    await expect.poll(() => row.getByTestId('access-status').innerText()).toBe('Invite sent');
    await expect.poll(() => access.getByTestId('access-count-invited').innerText()).toBe(String(before.counts.invited + 1));
    const users = (await (await page.request.get(`${baseUrl}/api/access-users`)).json()) as AccessUsersResponse;
    const user = users.users.find((candidate) => candidate.email === email)!;
    expect(user).toMatchObject({ status: 'invited', role: 'staff', permissions: ['operations', 'people'] });

    // Toggle status: invited → active.
    await row.getByTestId('access-toggle-status').click();
    await expect.poll(() => row.getByTestId('access-status').innerText()).toBe('Active');

    // The invited person opens the link in their own browser and chooses a password.
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const invitee = await guestContext.newPage();
    await invitee.goto(url);
    await expect.poll(() => invitee.getByTestId('invitation-page').innerText()).toContain('Welcome, Wayan Journey.');
    const password = 'a-long-journey-secret';
    await invitee.getByLabel('New password').fill(password);
    await invitee.getByLabel('Repeat the password').fill('something-else-entirely');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => invitee.getByTestId('field-error').innerText()).toBe('The two passwords do not match.');
    await invitee.getByLabel('Repeat the password').fill(password);
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await expect.poll(() => invitee.getByTestId('invitation-done').innerText()).toContain(`Sign in as ${user.username} with the Staff tier.`);
    await guestContext.close();

    const signIn = () =>
      fetch(`${baseUrl}/api/auth/staff/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: user.username, password, role: 'staff' }),
      });
    expect((await signIn()).status).toBe(200);

    // Toggle status: active → suspended; the button offers Reinstate and sign-in is refused.
    await row.getByTestId('access-toggle-status').click();
    await expect.poll(() => row.getByTestId('access-status').innerText()).toBe('Suspended');
    expect(await row.getByTestId('access-toggle-status').innerText()).toBe('Reinstate');
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('This account is suspended. Ask a master to reinstate it.');
    await expect.poll(() => access.getByTestId('access-activity').getByTestId('activity-entry').first().innerText()).toContain('Suspended Wayan Journey');
    await page.close();
  });

  it('manages the team: empty filters say so, removal asks first and can be undone, and the drawer shows the history', async () => {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin/master/team`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Team and wages');
    const rows = page.getByTestId('team-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(5);
    const headcount = await rows.count();
    expect(await page.getByTestId('metric-headcount').innerText()).toBe(String(headcount));

    await page.getByTestId('team-search').fill('nobody-by-this-name');
    await expect.poll(() => page.getByTestId('team-empty').innerText()).toBe('No teammates match the filters yet.');
    await page.getByTestId('team-search').fill('');
    await expect.poll(() => rows.count()).toBe(headcount);

    // A wage of 0 is refused at its field.
    await page.getByRole('button', { name: 'Add teammate' }).click();
    const add = page.getByTestId('add-employee-modal');
    await add.getByLabel('Name').fill('Putu Journey');
    await add.getByLabel('Role').selectOption('revenue-analyst');
    await add.getByLabel('Department').selectOption('commercial');
    await add.getByLabel('Monthly wage (IDR)').fill('0');
    await add.getByRole('button', { name: 'Add teammate' }).click();
    await expect.poll(() => add.getByTestId('field-error').innerText()).toBe('Wage must be a whole number of rupiah greater than 0.');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogOpen(add)).toBe(false);

    await page.getByRole('button', { name: 'Remove Kadek Dewi' }).click();
    const confirm = page.getByTestId('remove-employee-modal');
    await expect.poll(() => confirm.innerText()).toContain('Remove Kadek Dewi from the roster?');
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(headcount - 1);
    await page.getByTestId('team-removed-notice').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => rows.count()).toBe(headcount);

    await page.getByRole('button', { name: 'Open Kadek Dewi' }).click();
    const drawer = page.getByTestId('employee-drawer');
    await expect.poll(() => dialogOpen(drawer)).toBe(true);
    expect(['On track', 'Review due', 'Review overdue']).toContain(await drawer.getByTestId('review-state').innerText());
    await drawer.getByRole('tab', { name: 'History' }).click();
    const history = drawer.getByTestId('employee-history').getByTestId('activity-entry');
    await expect.poll(() => history.first().innerText()).toContain('Reverted team change');
    expect(await history.nth(1).innerText()).toContain('Removed Kadek Dewi from the roster');
    await page.close();
  });
});
