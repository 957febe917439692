import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { BackOfficeModule } from './back-office.module.ts';
import { ProduceStatementsJob } from './statements/produce-statements.job.ts';
import { ReportsProcessor } from './statements/reports.processor.ts';
import { ScheduledStatementsJob } from './statements/scheduled-statements.job.ts';
import { StatementSchedules } from './statements/statement-schedules.ts';

/** The monthly statements' schedule and processor: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, BackOfficeModule],
  providers: [ScheduledStatementsJob, ProduceStatementsJob, ReportsProcessor, StatementSchedules],
})
export class BackOfficeWorkerModule {}
