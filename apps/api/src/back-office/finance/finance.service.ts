import { Injectable } from '@nestjs/common';
import type {
  ExpenseCompositionResponse,
  FinanceMonthlyResponse,
  FinanceSiteInsightsResponse,
  FinanceYearsResponse,
  MonthlyFinancialResponse,
} from '@prana/contracts';
import { percentShares, todayInBali, type LedgerPeriod } from '@prana/domain';
import { ExpensesRepository } from '../expenses/expenses.repository.ts';
import { LedgerService } from '../ledger/ledger.service.ts';
import { FinanceRepository } from './finance.repository.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The twelve months of a year as ledger periods. */
function monthsOf(year: number): LedgerPeriod[] {
  return Array.from({ length: 12 }, (_, index) => ({
    from: `${year}-${pad(index + 1)}-01`,
    to: index === 11 ? `${year + 1}-01-01` : `${year}-${pad(index + 2)}-01`,
  }));
}

/**
 * Financial intelligence. A past year with imported history answers from it, labelled as such;
 * the current year, and any year without imported history, is computed from the ledger. A year
 * is one or the other, never a mix.
 */
@Injectable()
export class FinanceService {
  constructor(
    private readonly finance: FinanceRepository,
    private readonly ledger: LedgerService,
    private readonly expenses: ExpensesRepository,
  ) {}

  /** Every year from the first imported one to now, without gaps; it opens on the current year over the one before. */
  async years(now = new Date()): Promise<FinanceYearsResponse> {
    const currentYear = Number(todayInBali(now).slice(0, 4));
    const imported = await this.finance.importedMonthsPerYear(currentYear);
    const first = Math.min(currentYear, ...imported.keys());
    const years = Array.from({ length: currentYear - first + 1 }, (_, index) => first + index);
    return {
      years,
      importedYears: [...imported.keys()],
      currentYear,
      defaultYear: currentYear,
      defaultOverlayYear: years.includes(currentYear - 1) ? currentYear - 1 : null,
    };
  }

  async monthly(year: number | undefined, now = new Date()): Promise<FinanceMonthlyResponse> {
    const today = todayInBali(now);
    const currentYear = Number(today.slice(0, 4));
    const chosen = year ?? currentYear;
    const records = chosen < currentYear ? await this.finance.monthlyRecords(chosen) : [];
    if (records.length > 0) {
      const months = Array.from({ length: 12 }, (_, index): MonthlyFinancialResponse => {
        const record = records.find((candidate) => candidate.month === index + 1);
        return record ?? { month: index + 1, revenue: 0, avgNightlyRate: 0, occupancy: 0 };
      });
      return { year: chosen, source: 'imported', months, nightsAmountUnknown: [], averageMonthlyRevenue: averageOf(months, records.length) };
    }
    const figures = await this.ledger.series(monthsOf(chosen));
    const months = figures.map((month, index): MonthlyFinancialResponse => ({
      month: index + 1,
      revenue: month.revenue,
      avgNightlyRate: month.adr ?? 0,
      occupancy: month.occupancy,
    }));
    // The current year averages its months so far (the current one to date), any other year all twelve.
    const counted = chosen === currentYear ? Number(today.slice(5, 7)) : 12;
    return {
      year: chosen,
      source: 'ledger',
      months,
      nightsAmountUnknown: figures.map((month) => month.nights.amountUnknown),
      averageMonthlyRevenue: averageOf(months, counted),
    };
  }

  /** Vacancy, average stay and nightly rate per site over a year, from the ledger; imported history has no sites. */
  async siteInsights(year: number | undefined, now = new Date()): Promise<FinanceSiteInsightsResponse> {
    const currentYear = Number(todayInBali(now).slice(0, 4));
    const chosen = year ?? currentYear;
    if (chosen < currentYear && (await this.finance.monthlyRecords(chosen)).length > 0) {
      return { year: chosen, source: 'imported', sites: [] };
    }
    const period = { from: `${chosen}-01-01`, to: `${chosen + 1}-01-01` };
    const sites = await this.finance.sites();
    return {
      year: chosen,
      source: 'ledger',
      sites: await Promise.all(
        sites.map(async (site) => {
          const figures = await this.ledger.figures(period, { siteId: site.id });
          return {
            siteId: site.id,
            site: site.shortName,
            vacancyRate: figures.nights.open > 0 ? Math.round((1 - figures.occupancy) * 10_000) / 10_000 : 1,
            avgStay: figures.averageStay,
            nightlyRate: figures.adr,
          };
        }),
      ),
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

/** Mean revenue over the months counted, IDR integer. */
function averageOf(months: readonly MonthlyFinancialResponse[], counted: number): number {
  return counted > 0 ? Math.round(months.reduce((sum, month) => sum + month.revenue, 0) / counted) : 0;
}
