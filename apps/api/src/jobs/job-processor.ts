import { WorkerHost } from '@nestjs/bullmq';
import type { PinoLogger } from 'nestjs-pino';
import type { Job } from 'bullmq';
import type { QueueName } from '@prana/contracts';
import { runJob, type JobHandlers } from './typed-jobs.ts';

/**
 * Every processor's worker waits for createWorker to start it, once the worker's live events have
 * their Socket.IO emitter: a job due while no worker ran (a deadline passed during a restart) runs
 * at once, and its event would otherwise be dropped.
 */
export const STARTED_BY_CREATE_WORKER = { autorun: false } as const;

/**
 * A queue's processor: each job runs through its handler map (`handle(job)`), and every line it
 * logs carries the job's id, queue and name, and the id of the request that asked for it.
 */
export abstract class JobProcessor<Q extends QueueName> extends WorkerHost {
  protected abstract readonly handlers: JobHandlers<Q>;

  constructor(
    private readonly queue: Q,
    private readonly logger: PinoLogger,
  ) {
    super();
  }

  process(job: Job): Promise<unknown> {
    const requestId = (job.data as { requestId?: unknown } | undefined)?.requestId;
    const bindings = { jobId: job.id, queue: this.queue, job: job.name, ...(typeof requestId === 'string' && { requestId }) };
    return this.logger.runInContext(() => runJob(this.queue, this.handlers, job), { bindings });
  }
}
