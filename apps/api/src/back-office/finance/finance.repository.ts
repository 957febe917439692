import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.ts';
import { Repository } from '../../database/repository.ts';

/** One imported month of performance: revenue and ADR in IDR, occupancy a fraction 0 to 1. */
export interface MonthlyRecordRow {
  month: number;
  revenue: number;
  avgNightlyRate: number;
  occupancy: number;
}

/**
 * Finance's own reads: the monthly figures imported as history for past years (only ever read;
 * every other figure comes from the ledger), and the sites.
 */
@Injectable()
export class FinanceRepository extends Repository {
  /** How many months each imported year before `currentYear` holds, oldest year first. */
  @GenerateSql({ params: [2027] })
  async importedMonthsPerYear(currentYear: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('financial_records')
      .select((eb) => ['year', eb.fn.countAll<string>().as('months')])
      .where('year', '<', currentYear)
      .groupBy('year')
      .orderBy('year')
      .execute();
    return new Map(rows.map((row) => [Number(row.year), Number(row.months)]));
  }

  /** The year's imported months, January first. */
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

  /** Every site, by name. */
  @GenerateSql()
  async sites(): Promise<{ id: string; shortName: string }[]> {
    return this.db.selectFrom('sites').select(['id', 'short_name as shortName']).orderBy('name').execute();
  }
}
