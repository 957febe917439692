import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../../jobs/job-processor.ts';
import type { JobHandlers } from '../../jobs/typed-jobs.ts';
import { ProduceStatementsJob } from './produce-statements.job.ts';
import { ScheduledStatementsJob } from './scheduled-statements.job.ts';

/** Shareholder statements, in the worker only. */
@Processor(QUEUES.reports, { ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class ReportsProcessor extends JobProcessor<typeof QUEUES.reports> {
  protected readonly handlers: JobHandlers<typeof QUEUES.reports>;

  constructor(scheduled: ScheduledStatementsJob, produce: ProduceStatementsJob, logger: PinoLogger) {
    super(QUEUES.reports, logger);
    this.handlers = {
      [JOBS.scheduledStatements]: (job) => scheduled.handle(job),
      [JOBS.produceStatements]: (job) => produce.handle(job),
    };
  }
}
