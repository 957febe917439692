/** BullMQ queue names. Nobody types a queue name as a bare string elsewhere. */
export const QUEUES = {
  maintenance: 'maintenance',
  calendarSync: 'calendar-sync',
  concierge: 'concierge',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names with their payloads, per queue. */
export const JOBS = {
  purgeExpiredSessions: 'sessions.purge-expired',
  /** Pull one villa's inbound iCal feed (job id per villa: a second request joins the running pull). */
  pullVillaCalendar: 'calendar.pull-villa',
  /** A villa's schedule ticked: enqueue its pull (joining one already running). */
  scheduledVillaPull: 'calendar.scheduled-pull',
  /** A guest request's response deadline came: mark it late if still unanswered (delayed job, one per request). */
  requestResponseDue: 'concierge.response-due',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface JobPayloads {
  [JOBS.purgeExpiredSessions]: Record<string, never>;
  [JOBS.pullVillaCalendar]: {
    villaSlug: string;
    trigger: 'manual' | 'schedule';
    /** The HTTP request that asked for the pull, so api and worker logs join up. */
    requestId?: string;
    /** Set by the first attempt, so the run keeps one id and start time across retries. */
    runId?: string;
    /** ISO time of the first attempt. */
    startedAt?: string;
  };
  [JOBS.scheduledVillaPull]: { villaSlug: string };
  [JOBS.requestResponseDue]: { requestId: string };
}

/** The queue each job runs on. */
export const JOB_QUEUES = {
  [JOBS.purgeExpiredSessions]: QUEUES.maintenance,
  [JOBS.pullVillaCalendar]: QUEUES.calendarSync,
  [JOBS.scheduledVillaPull]: QUEUES.calendarSync,
  [JOBS.requestResponseDue]: QUEUES.concierge,
} as const satisfies Record<JobName, QueueName>;

/** The jobs of one queue. */
export type JobsOn<Q extends QueueName> = { [N in JobName]: (typeof JOB_QUEUES)[N] extends Q ? N : never }[JobName];

/**
 * The recurring jobs' scheduler ids, from the job and its payload: BullMQ upserts schedulers by
 * id, so any number of processes leave one schedule per job (per villa for villa pulls).
 */
export const SCHEDULER_IDS = {
  [JOBS.purgeExpiredSessions]: () => 'purge-expired-sessions',
  [JOBS.scheduledVillaPull]: (payload: JobPayloads[typeof JOBS.scheduledVillaPull]) => `villa-pull-${payload.villaSlug}`,
} as const satisfies Partial<Record<JobName, (payload: never) => string>>;

/**
 * One escalation per request: scheduling it twice keeps the first, answering removes it by this
 * id, and however many workers run, BullMQ hands the job to one.
 */
export function responseDueJobId(requestId: string): string {
  return `response-due-${requestId}`;
}
