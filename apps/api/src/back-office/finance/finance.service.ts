import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SITE_INSIGHTS } from '@prana/catalogue';
import type {
  ExpenseCompositionResponse,
  FinanceMonthlyResponse,
  FinanceSiteInsightsResponse,
  FinanceYearsResponse,
  MonthlyFinancialResponse,
} from '@prana/contracts';
import { monthlyPerformance, percentShares, recordedSiteInsights, stayInsight, todayInBali, type DatedAmount, type StayAmount } from '@prana/domain';
import { Booking } from '../../bookings/booking.entity.ts';
import { Site } from '../../catalogue/site.entity.ts';
import { Villa } from '../../catalogue/villa.entity.ts';
import { GuestCharge } from '../../guest-services/guest-charge.entity.ts';
import { ExpenseCategory } from '../expenses/expense-category.entity.ts';
import { ExpenseItem } from '../expenses/expense-item.entity.ts';
import { FinancialRecord } from './financial-record.entity.ts';
import { FinanceRepository } from './finance.repository.ts';

interface YearStay extends StayAmount {
  villaSlug: string;
}

/**
 * Financial intelligence. Years with stored monthly records answer from them; any
 * other year is computed from real stays and guest charges. It opens on the latest complete year.
 */
@Injectable()
export class FinanceService {
  constructor(
    private readonly em: EntityManager,
    private readonly finance: FinanceRepository,
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
    const em = this.em.fork();
    const today = todayInBali(now);
    const chosen = year ?? (await this.years(now)).defaultYear;
    const records = await em.find(FinancialRecord, { year: chosen }, { orderBy: { month: 'asc' } });
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
      const villaCount = await em.count(Villa, { status: 'active' });
      months = monthlyPerformance(await this.stays(em, chosen), chosen, villaCount, await this.charges(em, chosen)).map(
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
    const em = this.em.fork();
    const chosen = year ?? (await this.years(now)).defaultYear;
    const records = await em.find(FinancialRecord, { year: chosen }, { fields: ['occupancy', 'avgNightlyRate'] });
    if (records.length > 0) {
      return { year: chosen, source: 'records', sites: recordedSiteInsights(SITE_INSIGHTS, records) };
    }
    const [sites, villas, stays] = [
      await em.find(Site, {}, { orderBy: { name: 'asc' } }),
      await em.find(Villa, { status: 'active' }),
      await this.stays(em, chosen),
    ];
    return {
      year: chosen,
      source: 'bookings',
      sites: sites.map((site) => {
        const own = villas.filter((villa) => villa.site?.id === site.id);
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
    const em = this.em.fork();
    const categories = await em.find(ExpenseCategory, {}, { orderBy: { createdAt: 'asc', name: 'asc' } });
    const items = await em.find(ExpenseItem, {}, { fields: ['amount', 'category'] });
    const amounts = categories.map((category) =>
      items.filter((item) => item.category.id === category.id).reduce((sum, item) => sum + item.amount, 0),
    );
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

  /** Confirmed stays with a night in the year. */
  private async stays(em: EntityManager, year: number): Promise<YearStay[]> {
    const bookings = await em.find(
      Booking,
      { status: 'confirmed', checkIn: { $lt: `${year + 1}-01-01` }, checkOut: { $gt: `${year}-01-01` } },
      { fields: ['checkIn', 'checkOut', 'amount', 'villa'] },
    );
    return bookings.map((booking) => ({ checkIn: booking.checkIn, checkOut: booking.checkOut, amount: booking.amount, villaSlug: booking.villa.slug }));
  }

  /** Billed guest charges (not complimentary, not voided by a cancel) of confirmed stays, dated in the year. */
  private async charges(em: EntityManager, year: number): Promise<DatedAmount[]> {
    const charges = await em.find(
      GuestCharge,
      { date: { $gte: `${year}-01-01`, $lt: `${year + 1}-01-01` }, status: { $nin: ['complimentary', 'void'] }, booking: { status: 'confirmed' } },
      { fields: ['date', 'amount'] },
    );
    return charges.map((charge) => ({ date: charge.date, amount: charge.amount }));
  }
}
