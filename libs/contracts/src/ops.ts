import type { QueueName } from './jobs.ts';

export interface QueueDepth {
  name: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Recurring schedules registered on the queue (villa pulls, housekeeping). */
  schedulers: number;
}

/** GET /api/ops/queues (master): how much work waits for the workers. */
export interface QueuesResponse {
  queues: QueueDepth[];
  checkedAt: string;
}
