import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { VillaFeedsRepository } from './villa-feeds.repository.ts';

const feedSchedulerId = (feedId: string) => SCHEDULER_IDS[JOBS.scheduledVillaPull]({ feedId });

/** A feed a schedule pulls. */
interface ScheduledFeed {
  villaSlug: string;
  feedId: string;
}

/**
 * The scheduled pulls: one BullMQ job scheduler per feed, every ICAL_PULL_MINUTES. Schedulers are
 * upserted by id, so any number of workers and api instances leave one schedule per feed, and
 * each tick runs once.
 */
@Injectable()
export class CalendarSchedules {
  private readonly everyMs: number;

  constructor(
    @InjectQueue(QUEUES.calendarSync) private readonly queue: Queue,
    private readonly feeds: VillaFeedsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.everyMs = config.ical.pullMinutes * 60_000;
  }

  /** Called when a feed is saved. The first tick comes one interval later (the save is often followed by a manual sync). */
  async schedule(feed: ScheduledFeed): Promise<void> {
    await this.queue.upsertJobScheduler(
      feedSchedulerId(feed.feedId),
      { every: this.everyMs, startDate: new Date(Date.now() + this.everyMs) },
      { name: JOBS.scheduledVillaPull, data: { villaSlug: feed.villaSlug, feedId: feed.feedId }, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  /** Called when a feed is removed. */
  async unschedule(feedId: string): Promise<void> {
    await this.queue.removeJobScheduler(feedSchedulerId(feedId));
  }

  /** Brings the schedulers in line with the stored feeds (worker start-up): adds missing ones, removes stale ones. */
  async reconcile(): Promise<void> {
    const feeds = (await this.feeds.all()).map((feed) => ({ villaSlug: feed.villaSlug, feedId: feed.id }));
    // Schedulers of removed feeds, and the per-villa ones from before feeds, go.
    const wanted = new Set(feeds.map((feed) => feedSchedulerId(feed.feedId)));
    const existing = await this.queue.getJobSchedulers();
    for (const scheduler of existing) {
      if (scheduler.name === JOBS.scheduledVillaPull && !wanted.has(scheduler.key)) await this.queue.removeJobScheduler(scheduler.key);
    }
    const current = new Map(existing.map((scheduler) => [scheduler.key, scheduler.every]));
    for (const feed of feeds) {
      // An existing schedule with the right interval keeps its next tick.
      if (Number(current.get(feedSchedulerId(feed.feedId))) !== this.everyMs) await this.schedule(feed);
    }
  }
}
