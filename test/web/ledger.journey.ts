/// <reference lib="dom" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { FinanceMonthlyResponse, FinanceYearsResponse, KpiResponse } from '@prana/contracts';
import { addDays, formatIdr, formatPercent, todayInBali } from '@prana/domain';
import { masterSession, openMasterDashboard } from './back-office-journey.helpers.ts';
import { journeyBaseUrl, journeyQuery } from '../support/journey.ts';
import { startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { RETRY_RESET } from '../support/browser.ts';

// A villa no other journey writes blocks for: its imported reservation is this file's own.
const IMPORTED_VILLA = 'palms-1bd-3';

/** An Airbnb-style calendar holding one reservation (no price: Airbnb's feeds carry none). */
function reservationFeed(checkIn: string, checkOut: string): string {
  const compact = (isoDate: string) => isoDate.replaceAll('-', '');
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(checkIn)}`, `DTEND;VALUE=DATE:${compact(checkOut)}`, 'UID:ledger-journey-1@airbnb.com', 'SUMMARY:Reserved', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('finance and the key figures from the ledger', () => {
  const baseUrl = journeyBaseUrl();
  let browser: Browser;
  let context: BrowserContext;
  let feeds: FeedServer;

  beforeAll(async () => {
    ({ browser, context } = await masterSession(baseUrl));
    feeds = await startFeedServer();
    await journeyQuery(`delete from availability_blocks where villa_slug = $1`, [IMPORTED_VILLA]);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await journeyQuery(`delete from availability_blocks where villa_slug = $1`, [IMPORTED_VILLA]);
    await journeyQuery(`delete from villa_feeds where villa_slug = $1`, [IMPORTED_VILLA]);
    await feeds?.close();
  });

  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    it(`opens finance on the current month from the ledger and labels a past year as imported history (${viewport.width} px)`, async () => {
      const page = await openMasterDashboard(context, baseUrl);
      await page.setViewportSize(viewport);
      const today = todayInBali(new Date());
      const month = Number(today.slice(5, 7));
      const years = (await (await page.request.get(`${baseUrl}/api/finance/years`, RETRY_RESET)).json()) as FinanceYearsResponse;
      const current = (await (await page.request.get(`${baseUrl}/api/finance/monthly?year=${years.currentYear}`, RETRY_RESET)).json()) as FinanceMonthlyResponse;
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
    const kpis = (await (await page.request.get(`${baseUrl}/api/kpis`, RETRY_RESET)).json()) as KpiResponse;
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
    const next = (await (await page.request.get(`${baseUrl}/api/kpis?from=${todayInBali(new Date())}&to=${addDays(todayInBali(new Date()), 30)}`, RETRY_RESET)).json()) as KpiResponse;
    await page.getByTestId('kpi-period').first().getByRole('button', { name: 'Next 30 days' }).click();
    await expect.poll(() => cards.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(next.stays.occupancy.value!, 1));

    await page.getByRole('button', { name: 'Bahasa', exact: true }).first().click();
    await expect.poll(() => page.getByTestId('kpi-cards').first().textContent()).toContain('Okupansi');
    expect(await page.getByTestId('executive-snapshot').innerText()).toContain('Okupansi bulan ini');
    expect(await cards.getByTestId('kpi-occupancy-value').innerText()).toBe(formatPercent(next.stays.occupancy.value!, 1, 'id'));
    await page.getByRole('button', { name: 'English', exact: true }).first().click();
    await page.close();
  });

  it('moves finance by the payout master enters on an imported reservation from the calendar’s block details', async () => {
    // Two nights of this month, on the calendar's first day: last night and tonight (tonight and tomorrow on the 1st).
    const today = todayInBali(new Date());
    const checkIn = today.endsWith('-01') ? today : addDays(today, -1);
    const checkOut = addDays(checkIn, 2);
    const [year, month] = [Number(checkIn.slice(0, 4)), Number(checkIn.slice(5, 7))];
    const payout = 12_345_000;

    const dashboard = await openMasterDashboard(context, baseUrl);
    feeds.route('/ledger-journey.ics', { body: reservationFeed(checkIn, checkOut) });
    expect((await dashboard.request.patch(`${baseUrl}/api/villas/${IMPORTED_VILLA}`, { data: { airbnbIcalUrl: `${feeds.url}/ledger-journey.ics` } })).status()).toBe(200);
    expect((await (await dashboard.request.post(`${baseUrl}/api/villas/${IMPORTED_VILLA}/sync-airbnb`, { data: {} })).json()).status).toBe('success');

    // Finance focused on the reservation's month: its revenue before, the imported stay's amount not known.
    const before = (await (await dashboard.request.get(`${baseUrl}/api/finance/monthly?year=${year}`, RETRY_RESET)).json()) as FinanceMonthlyResponse;
    const finance = dashboard.getByTestId('financial-intelligence');
    await finance.scrollIntoViewIfNeeded();
    expect(await finance.getByTestId('finance-year').inputValue()).toBe(String(year));
    await finance.getByTestId('finance-overlay').selectOption({ label: 'None' });
    await finance.getByTestId('finance-focus-month').selectOption({ label: MONTHS[month - 1]! });
    const revenue = finance.getByTestId('focus-revenue');
    await expect.poll(() => revenue.innerText()).toBe(formatIdr(before.months[month - 1]!.revenue));

    // Master opens the reservation on the calendar and enters what Airbnb paid out.
    const calendar = await context.newPage();
    await calendar.goto(`${baseUrl}/admin/calendar`);
    const bar = calendar.locator(`[data-villa="${IMPORTED_VILLA}"] [data-testid="calendar-bar"]`);
    await expect.poll(() => bar.count(), { timeout: 20_000 }).toBe(1);
    await bar.click();
    const box = calendar.getByTestId('calendar-details').getByTestId('payout');
    await expect.poll(() => box.getByTestId('payout-value').innerText()).toBe('Amount not known');
    await box.getByLabel('Payout (IDR)').fill(String(payout));
    await box.getByRole('button', { name: 'Save payout' }).click();
    await expect.poll(() => box.getByRole('status').innerText()).toBe('Payout saved.');
    expect(await box.getByTestId('payout-value').innerText()).toBe(formatIdr(payout));

    // The open dashboard hears the ledger move: the month's revenue grows by the payout, no reload.
    await expect.poll(() => revenue.innerText(), { timeout: 10_000 }).toBe(formatIdr(before.months[month - 1]!.revenue + payout));
    const after = (await (await dashboard.request.get(`${baseUrl}/api/finance/monthly?year=${year}`, RETRY_RESET)).json()) as FinanceMonthlyResponse;
    expect(after.months[month - 1]!.revenue - before.months[month - 1]!.revenue).toBe(payout);

    // Her undo takes it back.
    await box.getByRole('button', { name: 'Undo my last payout change' }).click();
    await expect.poll(() => box.getByTestId('payout-value').innerText()).toBe('Amount not known');
    await expect.poll(() => revenue.innerText(), { timeout: 10_000 }).toBe(formatIdr(before.months[month - 1]!.revenue));
    await calendar.close();
    await dashboard.close();
  });
});
