/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { FunnelResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { RETRY_RESET } from '../support/browser.ts';
import { injectAxe, runAxe } from '../support/axe.ts';
import { journeyBaseUrl } from '../support/journey.ts';
import { signInThroughForm } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

const PHONE = { width: 390, height: 844 };
const AXE_RULES = ['color-contrast', 'label', 'select-name', 'button-name', 'aria-input-field-name'];

/**
 * A visitor's villa view and search reach the master's booking funnel: counted on the server
 * (the built villa page counts its view once hydrated), read back on a phone in both languages.
 */
describe('the booking funnel', () => {
  const baseUrl = journeyBaseUrl();
  const browser = useBrowser();
  let staff: BrowserContext;
  let master: Page;
  let panel: Locator;
  let after: FunnelResponse;

  const today = () => todayInBali(new Date());
  /** Prana Ubud's funnel of the last `days` Bali days, today included (the panel's periods). */
  const ubudFunnel = async (days = 1): Promise<FunnelResponse> =>
    (await (await master.request.get(`${baseUrl}/api/funnel?from=${addDays(today(), 1 - days)}&to=${today()}&site=prana-ubud`, RETRY_RESET)).json()) as FunnelResponse;
  const noSideways = () => master.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  beforeAll(async () => {
    staff = await browser.newContext({ viewport: PHONE });
    await injectAxe(staff);
    master = await staff.newPage();
    await signInThroughForm(master, baseUrl, 'master', 'master');
    await master.waitForURL(`${baseUrl}/admin/master`);
    panel = master.getByTestId('booking-funnel');
  });
  afterAll(async () => {
    await staff?.close();
  });

  it('counts a visitor’s view of a built villa page once it is hydrated, and a search of every site for each site', async () => {
    const before = await ubudFunnel();
    const visitor = await browser.newContext({ viewport: PHONE });
    try {
      const page = await visitor.newPage();
      await page.goto(`${baseUrl}/villas/ubud-lux-1`);
      await expect.poll(async () => (await ubudFunnel()).direct.view).toBe(before.direct.view + 1);
      await page.goto(`${baseUrl}/availability`);
      await page.getByTestId('villa-card').first().waitFor();
      await expect.poll(async () => (await ubudFunnel()).direct.search).toBe(before.direct.search + 1);
      // Back to the tab: the page reads availability again, and that is not another search.
      const reread = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/availability');
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await reread;
      await page.waitForTimeout(500);
      expect((await ubudFunnel()).direct.search).toBe(before.direct.search + 1);
    } finally {
      await visitor.close();
    }
  });

  it('shows master the chosen site’s funnel on a phone, with conversions, named controls and no sideways scroll', async () => {
    after = await ubudFunnel(7);
    await master.reload();
    await panel.scrollIntoViewIfNeeded();
    await panel.getByTestId('funnel-site').selectOption('prana-ubud');
    await panel.getByTestId('funnel-period').selectOption('7');
    // Views as a share of searches, written the English way: shown once the chosen site's figures replaced the group's.
    const share = ((after.direct.view / after.direct.search) * 100).toFixed(1);
    await expect.poll(() => panel.getByTestId('funnel-view-conversion').innerText()).toBe(`${share}% of Availability searches`);
    expect(await panel.getByTestId('funnel-search').innerText()).toMatch(new RegExp(`\\b${after.direct.search}\\b`));
    expect(await panel.getByTestId('funnel-view').innerText()).toMatch(new RegExp(`\\b${after.direct.view}\\b`));
    const channels = await panel.getByTestId('funnel-channels').innerText();
    for (const name of ['Direct', 'Airbnb', 'Booking.com']) expect(channels).toContain(name);
    expect(await master.getByTestId('integration-payments').innerText()).toContain('Not connected');
    expect(await noSideways()).toBe(true);
    for (const panelId of ['booking-funnel', 'integration-status']) {
      const { violations } = await runAxe(master, AXE_RULES, `[data-testid="${panelId}"]`);
      expect(violations.map((violation) => `${panelId}: ${violation.id}`)).toEqual([]);
    }
    // Keyboard: the period is a native select that changes with the arrows.
    await panel.getByTestId('funnel-period').focus();
    await master.keyboard.press('ArrowDown');
    await expect.poll(() => panel.getByTestId('funnel-period').inputValue()).toBe('30');
  });

  it('reads in Indonesian, numbers written the Indonesian way', async () => {
    await master.getByRole('button', { name: 'Bahasa' }).first().click();
    await expect.poll(() => panel.getByRole('heading', { level: 3 }).first().innerText()).toBe('Corong pemesanan');
    expect(await panel.getByTestId('funnel-view-conversion').innerText()).toMatch(/^\d+,\d% dari Pencarian ketersediaan$/);
    expect(await panel.getByTestId('funnel-channels').innerText()).toContain('Langsung');
    expect(await master.getByTestId('integration-payments').innerText()).toContain('Tidak terhubung');
    expect(await noSideways()).toBe(true);
  });
});
