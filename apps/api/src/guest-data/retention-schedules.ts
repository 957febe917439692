import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';

/** Daily at 03:00 in Bali, when no guest is checking in or out. */
export const RETENTION_SCHEDULE = { pattern: '0 3 * * *', tz: 'Asia/Makassar' } as const;

/**
 * Registers the retention sweeps' schedulers (upserted by id, so every worker starting leaves one
 * schedule and each tick runs once). A missed day is caught up by the next: each sweep takes every
 * stay past its window, not only the day's.
 */
@Injectable()
export class RetentionSchedules implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.privacy) private readonly privacy: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const name of [JOBS.deleteExpiredDocuments, JOBS.anonymiseRegister] as const) {
      await this.privacy.upsertJobScheduler(SCHEDULER_IDS[name](), RETENTION_SCHEDULE, { name, data: {}, opts: { removeOnComplete: 100, removeOnFail: 500 } });
    }
  }
}
