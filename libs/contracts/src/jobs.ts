/** BullMQ queue names. Nobody types a queue name as a bare string elsewhere. */
export const QUEUES = {
  maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names with their payloads, per queue. */
export const JOBS = {
  purgeExpiredSessions: 'sessions.purge-expired',
} as const;

export interface JobPayloads {
  [JOBS.purgeExpiredSessions]: Record<string, never>;
}
