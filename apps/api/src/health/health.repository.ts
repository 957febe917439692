import { Injectable } from '@nestjs/common';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** The readiness probe's question to PostgreSQL: a pooled connection answers a statement. */
@Injectable()
export class HealthRepository extends Repository {
  @GenerateSql()
  async ping(): Promise<void> {
    await this.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
  }
}
