import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';

/**
 * Registers the recurring jobs. Job schedulers are upserted by id, so ten workers starting at
 * once still leave one schedule, and each tick runs once.
 */
@Injectable()
export class SchedulesService implements OnApplicationBootstrap {
  constructor(@InjectQueue(QUEUES.maintenance) private readonly maintenance: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.maintenance.upsertJobScheduler(
      SCHEDULER_IDS[JOBS.purgeExpiredSessions](),
      { every: 60 * 60 * 1000 },
      { name: JOBS.purgeExpiredSessions, data: {}, opts: { removeOnComplete: 100, removeOnFail: 500 } },
    );
  }
}
