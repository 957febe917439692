import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { AnonymiseRegisterJob } from './anonymise-register.job.ts';
import { DeleteExpiredDocumentsJob } from './delete-expired-documents.job.ts';

/** Retention of guests' personal data, in the worker only. */
@Processor(QUEUES.privacy, { ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class PrivacyProcessor extends JobProcessor<typeof QUEUES.privacy> {
  protected readonly handlers: JobHandlers<typeof QUEUES.privacy>;

  constructor(documents: DeleteExpiredDocumentsJob, register: AnonymiseRegisterJob, logger: PinoLogger) {
    super(QUEUES.privacy, logger);
    this.handlers = {
      [JOBS.deleteExpiredDocuments]: (job) => documents.handle(job),
      [JOBS.anonymiseRegister]: (job) => register.handle(job),
    };
  }
}
