import type { Job, JobsOptions, Queue } from 'bullmq';
import type { JobName, JobPayloads, JobsOn, QueueName } from '@prana/contracts';

/** A job whose name and payload agree (JobPayloads); R is what its handler returns. */
export type TypedJob<N extends JobName, R = unknown> = Job<JobPayloads[N], R, N>;

/** A queue's handlers, one per job of that queue: a missing or extra job is a type error. */
export type JobHandlers<Q extends QueueName> = { [N in JobsOn<Q>]: (job: TypedJob<N>) => Promise<unknown> };

/** Adds a job with the payload its name requires. */
export function addJob<N extends JobName, R = unknown>(queue: Queue, name: N, data: JobPayloads[N], opts?: JobsOptions): Promise<TypedJob<N, R>> {
  return queue.add(name, data, opts) as Promise<TypedJob<N, R>>;
}

/** Runs a job with its queue's handler. A name without one (a job of an older release) fails the job. */
export function runJob<Q extends QueueName>(queue: Q, handlers: JobHandlers<Q>, job: Job): Promise<unknown> {
  // BullMQ gives the name as a string: the one place it meets the typed map.
  const byName = handlers as unknown as Record<string, (job: Job) => Promise<unknown>>;
  const handler = Object.hasOwn(byName, job.name) ? byName[job.name] : undefined;
  if (!handler) throw new Error(`Unknown job ${job.name} on ${queue}.`);
  return handler(job);
}
