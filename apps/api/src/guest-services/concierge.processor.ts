import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { MarkLateRequestsJob } from './mark-late-requests.job.ts';
import { TurnoverDueJob } from './turnover-due.job.ts';
import { VillaReadyJob } from './villa-ready.job.ts';

/** The concierge's escalations (requests past their response deadline), housekeeping's (turnovers not ready an hour before due) and the arriving guest's ready notice. Worker only. */
@Processor(QUEUES.concierge, { concurrency: 4, ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class ConciergeProcessor extends JobProcessor<typeof QUEUES.concierge> {
  protected readonly handlers: JobHandlers<typeof QUEUES.concierge>;

  constructor(markLate: MarkLateRequestsJob, turnoverDue: TurnoverDueJob, villaReady: VillaReadyJob, logger: PinoLogger) {
    super(QUEUES.concierge, logger);
    this.handlers = {
      [JOBS.markLateRequests]: (job) => markLate.handle(job),
      [JOBS.turnoverDue]: (job) => turnoverDue.handle(job),
      [JOBS.villaReady]: (job) => villaReady.handle(job),
    };
  }
}
