import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_REVENUE_RANGE, demoFinancialYears } from '@prana/catalogue';
import type { ExpenseCompositionResponse, ExpensesResponse, FinanceMonthlyResponse, FinanceSiteInsightsResponse, FinanceYearsResponse } from '@prana/contracts';
import { daysInMonth, todayInBali } from '@prana/domain';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';

describe('finance api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const currentYear = Number(todayInBali(new Date()).slice(0, 4));
  const investor = () => as(api, cookies.investor);
  const monthly = async (year?: number) =>
    (await investor().get(`/api/finance/monthly${year ? `?year=${year}` : ''}`).expect(200)).body as FinanceMonthlyResponse;
  const insights = async (year: number) => (await investor().get(`/api/finance/site-insights?year=${year}`).expect(200)).body as FinanceSiteInsightsResponse;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(() => api.close());

  it('opens on the current year from the ledger over last year, with every imported year from 2022 labelled as such', async () => {
    const today = todayInBali(new Date());
    const demo = demoFinancialYears(today);
    const years = (await investor().get('/api/finance/years').expect(200)).body as FinanceYearsResponse;
    expect(years).toEqual({
      years: [...demo.map((entry) => entry.year), currentYear],
      importedYears: demo.map((entry) => entry.year),
      currentYear,
      defaultYear: currentYear,
      defaultOverlayYear: currentYear - 1,
    });
    expect(years.years).toEqual(Array.from({ length: currentYear - 2021 }, (_, index) => 2022 + index));
    // Without a year: the current one, computed from the ledger, averaged over its months so far.
    const opened = await monthly();
    expect(opened).toMatchObject({ year: currentYear, source: 'ledger' });
    expect(opened.nightsAmountUnknown).toHaveLength(12);
    expect(opened.averageMonthlyRevenue).toBe(Math.round(opened.months.reduce((sum, month) => sum + month.revenue, 0) / Number(today.slice(5, 7))));

    for (const { year, months } of demo) {
      const body = await monthly(year);
      expect(body.source).toBe('imported');
      expect(body.months, String(year)).toEqual(months.map((month) => ({ ...month, expenses: null, net: null })));
      expect(body.months.every((month) => month.revenue >= FINANCE_REVENUE_RANGE.min && month.occupancy > 0.4)).toBe(true);
      expect(body.averageMonthlyRevenue).toBe(Math.round(months.reduce((sum, month) => sum + month.revenue, 0) / 12));
    }
  });

  it('computes a year without imported history from the ledger: stays (nights × rate) and billed guest charges', async () => {
    const year = currentYear + 2;
    const em = dbOf(api);
    const villa = await em.findOneOrFail(Villa, { slug: 'jungle-loft' });
    const villaCount = await em.count(Villa, { status: 'active' });
    const from = `${year}-02-10`;
    const before = await monthly(year);
    expect(before.source).toBe('ledger');
    expect(before.months).toHaveLength(12);
    const siteBefore = (await insights(year)).sites.find((site) => site.siteId === 'prana-jungle')!;

    const stay = new Booking({ code: 'FIN-0001', villa, guestName: 'Finance Test', lastName: 'Test', checkIn: from, checkOut: `${year}-02-14`, adults: 2, amount: 40_000_000 });
    const cancelled = new Booking({ code: 'FIN-0002', villa, guestName: 'Cancelled', lastName: 'Test', checkIn: from, checkOut: `${year}-02-20`, adults: 2, amount: 99_000_000 });
    cancelled.status = 'cancelled';
    const charge = (amount: number, status: 'pending' | 'complimentary', reference: string) =>
      new GuestCharge({ booking: stay, description: { en: 'Dinner', id: 'Makan malam' }, date: `${year}-02-11`, amount, status, category: 'Dining', reference });
    em.persist([stay, cancelled, charge(1_500_000, 'pending', 'FIN-C1'), charge(900_000, 'complimentary', 'FIN-C2')]);
    await em.flush();
    try {
      const after = await monthly(year);
      const [february, februaryBefore] = [after.months[1]!, before.months[1]!];
      // Four nights at 10M each, plus the billed charge; the cancelled stay and the complimentary charge do not count.
      expect(february.revenue - februaryBefore.revenue).toBe(41_500_000);
      expect(february.occupancy - februaryBefore.occupancy).toBeCloseTo(4 / (villaCount * daysInMonth(year, 2)), 3);
      expect(after.months.filter((_, index) => index !== 1)).toEqual(before.months.filter((_, index) => index !== 1));
      expect(after.averageMonthlyRevenue).toBe(Math.round(after.months.reduce((sum, month) => sum + month.revenue, 0) / 12));

      const siteAfter = (await insights(year)).sites.find((site) => site.siteId === 'prana-jungle')!;
      expect(siteBefore.vacancyRate - siteAfter.vacancyRate).toBeCloseTo(4 / (3 * (year % 4 === 0 ? 366 : 365)), 3);
    } finally {
      await em.nativeDelete(GuestCharge, { reference: { $in: ['FIN-C1', 'FIN-C2'] } });
      await em.nativeDelete(Booking, { code: { $in: ['FIN-0001', 'FIN-0002'] } });
    }
  });

  it('gives vacancy and stay insights per site from the ledger; imported history has none per site (no sample figures)', async () => {
    for (const year of [2023, currentYear - 1]) expect(await insights(year)).toEqual({ year, source: 'imported', sites: [] });
    const live = await insights(currentYear);
    expect(live.source).toBe('ledger');
    expect(live.sites.map((site) => site.siteId).sort()).toEqual(['prana-jungle', 'prana-palms', 'prana-ubud']);
    for (const site of live.sites) {
      expect(site.vacancyRate).toBeGreaterThanOrEqual(0);
      expect(site.vacancyRate).toBeLessThanOrEqual(1);
    }
    // A year with no stay at all: every site empty, no rate and no average stay.
    const empty = await insights(currentYear + 40);
    expect(empty.sites.every((site) => site.vacancyRate === 1 && site.nightlyRate === null && site.avgStay === null)).toBe(true);
  });

  it('splits all expenses into a composition donut whose shares add up to 100', async () => {
    const body = (await investor().get('/api/finance/expense-composition').expect(200)).body as ExpenseCompositionResponse;
    const expenses = (await investor().get('/api/expenses?range=all').expect(200)).body as ExpensesResponse;
    expect(body.slices.map((slice) => slice.categoryId)).toEqual(expenses.categories.map((category) => category.id));
    for (const slice of body.slices) expect(slice.amount).toBe(expenses.categories.find((category) => category.id === slice.categoryId)!.spent);
    expect(body.total).toBe(body.slices.reduce((sum, slice) => sum + slice.amount, 0));
    expect(body.slices.reduce((sum, slice) => sum + slice.share, 0)).toBe(100);
    const wages = body.slices.find((slice) => slice.seedKey === 'staff-wages')!;
    expect(wages.share).toBe(Math.max(...body.slices.map((slice) => slice.share)));
  });

  it('refuses a malformed year', async () => {
    expect((await investor().get('/api/finance/monthly?year=24').expect(400)).body.error).toBe('Year must be four digits, e.g. 2024.');
    expect((await investor().get('/api/finance/monthly?year=1999').expect(400)).body.error).toBe('Year must be between 2000 and 2100.');
    expect((await investor().get('/api/finance/site-insights?year=abcd').expect(400)).body.error).toBe('Year must be four digits, e.g. 2024.');
    expect((await investor().get('/api/finance/monthly?year=2024&site=x').expect(400)).body.error).toBe('Unknown field: site.');
  });

  it('is read by master and investor (financials); manager, staff and the signed-out are kept out', async () => {
    for (const role of ['master', 'investor'] as const) {
      await as(api, cookies[role]).get('/api/finance/monthly?year=2024').expect(200);
    }
    for (const path of ['/api/finance/monthly?year=2024', '/api/finance/years', '/api/finance/site-insights', '/api/finance/expense-composition']) {
      for (const role of ['manager', 'staff'] as const) {
        expect((await as(api, cookies[role]).get(path).expect(403)).body.error).toBe(`The ${role} role cannot do this (finance.read).`);
      }
      await api.request().get(path).expect(401);
    }
  });
});
