import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { PurgeExpiredSessionsJob } from './purge-expired-sessions.job.ts';
import { jobLockOptions } from '../config/app-config.ts';
import { runJob, type JobHandlers } from '../jobs/typed-jobs.ts';

/** Housekeeping of Prana's own data. Runs in the worker only. */
@Processor(QUEUES.maintenance, jobLockOptions())
export class MaintenanceProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<typeof QUEUES.maintenance>;

  constructor(purgeSessions: PurgeExpiredSessionsJob) {
    super();
    this.handlers = { [JOBS.purgeExpiredSessions]: () => purgeSessions.handle() };
  }

  process(job: Job): Promise<unknown> {
    return runJob(QUEUES.maintenance, this.handlers, job);
  }
}
