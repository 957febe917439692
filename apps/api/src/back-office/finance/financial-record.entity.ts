import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BigIntType } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One stored month of performance, seeded from 2022 up to today. */
@Entity({ tableName: 'financial_records' })
@Unique({ name: 'financial_records_year_month_unique', properties: ['year', 'month'] })
@Check({ name: 'financial_records_month_check', expression: 'month >= 1 and month <= 12' })
@Check({ name: 'financial_records_figures_check', expression: 'revenue >= 0 and avg_nightly_rate >= 0' })
export class FinancialRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'smallint' })
  year: number;

  /** 1 (January) to 12. */
  @Property({ type: 'smallint' })
  month: number;

  /** IDR. */
  @Property({ type: new BigIntType('number') })
  revenue: number;

  /** ADR, IDR. */
  @Property({ type: new BigIntType('number') })
  avgNightlyRate: number;

  /** Fraction 0 to 1. */
  @Property({ type: 'double' })
  occupancy: number;

  constructor(year: number, month: number, revenue: number, avgNightlyRate: number, occupancy: number) {
    this.year = year;
    this.month = month;
    this.revenue = revenue;
    this.avgNightlyRate = avgNightlyRate;
    this.occupancy = occupancy;
  }
}
