import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { Villa } from '../catalogue/villa.entity.ts';

const villaSchedulerId = (villaSlug: string) => SCHEDULER_IDS[JOBS.scheduledVillaPull]({ villaSlug });

/**
 * The scheduled pulls: one BullMQ job scheduler per villa with a feed, every ICAL_PULL_MINUTES.
 * Schedulers are upserted by id, so any number of workers and api instances leave one schedule
 * per villa, and each tick runs once.
 */
@Injectable()
export class CalendarSchedules {
  private readonly everyMs: number;

  constructor(
    @InjectQueue(QUEUES.calendarSync) private readonly queue: Queue,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.everyMs = config.ical.pullMinutes * 60_000;
  }

  /** Called when a villa's feed is saved. The first tick comes one interval later (the save is often followed by a manual sync). */
  async schedule(villaSlug: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      villaSchedulerId(villaSlug),
      { every: this.everyMs, startDate: new Date(Date.now() + this.everyMs) },
      { name: JOBS.scheduledVillaPull, data: { villaSlug }, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  /** Called when a villa's feed is removed. */
  async unschedule(villaSlug: string): Promise<void> {
    await this.queue.removeJobScheduler(villaSchedulerId(villaSlug));
  }

  /** Brings the schedulers in line with the stored feeds (worker start-up): adds missing ones, removes stale ones. */
  async reconcile(): Promise<void> {
    const villas = await this.em.fork().find(Villa, { airbnbIcalUrl: { $ne: null } }, { fields: ['slug'] });
    const wanted = new Set(villas.map((villa) => villaSchedulerId(villa.slug)));
    const existing = await this.queue.getJobSchedulers();
    for (const scheduler of existing) {
      if (scheduler.name === JOBS.scheduledVillaPull && !wanted.has(scheduler.key)) await this.queue.removeJobScheduler(scheduler.key);
    }
    const current = new Map(existing.map((scheduler) => [scheduler.key, scheduler.every]));
    for (const villa of villas) {
      const id = villaSchedulerId(villa.slug);
      // An existing schedule with the right interval keeps its next tick.
      if (Number(current.get(id)) !== this.everyMs) await this.schedule(villa.slug);
    }
  }
}
