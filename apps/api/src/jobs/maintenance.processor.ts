import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { SessionsService } from '../auth/sessions.service.ts';
import { jobLockOptions } from '../config/app-config.ts';

/** Housekeeping of Prana's own data. Runs in the worker only. */
@Processor(QUEUES.maintenance, jobLockOptions())
export class MaintenanceProcessor extends WorkerHost {
  private readonly logger = new Logger(MaintenanceProcessor.name);

  constructor(private readonly sessions: SessionsService) {
    super();
  }

  async process(job: Job): Promise<{ purged: number }> {
    switch (job.name) {
      case JOBS.purgeExpiredSessions: {
        const purged = await this.sessions.purgeExpired();
        if (purged > 0) this.logger.log(`Purged ${purged} expired sessions.`);
        return { purged };
      }
      default:
        throw new Error(`Unknown job ${job.name} on ${QUEUES.maintenance}.`);
    }
  }
}
