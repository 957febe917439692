import { Injectable } from '@nestjs/common';
import { Repository } from '../../database/repository.ts';

@Injectable()
export class FinanceRepository extends Repository {
  /** The years with stored monthly figures, in order. */
  async storedYears(): Promise<number[]> {
    const rows = await this.db.selectFrom('financial_records').select('year').distinct().orderBy('year').execute();
    return rows.map((row) => Number(row.year));
  }
}
