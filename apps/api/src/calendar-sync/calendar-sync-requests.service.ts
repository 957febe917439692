import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { reportConnectionErrors } from '../redis/redis.module.ts';
import { QueueEvents, type Queue } from 'bullmq';
import { JOBS, QUEUES, renderError, type JobPayloads, type SyncResultResponse } from '@prana/contracts';
import { addJob, type TypedJob } from '../jobs/typed-jobs.ts';
import { SyncRunsRepository } from './sync-runs.repository.ts';
import type { PullOutcome } from './pull-runner.ts';
import { currentRequestId } from '../logging/request-context.ts';

/** How long a sync request waits for its pull before answering that it continues in the background. */
const SYNC_WAIT_MS = 20_000;
/** Transient fetch errors are retried: 3 attempts, 1 s then 2 s apart. */
export const PULL_ATTEMPTS = 3;
const PULL_BACKOFF_MS = 1_000;

/** One job id per feed: while a pull is waiting, retrying or running, adding another joins it. */
function pullJobId(feedId: string): string {
  return `pull-${feedId}`;
}

const NO_CHANGES = { created: 0, updated: 0, cancelled: 0 };

/** Enqueues feed pulls and waits for their results (bounded). Used by the api and by schedule ticks. */
@Injectable()
export class CalendarSyncRequests implements OnModuleDestroy {
  private events: Promise<QueueEvents> | undefined;

  constructor(
    @InjectQueue(QUEUES.calendarSync) private readonly queue: Queue,
    private readonly runs: SyncRunsRepository,
  ) {}

  /** Adds the feed's pull, or joins the one already queued or running. */
  enqueue(
    feed: { villaSlug: string; feedId: string },
    trigger: JobPayloads[typeof JOBS.pullVillaCalendar]['trigger'],
  ): Promise<TypedJob<typeof JOBS.pullVillaCalendar, PullOutcome>> {
    return addJob<typeof JOBS.pullVillaCalendar, PullOutcome>(
      this.queue,
      JOBS.pullVillaCalendar,
      { villaSlug: feed.villaSlug, feedId: feed.feedId, trigger, requestId: currentRequestId() },
      {
        jobId: pullJobId(feed.feedId),
        attempts: PULL_ATTEMPTS,
        backoff: { type: 'exponential', delay: PULL_BACKOFF_MS },
        // Removed once finished, so the next request starts a new pull; the result lives in sync_runs.
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }

  /** Pulls a feed now (joining a running pull) and answers with its result, or `running` after `waitMs`. */
  async sync(feed: { villaSlug: string; feedId: string }, waitMs = SYNC_WAIT_MS): Promise<SyncResultResponse> {
    const requestedAt = new Date();
    // Listening before the pull exists: a QueueEvents reads only events written after it started,
    // so one opened after the add could miss a quick pull's completion and wait out the timeout.
    const events = await this.queueEvents();
    const job = await this.enqueue(feed, 'manual');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), waitMs);
    });
    try {
      const outcome = await Promise.race([
        job.waitUntilFinished(events).then(
          (value: PullOutcome) => value,
          () => null,
        ),
        timedOut,
      ]);
      if (outcome === 'timeout') {
        // Its event may still have been missed: a finished pull is removed from the queue, its run stored.
        const finished = (await job.getState()) === 'unknown';
        return finished ? this.latestRunSince(feed.feedId, requestedAt) : { status: 'running', changes: NO_CHANGES, error: null, failure: null, runId: null };
      }
      if (outcome) return { status: outcome.status, changes: outcome.changes, error: outcome.failure && renderError(outcome.failure), failure: outcome.failure, runId: outcome.runId };
      // Finished and already removed before we listened, or failed for good: the run row tells.
      return this.latestRunSince(feed.feedId, requestedAt);
    } finally {
      clearTimeout(timer);
    }
  }

  private async latestRunSince(feedId: string, since: Date): Promise<SyncResultResponse> {
    const run = await this.runs.latestOfFeedSince(feedId, new Date(since.getTime() - 1_000));
    if (!run) return { status: 'failed', changes: NO_CHANGES, error: renderError({ code: 'sync.unexpected' }), failure: { code: 'sync.unexpected' }, runId: null };
    return {
      status: run.status === 'success' ? 'success' : 'failed',
      changes: { created: run.created, updated: run.updated, cancelled: run.cancelled },
      error: run.failure && renderError(run.failure),
      failure: run.failure,
      runId: run.id,
    };
  }

  private queueEvents(): Promise<QueueEvents> {
    this.events ??= (async () => {
      const events = new QueueEvents(this.queue.name, { connection: this.queue.opts.connection, prefix: this.queue.opts.prefix });
      reportConnectionErrors(events, `queue events ${this.queue.name}`);
      await events.waitUntilReady();
      return events;
    })();
    return this.events;
  }

  async onModuleDestroy(): Promise<void> {
    const events = this.events;
    this.events = undefined;
    if (events) await (await events).close();
  }
}
