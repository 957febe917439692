import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { RequestResponseDueJob } from './request-response-due.job.ts';
import { TurnoverDueJob } from './turnover-due.job.ts';
import { VillaReadyJob } from './villa-ready.job.ts';

/** The concierge's escalations (response deadlines), housekeeping's (turnovers not ready an hour before due) and the arriving guest's ready notice. Worker only. */
@Processor(QUEUES.concierge, { concurrency: 4, ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class ConciergeProcessor extends JobProcessor<typeof QUEUES.concierge> {
  protected readonly handlers: JobHandlers<typeof QUEUES.concierge>;

  constructor(responseDue: RequestResponseDueJob, turnoverDue: TurnoverDueJob, villaReady: VillaReadyJob, logger: PinoLogger) {
    super(QUEUES.concierge, logger);
    this.handlers = {
      [JOBS.requestResponseDue]: (job) => responseDue.handle(job),
      [JOBS.turnoverDue]: (job) => turnoverDue.handle(job),
      [JOBS.villaReady]: (job) => villaReady.handle(job),
    };
  }
}
