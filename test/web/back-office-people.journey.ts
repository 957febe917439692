/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AccessUsersResponse } from '@prana/contracts';
import { dialogOpen, masterSession, openMasterDashboard } from './back-office-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { RETRY_RESET } from '../support/browser.ts';

describe('back office: access and team', () => {
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

  it('invites a user (who sets a password with the one-time link), shows the account as invited, then suspends it and its sign-in is refused', async () => {
    const page = await masterDashboard();
    const access = page.getByTestId('access-permissions');
    const before = (await (await page.request.get(`${baseUrl}/api/access-users`, RETRY_RESET)).json()) as AccessUsersResponse;
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
    const users = (await (await page.request.get(`${baseUrl}/api/access-users`, RETRY_RESET)).json()) as AccessUsersResponse;
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
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe('The username or password is not correct.');
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
    await expect.poll(() => history.first().innerText()).toContain('Undid: Removed Kadek Dewi from the roster');
    expect(await history.nth(1).innerText()).toContain('Removed Kadek Dewi from the roster');
    await page.close();
  });
});
