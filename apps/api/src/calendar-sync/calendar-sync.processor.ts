import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { PullVillaCalendarJob } from './pull-villa-calendar.job.ts';
import { ScheduledVillaPullJob } from './scheduled-villa-pull.job.ts';
import { ReconcileTurnoversJob } from './reconcile-turnovers.job.ts';

/** Feed pulls, several at once; one feed never twice at once (job id per feed); the turnovers' start-up catch-up. Worker only. */
@Processor(QUEUES.calendarSync, { concurrency: 4, ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class CalendarSyncProcessor extends JobProcessor<typeof QUEUES.calendarSync> {
  protected readonly handlers: JobHandlers<typeof QUEUES.calendarSync>;

  constructor(pull: PullVillaCalendarJob, scheduled: ScheduledVillaPullJob, turnovers: ReconcileTurnoversJob, logger: PinoLogger) {
    super(QUEUES.calendarSync, logger);
    this.handlers = {
      [JOBS.pullVillaCalendar]: (job) => pull.handle(job),
      [JOBS.scheduledVillaPull]: (job) => scheduled.handle(job),
      [JOBS.reconcileTurnovers]: (job) => turnovers.handle(job),
    };
  }
}
