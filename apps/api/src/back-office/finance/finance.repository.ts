import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.ts';
import { Repository } from '../../database/repository.ts';

/** One stored month of performance: revenue and ADR in IDR, occupancy a fraction 0 to 1. */
export interface MonthlyRecordRow {
  month: number;
  revenue: number;
  avgNightlyRate: number;
  occupancy: number;
}

/** A confirmed stay with a night in the year asked. */
export interface StayRow {
  checkIn: string;
  checkOut: string;
  amount: number;
  villaSlug: string;
}

/** A bookable villa, for occupancy and per-site figures. */
export interface ActiveVillaRow {
  slug: string;
  siteId: string | null;
  baseRate: number;
}

/**
 * The finance panel's reads (it writes nothing): the stored monthly records, and for years without
 * them the real stays, villas and guest charges they are computed from.
 */
@Injectable()
export class FinanceRepository extends Repository {
  /** How many months each year with stored monthly figures holds, oldest year first. */
  @GenerateSql()
  async storedMonthsPerYear(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('financial_records')
      .select((eb) => ['year', eb.fn.countAll<string>().as('months')])
      .groupBy('year')
      .orderBy('year')
      .execute();
    return new Map(rows.map((row) => [Number(row.year), Number(row.months)]));
  }

  /** The year's stored months, January first. */
  @GenerateSql({ params: [2025] })
  async monthlyRecords(year: number): Promise<MonthlyRecordRow[]> {
    const rows = await this.db
      .selectFrom('financial_records')
      .select(['month', 'revenue', 'avg_nightly_rate as avgNightlyRate', 'occupancy'])
      .where('year', '=', year)
      .orderBy('month')
      .execute();
    return rows.map((row) => ({ month: row.month, revenue: Number(row.revenue), avgNightlyRate: Number(row.avgNightlyRate), occupancy: row.occupancy }));
  }

  /** Confirmed stays with a night in the year (check-out exclusive). */
  @GenerateSql({ params: [2027] })
  async confirmedStays(year: number): Promise<StayRow[]> {
    return this.db
      .selectFrom('bookings')
      .select(['check_in as checkIn', 'check_out as checkOut', 'amount', 'villa_slug as villaSlug'])
      .where('status', '=', 'confirmed')
      .where('check_in', '<', `${year + 1}-01-01`)
      .where('check_out', '>', `${year}-01-01`)
      .execute();
  }

  /** Billed guest charges (not complimentary, not voided by a cancel) of confirmed stays, dated in the year. */
  @GenerateSql({ params: [2027] })
  async billedCharges(year: number): Promise<{ date: string; amount: number }[]> {
    return this.db
      .selectFrom('guest_charges as c')
      .innerJoin('bookings as b', 'b.id', 'c.booking_id')
      .select(['c.date', 'c.amount'])
      .where('c.date', '>=', `${year}-01-01`)
      .where('c.date', '<', `${year + 1}-01-01`)
      .where('c.status', 'not in', ['complimentary', 'void'])
      .where('b.status', '=', 'confirmed')
      .execute();
  }

  @GenerateSql()
  async activeVillas(): Promise<ActiveVillaRow[]> {
    return this.db.selectFrom('villas').select(['slug', 'site_id as siteId', 'base_rate as baseRate']).where('status', '=', 'active').execute();
  }

  /** Every site, by name. */
  @GenerateSql()
  async sites(): Promise<{ id: string; shortName: string }[]> {
    return this.db.selectFrom('sites').select(['id', 'short_name as shortName']).orderBy('name').execute();
  }
}
