import { Injectable } from '@nestjs/common';
import { SITE_INSIGHTS } from '@prana/catalogue';
import type {
  ExpenseCompositionResponse,
  FinanceMonthlyResponse,
  FinanceSiteInsightsResponse,
  FinanceYearsResponse,
  MonthlyFinancialResponse,
} from '@prana/contracts';
import { monthlyPerformance, percentShares, recordedSiteInsights, stayInsight, todayInBali } from '@prana/domain';
import { ExpensesRepository } from '../expenses/expenses.repository.ts';
import { FinanceRepository } from './finance.repository.ts';

/**
 * Financial intelligence. Years with stored monthly records answer from them; any
 * other year is computed from real stays and guest charges. It opens on the latest complete year.
 */
@Injectable()
export class FinanceService {
  constructor(
    private readonly finance: FinanceRepository,
    private readonly expenses: ExpensesRepository,
  ) {}

  /**
   * Every year from the first record to now, without gaps. The default is the latest complete
   * year (a past year with all 12 months recorded) and the overlay the year before it;
   * without one, the current year.
   */
  async years(now = new Date()): Promise<FinanceYearsResponse> {
    const currentYear = Number(todayInBali(now).slice(0, 4));
    const stored = await this.finance.storedMonthsPerYear();
    const first = Math.min(currentYear, ...stored.keys());
    const last = Math.max(currentYear, ...stored.keys());
    const years = Array.from({ length: last - first + 1 }, (_, index) => first + index);
    const complete = years.filter((year) => year < currentYear && stored.get(year) === 12);
    const defaultYear = complete.at(-1) ?? currentYear;
    return {
      years,
      currentYear,
      defaultYear,
      defaultOverlayYear: years.includes(defaultYear - 1) ? defaultYear - 1 : null,
    };
  }

  async monthly(year: number | undefined, now = new Date()): Promise<FinanceMonthlyResponse> {
    const today = todayInBali(now);
    const chosen = year ?? (await this.years(now)).defaultYear;
    const records = await this.finance.monthlyRecords(chosen);
    let months: MonthlyFinancialResponse[];
    let source: FinanceMonthlyResponse['source'];
    // The months the average is over: those recorded, or for stays every month up to today.
    let counted: number;
    if (records.length > 0) {
      source = 'records';
      counted = records.length;
      months = Array.from({ length: 12 }, (_, index) => {
        const record = records.find((candidate) => candidate.month === index + 1);
        return record
          ? { month: record.month, revenue: record.revenue, avgNightlyRate: record.avgNightlyRate, occupancy: record.occupancy }
          : { month: index + 1, revenue: 0, avgNightlyRate: 0, occupancy: 0 };
      });
    } else {
      source = 'bookings';
      counted = chosen === Number(today.slice(0, 4)) ? Number(today.slice(5, 7)) : 12;
      const villaCount = (await this.finance.activeVillas()).length;
      months = monthlyPerformance(await this.finance.confirmedStays(chosen), chosen, villaCount, await this.finance.billedCharges(chosen)).map(
        ({ month, revenue, avgNightlyRate, occupancy }) => ({ month, revenue, avgNightlyRate, occupancy }),
      );
    }
    const averageMonthlyRevenue = Math.round(months.reduce((sum, month) => sum + month.revenue, 0) / counted);
    return { year: chosen, source, months, averageMonthlyRevenue };
  }

  /**
   * Vacancy, average stay and nightly rate per site: for a recorded year the sample's site
   * differences around that year's own occupancy and rate, else from stays.
   */
  async siteInsights(year: number | undefined, now = new Date()): Promise<FinanceSiteInsightsResponse> {
    const chosen = year ?? (await this.years(now)).defaultYear;
    const records = await this.finance.monthlyRecords(chosen);
    if (records.length > 0) {
      return { year: chosen, source: 'records', sites: recordedSiteInsights(SITE_INSIGHTS, records) };
    }
    const [sites, villas, stays] = [await this.finance.sites(), await this.finance.activeVillas(), await this.finance.confirmedStays(chosen)];
    return {
      year: chosen,
      source: 'bookings',
      sites: sites.map((site) => {
        const own = villas.filter((villa) => villa.siteId === site.id);
        const slugs = new Set(own.map((villa) => villa.slug));
        const fallbackRate = own.length > 0 ? Math.round(own.reduce((sum, villa) => sum + villa.baseRate, 0) / own.length) : 0;
        const insight = stayInsight(
          stays.filter((stay) => slugs.has(stay.villaSlug)),
          chosen,
          own.length,
          fallbackRate,
        );
        return { siteId: site.id, site: site.shortName, ...insight };
      }),
    };
  }

  /** The expense composition donut: each category's share of everything spent. */
  async expenseComposition(): Promise<ExpenseCompositionResponse> {
    const categories = await this.expenses.categories();
    const spent = await this.expenses.spentPerCategory();
    const amounts = categories.map((category) => spent.get(category.id) ?? 0);
    const shares = percentShares(amounts);
    return {
      total: amounts.reduce((sum, amount) => sum + amount, 0),
      slices: categories.map((category, index) => ({
        categoryId: category.id,
        name: category.name,
        color: category.color,
        amount: amounts[index]!,
        share: shares[index]!,
        seedKey: category.seedKey,
      })),
    };
  }
}
