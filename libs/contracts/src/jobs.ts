/** BullMQ queue names. Nobody types a queue name as a bare string elsewhere. */
export const QUEUES = {
  maintenance: 'maintenance',
  calendarSync: 'calendar-sync',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names with their payloads, per queue. */
export const JOBS = {
  purgeExpiredSessions: 'sessions.purge-expired',
  /** Pull one villa's inbound iCal feed (job id per villa: a second request joins the running pull). */
  pullVillaCalendar: 'calendar.pull-villa',
  /** A villa's schedule ticked: enqueue its pull (joining one already running). */
  scheduledVillaPull: 'calendar.scheduled-pull',
} as const;

export interface JobPayloads {
  [JOBS.purgeExpiredSessions]: Record<string, never>;
  /** requestId: the HTTP request that asked for the pull, so api and worker logs join up. */
  [JOBS.pullVillaCalendar]: { villaSlug: string; trigger: 'manual' | 'schedule'; requestId?: string };
  [JOBS.scheduledVillaPull]: { villaSlug: string };
}
