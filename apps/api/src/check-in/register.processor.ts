import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { ImmigrationReportDueJob } from './immigration-report-due.job.ts';

/** The register's deadlines (reports to immigration). Worker only. */
@Processor(QUEUES.register, { concurrency: 4, ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class RegisterProcessor extends JobProcessor<typeof QUEUES.register> {
  protected readonly handlers: JobHandlers<typeof QUEUES.register>;

  constructor(reportDue: ImmigrationReportDueJob, logger: PinoLogger) {
    super(QUEUES.register, logger);
    this.handlers = { [JOBS.immigrationReportDue]: (job) => reportDue.handle(job) };
  }
}
