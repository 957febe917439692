/// <reference lib="dom" />
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { followRequests, RETRY_RESET } from '../support/browser.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { useBrowser } from '../support/journey-browser.ts';

/** Collects every content-security-policy violation the page reports, from the DOM event and the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('the app under its own content security policy', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();

  it('runs every area — public pages with the map, the guest companion and the charts of the back office — without a violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const pageRequests = followRequests(page);
    const violations = await watchViolations(page);

    for (const path of ['/', '/about', '/sites/prana-ubud', '/policies/terms']) {
      await page.goto(`${baseUrl}${path}`);
      await pageRequests.settled();
    }
    await page.goto(`${baseUrl}/availability?adults=2`);
    await page.getByTestId('villa-card').first().waitFor();
    await page.getByRole('button', { name: /^Map$/ }).click();
    await page.locator('.leaflet-container').waitFor();

    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('Booking code').fill('PRN-2402');
    await page.getByRole('button', { name: /Sign in/ }).click();
    await page.waitForURL(`${baseUrl}/app`);
    await pageRequests.settled();

    const staff = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await staff.newPage();
    const adminRequests = followRequests(admin);
    const adminViolations = await watchViolations(admin);
    await signInThroughForm(admin, baseUrl, 'master', 'master');
    await admin.waitForURL(`${baseUrl}/admin/master`);
    await admin.locator('.recharts-surface').first().waitFor({ timeout: 15_000 });
    await admin.goto(`${baseUrl}/admin/availability`);
    await adminRequests.settled();

    expect(violations).toEqual([]);
    expect(adminViolations).toEqual([]);
    const headers = (await page.request.get(`${baseUrl}/`, RETRY_RESET)).headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    await context.close();
    await staff.close();
  });

  it('keeps the session cookie away from scripts and other sites', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Last name').fill('Walker');
    await page.getByLabel('Booking code').fill('PRN-2402');
    await page.getByRole('button', { name: /Sign in/ }).click();
    await page.waitForURL(`${baseUrl}/app`);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'prana_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('prana_session');
    await context.close();
  });
});
