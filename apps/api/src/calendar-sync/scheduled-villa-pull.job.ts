import { Injectable } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';

/** JOBS.scheduledVillaPull, a feed's schedule ticking: it only enqueues the pull (joining one already queued or running). */
@Injectable()
export class ScheduledVillaPullJob {
  constructor(private readonly requests: CalendarSyncRequests) {}

  async handle(job: TypedJob<typeof JOBS.scheduledVillaPull>): Promise<{ enqueued: string | null }> {
    // A tick of a per-villa schedule from before feeds (the worker's start-up reconcile removes them) names no feed.
    if (!job.data.feedId) return { enqueued: null };
    const pull = await this.requests.enqueue({ villaSlug: job.data.villaSlug, feedId: job.data.feedId }, 'schedule');
    return { enqueued: String(pull.id) };
  }
}
