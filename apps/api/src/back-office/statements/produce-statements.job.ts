import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../../jobs/typed-jobs.ts';
import { StatementsService } from './statements.service.ts';

/** JOBS.produceStatements: one month's statement from the ledger, replacing the month's figures; investors are mailed once. */
@Injectable()
export class ProduceStatementsJob {
  constructor(private readonly statements: StatementsService) {}

  handle(job: TypedJob<typeof JOBS.produceStatements>): Promise<{ id: string; mailed: boolean }> {
    return this.statements.produce(job.data.month);
  }
}
