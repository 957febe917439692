/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FinanceMonthlyResponse, FinanceYearsResponse, KpiResponse } from '@prana/contracts';
import { addDays, formatIdr, formatPercent, todayInBali } from '@prana/domain';
import { masterSession, openMasterDashboard } from './back-office-journey.helpers.ts';
import { journeyBaseUrl } from '../support/journey.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('finance and the key figures from the ledger', () => {
  const baseUrl = journeyBaseUrl();
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    ({ browser, context } = await masterSession(baseUrl));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    it(`opens finance on the current month from the ledger and labels a past year as imported history (${viewport.width} px)`, async () => {
      const page = await openMasterDashboard(context, baseUrl);
      await page.setViewportSize(viewport);
      const today = todayInBali(new Date());
      const month = Number(today.slice(5, 7));
      const years = (await (await page.request.get(`${baseUrl}/api/finance/years`)).json()) as FinanceYearsResponse;
      const current = (await (await page.request.get(`${baseUrl}/api/finance/monthly?year=${years.currentYear}`)).json()) as FinanceMonthlyResponse;
      expect(current.source).toBe('ledger');

      const finance = page.getByTestId('financial-intelligence');
      await finance.scrollIntoViewIfNeeded();
      expect(await finance.getByTestId('finance-year').inputValue()).toBe(String(years.currentYear));
      await expect.poll(() => finance.getByTestId('finance-source').innerText()).toBe('From the ledger');
      expect(await finance.getByTestId('average-monthly-revenue').innerText()).toBe(formatIdr(current.averageMonthlyRevenue));
      // The current month, focused from the keyboard's month list: its revenue as the ledger computes it.
      await finance.getByTestId('finance-overlay').selectOption({ label: 'None' });
      await finance.getByTestId('finance-focus-month').selectOption({ label: MONTHS[month - 1]! });
      const focus = finance.getByTestId('finance-focus');
      await expect.poll(() => focus.innerText()).toContain(`${MONTHS[month - 1]} ${years.currentYear}`);
      expect(await focus.getByTestId('focus-revenue').innerText()).toBe(formatIdr(current.months[month - 1]!.revenue));

      // A past year is imported history: so labelled in the selector and beside its figures.
      const past = years.importedYears.at(-1)!;
      expect(await finance.getByTestId('finance-year').locator(`option[value="${past}"]`).innerText()).toBe(`${past} (imported)`);
      await finance.getByTestId('finance-year').selectOption(String(past));
      await expect.poll(() => finance.getByTestId('finance-source').innerText()).toBe('Imported history');
      await expect.poll(() => finance.getByTestId('site-insights').innerText()).toContain('Imported history holds the group’s months only');
      if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.close();
    });
  }

  it('shows the key figures and the executive snapshot computed for the chosen period, with their trend, in both languages', async () => {
    const page = await openMasterDashboard(context, baseUrl);
    const kpis = (await (await page.request.get(`${baseUrl}/api/kpis`)).json()) as KpiResponse;
    const cards = page.getByTestId('kpi-cards').first();
    await expect.poll(() => cards.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(kpis.stays.occupancy.value!, 1));
    expect(await cards.getByTestId('kpi-arrivals-today-value').innerText()).toBe(String(kpis.stays.arrivalsToday));
    expect(await cards.getByTestId('kpi-occupancy-trend').getAttribute('data-trend')).toBe(kpis.stays.occupancy.trend.direction);
    // No sample figure is left: the guest rating (Prana records no reviews) is gone.
    expect(await page.getByTestId('kpi-guest-rating').count()).toBe(0);
    const snapshot = page.getByTestId('executive-snapshot');
    await expect.poll(() => snapshot.getByTestId('snapshot-occupancy').innerText()).toBe(formatPercent(kpis.stays.occupancy.value!, 1));
    expect(await snapshot.innerText()).not.toContain('Placeholder');

    // Another period asks the server again: the next 30 days' figures.
    const next = (await (await page.request.get(`${baseUrl}/api/kpis?from=${todayInBali(new Date())}&to=${addDays(todayInBali(new Date()), 30)}`)).json()) as KpiResponse;
    await page.getByTestId('kpi-period').first().getByRole('button', { name: 'Next 30 days' }).click();
    await expect.poll(() => cards.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(next.stays.occupancy.value!, 1));

    await page.getByRole('button', { name: 'Bahasa', exact: true }).first().click();
    await expect.poll(() => page.getByTestId('kpi-cards').first().textContent()).toContain('Okupansi');
    expect(await page.getByTestId('executive-snapshot').innerText()).toContain('Okupansi bulan ini');
    expect(await cards.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(next.stays.occupancy.value!, 1, 'id'));
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await page.close();
  });
});
