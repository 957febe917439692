import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/**
 * Registers the late-requests check (upserted by id: every worker starting leaves one schedule, and
 * each tick runs once). A deadline that passed while no worker ran is caught by the first tick.
 */
@Injectable()
export class LateRequestsSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.concierge) private readonly concierge: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const name = JOBS.markLateRequests;
    await this.concierge.upsertJobScheduler(SCHEDULER_IDS[name](), { every: this.config.concierge.lateCheckMs }, { name, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } });
  }
}
