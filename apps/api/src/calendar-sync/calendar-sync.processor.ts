import { Processor, WorkerHost } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { JOBS, QUEUES, renderError, type JobPayloads } from '@prana/contracts';
import { CalendarPullService, type PullOutcome } from './calendar-pull.service.ts';
import { CalendarSyncRequests, PULL_ATTEMPTS, type PullJobData } from './calendar-sync-requests.service.ts';
import { jobLockOptions } from '../config/app-config.ts';

/** Villa pulls, several villas at once; one villa never twice at once (job id per villa). Worker only. */
@Processor(QUEUES.calendarSync, { concurrency: 4, ...jobLockOptions() })
export class CalendarSyncProcessor extends WorkerHost {
  constructor(
    private readonly pulls: CalendarPullService,
    private readonly requests: CalendarSyncRequests,
    private readonly logger: PinoLogger,
  ) {
    super();
  }

  process(job: Job): Promise<PullOutcome | { enqueued: string } | undefined> {
    // Every log line of the job carries the job and the request that asked for it.
    const bindings = { jobId: job.id, job: job.name, requestId: (job.data as { requestId?: string }).requestId };
    return this.logger.runInContext(() => this.run(job), { bindings });
  }

  private async run(job: Job): Promise<PullOutcome | { enqueued: string } | undefined> {
    switch (job.name) {
      case JOBS.pullVillaCalendar:
        return this.pull(job as Job<PullJobData>);
      case JOBS.scheduledVillaPull: {
        // A tick only enqueues: if a pull of this villa is already queued or running, it joins it.
        const { villaSlug } = job.data as JobPayloads[typeof JOBS.scheduledVillaPull];
        const pull = await this.requests.enqueue(villaSlug, 'schedule');
        return { enqueued: String(pull.id) };
      }
      default:
        throw new Error(`Unknown job ${job.name} on ${QUEUES.calendarSync}.`);
    }
  }

  private async pull(job: Job<PullJobData>): Promise<PullOutcome> {
    // The run keeps one id and start time across retries.
    if (!job.data.runId || !job.data.startedAt) {
      await job.updateData({ ...job.data, runId: randomUUID(), startedAt: new Date().toISOString() });
    }
    const attempts = job.opts.attempts ?? PULL_ATTEMPTS;
    const outcome = await this.pulls.pull({
      villaSlug: job.data.villaSlug,
      runId: job.data.runId!,
      startedAt: new Date(job.data.startedAt!),
      finalAttempt: job.attemptsMade + 1 >= attempts,
    });
    // A failed pull (feed gone, not a calendar, unreachable) is the channel's problem, not a bug: a warning.
    const level = outcome.status === 'failed' ? 'warn' : 'info';
    this.logger[level]({ villaSlug: job.data.villaSlug, status: outcome.status, changes: outcome.changes, error: outcome.failure ? renderError(outcome.failure) : undefined }, 'calendar pull finished');
    return outcome;
  }
}
