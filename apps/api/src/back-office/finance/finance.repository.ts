import { Injectable } from '@nestjs/common';
import { Repository } from '../../database/repository.ts';

@Injectable()
export class FinanceRepository extends Repository {
  /** How many months each year with stored monthly figures holds, oldest year first. */
  async storedMonthsPerYear(): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('financial_records')
      .select((eb) => ['year', eb.fn.countAll<string>().as('months')])
      .groupBy('year')
      .orderBy('year')
      .execute();
    return new Map(rows.map((row) => [Number(row.year), Number(row.months)]));
  }
}
