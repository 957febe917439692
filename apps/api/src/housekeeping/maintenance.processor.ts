import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { PurgeExpiredSessionsJob } from './purge-expired-sessions.job.ts';

/** Housekeeping of Prana's own data. Runs in the worker only. */
@Processor(QUEUES.maintenance, { ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class MaintenanceProcessor extends JobProcessor<typeof QUEUES.maintenance> {
  protected readonly handlers: JobHandlers<typeof QUEUES.maintenance>;

  constructor(purgeSessions: PurgeExpiredSessionsJob, logger: PinoLogger) {
    super(QUEUES.maintenance, logger);
    this.handlers = { [JOBS.purgeExpiredSessions]: (job) => purgeSessions.handle(job) };
  }
}
