import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { runJob, type JobHandlers } from '../jobs/typed-jobs.ts';
import { RequestResponseDueJob } from './request-response-due.job.ts';

/** The concierge's escalations (response deadlines). Worker only. */
@Processor(QUEUES.concierge, { concurrency: 4, ...jobLockOptions() })
export class ConciergeProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<typeof QUEUES.concierge>;

  constructor(responseDue: RequestResponseDueJob) {
    super();
    this.handlers = { [JOBS.requestResponseDue]: (job) => responseDue.handle(job) };
  }

  process(job: Job): Promise<unknown> {
    return runJob(QUEUES.concierge, this.handlers, job);
  }
}
