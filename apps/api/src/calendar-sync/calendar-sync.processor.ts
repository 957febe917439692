import { Processor, WorkerHost } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { runJob, type JobHandlers } from '../jobs/typed-jobs.ts';
import { jobLockOptions } from '../config/app-config.ts';
import { PullVillaCalendarJob } from './pull-villa-calendar.job.ts';
import { ScheduledVillaPullJob } from './scheduled-villa-pull.job.ts';

/** Feed pulls, several at once; one feed never twice at once (job id per feed). Worker only. */
@Processor(QUEUES.calendarSync, { concurrency: 4, ...jobLockOptions() })
export class CalendarSyncProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<typeof QUEUES.calendarSync>;

  constructor(
    pull: PullVillaCalendarJob,
    scheduled: ScheduledVillaPullJob,
    private readonly logger: PinoLogger,
  ) {
    super();
    this.handlers = {
      [JOBS.pullVillaCalendar]: (job) => pull.handle(job),
      [JOBS.scheduledVillaPull]: (job) => scheduled.handle(job),
    };
  }

  process(job: Job): Promise<unknown> {
    // Every log line of the job carries the job and the request that asked for it.
    const bindings = { jobId: job.id, job: job.name, requestId: job.data?.requestId };
    return this.logger.runInContext(() => runJob(QUEUES.calendarSync, this.handlers, job), { bindings });
  }
}
