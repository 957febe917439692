import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { AuthModule } from '../auth/auth.module.ts';
import { BookingsModule } from '../bookings/bookings.module.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { GuestServicesModule } from '../guest-services/guest-services.module.ts';
import { ReservationsModule } from '../reservations/reservations.module.ts';
import { DemoPulseJob } from './demo-pulse.job.ts';
import { DemoProcessor } from './demo.processor.ts';

/** How often the demo does something: often enough to watch, far below any rate limit. */
export const DEMO_PULSE_MS = 4 * 60_000;

/** The development demo (NODE_ENV=development with SEED_DEMO) pulses; anywhere else its schedule is removed. */
@Injectable()
export class DemoSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.demo) private readonly demo: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const id = SCHEDULER_IDS[JOBS.demoPulse]();
    if (this.config.env !== 'development' || !this.config.seedDemo) {
      await this.demo.removeJobScheduler(id);
      return;
    }
    await this.demo.upsertJobScheduler(id, { every: DEMO_PULSE_MS }, { name: JOBS.demoPulse, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } });
  }
}

/** The demo's pulse: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, AuthModule, BookingsModule, CatalogueModule, GuestServicesModule, ReservationsModule],
  providers: [DemoPulseJob, DemoProcessor, DemoSchedule],
})
export class DemoWorkerModule {}
