/// <reference lib="dom" />
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';

describe('screens', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shoots', async () => {
    for (const [name, width, height] of [['desktop', 1366, 900], ['tablet', 820, 1180]] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('PAGE', m.type(), m.text().slice(0, 300)); });
      await signInThroughForm(page, baseUrl, 'master', 'master');
      await page.waitForURL(`${baseUrl}/admin/master`);
      await page.getByTestId('financial-intelligence').getByTestId('revenue-chart').waitFor();
      await page.waitForTimeout(800);
      await page.getByTestId('financial-intelligence').screenshot({ path: `/tmp/shots/${name}-finance.png` });
      const box = (await page.getByTestId('revenue-chart').locator('.recharts-wrapper > svg.recharts-surface').boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
      await page.waitForTimeout(200);
      await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
      await page.waitForTimeout(200);
      console.log('FOCUS', await page.getByTestId('finance-focus').count());
      await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await page.waitForTimeout(200);
      console.log('FOCUS2', await page.getByTestId('finance-focus').count(), await page.getByTestId('finance-focus').innerText().catch(() => ''));
      await page.getByRole('checkbox', { name: 'Show occupancy line' }).check();
      await page.waitForTimeout(300);
      await page.getByTestId('financial-intelligence').screenshot({ path: `/tmp/shots/${name}-finance-focus.png` });
      await page.getByTestId('expense-tracking').screenshot({ path: `/tmp/shots/${name}-expenses.png` });
      await page.getByTestId('maintenance-planner').screenshot({ path: `/tmp/shots/${name}-maintenance.png` });
      await page.getByTestId('access-permissions').getByTestId('access-add-toggle').click();
      await page.getByTestId('access-permissions').screenshot({ path: `/tmp/shots/${name}-access.png` });
      await page.getByTestId('expense-tracking').getByRole('button', { name: 'Add line item' }).click();
      await page.getByTestId('add-expense-modal').getByRole('button', { name: 'Add line', exact: true }).click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/${name}-modal.png` });
      await page.keyboard.press('Escape');
      await page.goto(`${baseUrl}/admin/master/team`);
      await page.getByTestId('team-row').first().waitFor();
      await page.screenshot({ path: `/tmp/shots/${name}-team.png`, fullPage: true });
      await page.getByRole('button', { name: 'Open Ayu Lestari' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/${name}-drawer.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /Bahasa/ }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots/${name}-team-id.png`, fullPage: true });
      await page.goto(`${baseUrl}/admin/master`);
      await page.getByTestId('expense-tracking').getByTestId('expense-donut').waitFor();
      await page.waitForTimeout(500);
      await page.getByTestId('expense-tracking').screenshot({ path: `/tmp/shots/${name}-expenses-id.png` });
      await page.getByTestId('financial-intelligence').screenshot({ path: `/tmp/shots/${name}-finance-id.png` });
      await page.getByRole('button', { name: /English/ }).first().click();
      await page.goto(`${baseUrl}/admin-invite/${'A'.repeat(43)}`);
      await page.getByTestId('invitation-error').waitFor();
      await page.screenshot({ path: `/tmp/shots/${name}-invite-bad.png` });
      await context.close();
    }
  });
});
