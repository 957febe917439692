import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { previousMonth, todayInBali } from '@prana/domain';
import { addJob, type TypedJob } from '../../jobs/typed-jobs.ts';

/** Producing a month retries like any job that reads the database. */
export const PRODUCE_JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: 100, removeOnFail: 500 } as const;

/**
 * One producing job per month at a time: a tick or a catch-up while one is queued or running joins
 * it (BullMQ's deduplication holds only until that job ends, so a month can be produced again later).
 */
export function producingOnce(month: string): { deduplication: { id: string } } {
  return { deduplication: { id: `statements-${month}` } };
}

/** JOBS.scheduledStatements, the monthly tick: it only enqueues the statements of the month before (Bali calendar). */
@Injectable()
export class ScheduledStatementsJob {
  constructor(@InjectQueue(QUEUES.reports) private readonly reports: Queue) {}

  async handle(_job: TypedJob<typeof JOBS.scheduledStatements>, now = new Date()): Promise<{ month: string }> {
    const month = previousMonth(todayInBali(now));
    await addJob(this.reports, JOBS.produceStatements, { month }, { ...PRODUCE_JOB_OPTIONS, ...producingOnce(month) });
    return { month };
  }
}
