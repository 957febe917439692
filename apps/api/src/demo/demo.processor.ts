import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { DemoPulseJob } from './demo-pulse.job.ts';

/** The development demo's own activity. Worker only. */
@Processor(QUEUES.demo, { ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class DemoProcessor extends JobProcessor<typeof QUEUES.demo> {
  protected readonly handlers: JobHandlers<typeof QUEUES.demo>;

  constructor(pulse: DemoPulseJob, logger: PinoLogger) {
    super(QUEUES.demo, logger);
    this.handlers = { [JOBS.demoPulse]: (job) => pulse.handle(job) };
  }
}
