/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { FunnelResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { launchBrowser } from '../support/browser.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { signInThroughForm } from './staff-journey-support.ts';

const PHONE = { width: 390, height: 844 };

/**
 * A visitor's villa view and search reach the master's booking funnel: counted on the server
 * (the built villa page counts its view once hydrated), read back on a phone in both languages.
 */
describe('the booking funnel', () => {
  const baseUrl = journeyBaseUrl();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const today = () => todayInBali(new Date());
  const ubudFunnel = async (page: Page): Promise<FunnelResponse> =>
    (await (await page.request.get(`${baseUrl}/api/funnel?from=${today()}&to=${today()}&site=prana-ubud`)).json()) as FunnelResponse;
  const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('counts a visitor’s villa view and search, and master reads them on a phone with conversions, in English and Indonesian', async () => {
    const staff = await browser.newContext({ viewport: PHONE });
    const visitor = await browser.newContext({ viewport: PHONE });
    try {
      const master = await staff.newPage();
      await signInThroughForm(master, baseUrl, 'master', 'master');
      await master.waitForURL(`${baseUrl}/admin/master`);
      const before = await ubudFunnel(master);

      // The villa page is built HTML: its view counts once the page is hydrated.
      const page = await visitor.newPage();
      await page.goto(`${baseUrl}/villas/ubud-lux-1`);
      await expect.poll(async () => (await ubudFunnel(master)).direct.view).toBe(before.direct.view + 1);
      // A search of every site counts for this site too.
      await page.goto(`${baseUrl}/availability`);
      await expect.poll(async () => (await ubudFunnel(master)).direct.search).toBeGreaterThanOrEqual(before.direct.search + 1);
      const after = await ubudFunnel(master);

      const panel = master.getByTestId('booking-funnel');
      await panel.scrollIntoViewIfNeeded();
      await panel.getByTestId('funnel-site').selectOption('prana-ubud');
      await panel.getByTestId('funnel-period').selectOption('7');
      await expect.poll(() => panel.getByTestId('funnel-view').innerText()).toContain(String(after.direct.view));
      expect(await panel.getByTestId('funnel-search').innerText()).toContain(String(after.direct.search));
      // Views as a share of searches, written the English way.
      const share = ((after.direct.view / after.direct.search) * 100).toFixed(1);
      expect(await panel.getByTestId('funnel-view-conversion').innerText()).toBe(`${share}% of Availability searches`);
      const channels = await panel.getByTestId('funnel-channels').innerText();
      for (const name of ['Direct', 'Airbnb', 'Booking.com']) expect(channels).toContain(name);
      expect(await noSideways(master)).toBe(true);

      // Keyboard: the period is a native select that keeps focus and changes with the arrows.
      await panel.getByTestId('funnel-period').focus();
      await master.keyboard.press('ArrowDown');
      await expect.poll(() => panel.getByTestId('funnel-period').inputValue()).toBe('30');

      await master.getByRole('button', { name: 'Bahasa' }).first().click();
      await expect.poll(() => panel.getByRole('heading', { level: 3 }).first().innerText()).toBe('Corong pemesanan');
      expect(await panel.getByTestId('funnel-view-conversion').innerText()).toMatch(/^\d+,\d% dari Pencarian ketersediaan$|^Belum ada konversi$/);
      expect(await panel.getByTestId('funnel-channels').innerText()).toContain('Langsung');
      expect(await noSideways(master)).toBe(true);
    } finally {
      await staff.close();
      await visitor.close();
    }
  });
});
