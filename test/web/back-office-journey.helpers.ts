/// <reference lib="dom" />
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';

/** A calendar date as the back office shows it in English: "21 Nov 2025". */
export const shownDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

export const dialogOpen = (dialog: Locator) => dialog.evaluate((element) => (element as HTMLDialogElement).open);

/** A browser with one master signed in through the form; pages opened from `context` share the session. */
export async function masterSession(baseUrl: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // A locator that never matches fails within the test instead of waiting forever.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl, 'master', 'master');
  await page.waitForURL(`${baseUrl}/admin/master`);
  await page.close();
  return { browser, context };
}

export async function openMasterDashboard(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin/master`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Master Control Centre');
  return page;
}
