/// <reference lib="dom" />
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE, signInAsGuest } from '../support/browser.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

const toBahasa = (page: Page) => page.getByRole('button', { name: 'Bahasa' }).first().click();

/** A staff member's api session, for putting the catalogue back as it was. */
async function staffApi(browser: Browser, baseUrl: string, username: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl });
  expect((await context.request.post('/api/auth/staff/login', { data: { username, password: 'prana-demo', role: username } })).status()).toBe(200);
  return context;
}

// A price change goes through two people: the manager drafts it, master publishes it, and only
// then does the guest's companion show (and charge) it. Phones are 390 px wide.
describe('the service catalogue from a manager’s draft to the guest’s menu', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  afterAll(async () => {
    // The catalogue as the other journeys expect it: master's publication and the manager's draft undone.
    for (const username of ['master', 'manager']) {
      const context = await staffApi(browser, baseUrl, username);
      await context.request.post('/api/offerings/undo', { data: {} });
      await context.close();
    }
  });

  const errors: string[] = [];
  let guest: Page;
  // A step that cannot happen fails with its locator named, well within the test's time.
  const timed = (context: BrowserContext) => {
    context.setDefaultTimeout(20_000);
    return context;
  };
  const phone = async () => timed(await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
  const barbecue = () => guest.locator('li').filter({ hasText: 'Chef’s barbecue' });
  const dinnerMenu = async () => {
    await guest.reload();
    await guest.getByRole('radio', { name: 'Dinner' }).click();
  };

  it('a manager on a phone drafts a dish’s new price; the guest’s phone still shows the published one', async () => {
    // The guest's companion shows the published price first.
    const guestContext = await phone();
    guest = await guestContext.newPage();
    guest.on('pageerror', (error) => errors.push(`guest: ${error.message}`));
    await signInAsGuest(guest, baseUrl);
    await guest.goto(`${baseUrl}/app/dining`);
    await guest.getByRole('radio', { name: 'Dinner' }).click();
    await expect.poll(() => barbecue().innerText()).toContain('IDR 1.500.000');

    // The manager drafts the change on a phone; nothing shows that master alone publishes.
    const managerContext = await phone();
    const manager = await managerContext.newPage();
    manager.on('pageerror', (error) => errors.push(`manager: ${error.message}`));
    await signInThroughForm(manager, baseUrl, 'manager', 'manager');
    await manager.waitForURL(`${baseUrl}/admin/manager`);
    const editor = manager.getByTestId('catalogue-editor');
    await editor.getByLabel('Section').selectOption('dining-dish');
    await editor.getByRole('button', { name: 'Edit Chef’s barbecue' }).click();
    const form = editor.getByTestId('catalogue-form');
    await form.getByLabel('Price (IDR)').fill('');
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => form.getByTestId('field-error').innerText()).toContain('Enter the price as a whole number of rupiah');
    await form.getByLabel('Price (IDR)').fill('1.650.000');
    await form.getByLabel('Name (Indonesian)').fill('Barbekyu chef spesial');
    await form.getByRole('button', { name: 'Save draft' }).click();
    const draft = editor.getByTestId('catalogue-item').filter({ hasText: 'Chef’s barbecue' }).getByTestId('catalogue-draft');
    await expect.poll(() => draft.innerText()).toContain('IDR 1.650.000');
    expect(await editor.getByTestId('catalogue-publish').count()).toBe(0);
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Still the published price for the guest.
    await dinnerMenu();
    await expect.poll(() => barbecue().innerText()).toContain('IDR 1.500.000');
  });

  it('master, reading in Indonesian, sees the draft waiting in the content pipeline and publishes it', async () => {
    const masterContext = timed(await browser.newContext({ viewport: { width: 1280, height: 900 } }));
    const master = await masterContext.newPage();
    master.on('pageerror', (error) => errors.push(`master: ${error.message}`));
    await signInThroughForm(master, baseUrl, 'master', 'master');
    await master.waitForURL(`${baseUrl}/admin/master`);
    await toBahasa(master);
    await expect.poll(() => master.getByTestId('pipeline-drafts').innerText()).toContain('Barbekyu chef spesial');
    const publications = master.getByTestId('pipeline-published').locator('li');
    const before = await publications.count();
    await master.getByTestId('catalogue-publish').click();
    await expect.poll(() => publications.count()).toBe(before + 1);
    expect(await publications.first().innerText()).toMatch(/^\d+ perubahan/);
    await expect.poll(() => master.getByTestId('catalogue-publish').innerText()).toBe('Tidak ada draf untuk diterbitkan');
  });

  it('the guest’s next read shows the new price, in English and in Indonesian', async () => {
    await dinnerMenu();
    await expect.poll(() => barbecue().innerText()).toContain('IDR 1.650.000');
    await toBahasa(guest);
    await guest.getByRole('radio', { name: 'Makan malam' }).click();
    await expect.poll(() => guest.locator('li').filter({ hasText: 'Barbekyu chef spesial' }).innerText()).toContain('Rp 1.650.000');
    expect(errors).toEqual([]);
  });
});
