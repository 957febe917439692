import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { AuthModule } from '../auth/auth.module.ts';
import { BookingsModule } from '../bookings/bookings.module.ts';
import { BookingsRepository } from '../bookings/bookings.repository.ts';
import { StageMessages } from '../bookings/stage-messages.service.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { GuestServicesModule } from '../guest-services/guest-services.module.ts';
import { ReservationsModule } from '../reservations/reservations.module.ts';
import { DEMO_BOOKING, DemoPulseJob } from './demo-pulse.job.ts';
import { DemoProcessor } from './demo.processor.ts';

/** How often the demo does something: often enough to watch, far below any rate limit. */
export const DEMO_PULSE_MS = 4 * 60_000;

/**
 * The development demo (NODE_ENV=development with SEED_DEMO) pulses, and its seeded stays have their
 * stage messages on the way; anywhere else the pulse's schedule is removed.
 */
@Injectable()
export class DemoSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(QUEUES.demo) private readonly demo: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bookings: BookingsRepository,
    private readonly stages: StageMessages,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const id = SCHEDULER_IDS[JOBS.demoPulse]();
    if (this.config.env !== 'development' || !this.config.seedDemo) {
      await this.demo.removeJobScheduler(id);
      return;
    }
    await this.demo.upsertJobScheduler(id, { every: DEMO_PULSE_MS }, { name: JOBS.demoPulse, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } });
    await this.scheduleStageMessages();
  }

  /**
   * The seed writes the demo's stays without the api, so nothing scheduled their stage messages as a
   * booking made on the screens has them; they are scheduled at each start of a worker. Scheduling
   * again replaces what is pending, and a stage already sent is never sent twice. Returns the stays.
   */
  async scheduleStageMessages(now = new Date()): Promise<string[]> {
    const today = todayInBali(now);
    const stays = (await this.bookings.confirmed()).filter((booking) => DEMO_BOOKING.test(booking.code) && booking.checkOut >= today);
    for (const stay of stays) await this.stages.schedule(stay.id, now);
    return stays.map((stay) => stay.id);
  }
}

/** The demo's pulse: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, AuthModule, BookingsModule, CatalogueModule, GuestServicesModule, ReservationsModule],
  providers: [DemoPulseJob, DemoProcessor, DemoSchedule],
})
export class DemoWorkerModule {}
