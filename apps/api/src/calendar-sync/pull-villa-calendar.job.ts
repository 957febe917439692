import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { renderError, type JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { CalendarPullService } from './calendar-pull.service.ts';
import type { PullOutcome } from './pull-runner.ts';
import { PULL_ATTEMPTS } from './calendar-sync-requests.service.ts';

/** JOBS.pullVillaCalendar: one pull of one of a villa's feeds; BullMQ retries a transient failure. */
@Injectable()
export class PullVillaCalendarJob {
  constructor(
    private readonly pulls: CalendarPullService,
    private readonly logger: PinoLogger,
  ) {}

  async handle(job: TypedJob<typeof JOBS.pullVillaCalendar>): Promise<PullOutcome> {
    // The run keeps one id and start time across retries.
    let { runId, startedAt } = job.data;
    if (!runId || !startedAt) {
      runId = randomUUID();
      startedAt = new Date().toISOString();
      await job.updateData({ ...job.data, runId, startedAt });
    }
    const attempts = job.opts.attempts ?? PULL_ATTEMPTS;
    const outcome = await this.pulls.pull({
      villaSlug: job.data.villaSlug,
      feedId: job.data.feedId,
      runId,
      startedAt: new Date(startedAt),
      finalAttempt: job.attemptsMade + 1 >= attempts,
    });
    // A failed pull (feed gone, not a calendar, unreachable) is the channel's problem, not a bug: a warning.
    const level = outcome.status === 'failed' ? 'warn' : 'info';
    this.logger[level]({ villaSlug: job.data.villaSlug, feedId: job.data.feedId, status: outcome.status, changes: outcome.changes, error: outcome.failure ? renderError(outcome.failure) : undefined }, 'calendar pull finished');
    return outcome;
  }
}
