import type { StaffAlertText, StayStage } from '@prana/domain';
import type { Permission } from './permissions.ts';
import type { PushMessage } from './push.ts';

/** BullMQ queue names. Nobody types a queue name as a bare string elsewhere. */
export const QUEUES = {
  maintenance: 'maintenance',
  calendarSync: 'calendar-sync',
  /** Push and email: sent by the worker with retries, never from a request. */
  notifications: 'notifications',
  concierge: 'concierge',
  /** Shareholder statements: produced once a month for the month before. */
  reports: 'reports',
  /** Retention of guests' personal data: photos deleted, then the register anonymised, days after check-out. */
  privacy: 'privacy',
  /** The register's deadlines: a foreign guest's report to immigration. */
  register: 'register',
  /** The development demo's own activity (guests asking, visitors reserving, staff answering). */
  demo: 'demo',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names with their payloads, per queue. */
export const JOBS = {
  purgeExpiredSessions: 'sessions.purge-expired',
  /** Pull one of a villa's inbound iCal feeds (job id per feed: a second request joins the running pull). */
  pullVillaCalendar: 'calendar.pull-villa',
  /** A feed's schedule ticked: enqueue its pull (joining one already running). */
  scheduledVillaPull: 'calendar.scheduled-pull',
  /** A guest notification was stored: send it on the channels its kind and the guest's toggles allow. */
  deliverGuestNotification: 'notifications.deliver-guest',
  /** Tell the staff who hold a permission, on every device they subscribed. */
  alertStaff: 'notifications.alert-staff',
  /** A visitor's reservation request: the confirmation email with its reference. */
  mailReservationConfirmation: 'notifications.mail-reservation',
  /** Staff confirmed a visitor's request as a booking: the booking code and how to sign in. */
  mailBookingCode: 'notifications.mail-booking-code',
  /** A concierge reply (not an internal note) in a visitor's reservation thread. */
  mailReservationReply: 'notifications.mail-reservation-reply',
  /** One push to one device (404/410 from the push service removes the subscription). */
  sendPush: 'notifications.send-push',
  /** One email. */
  sendEmail: 'notifications.send-email',
  /** A stage of a stay came (delayed job, one per booking and stage): its message by email and push, once. */
  sendStageMessage: 'notifications.stage-message',
  /** Every few seconds: the guest requests past their response deadline and still unanswered are marked late, each once. */
  markLateRequests: 'concierge.mark-late-requests',
  /** An hour before a turnover is due: alert staff if it is not ready (delayed job, one per turnover and due time). */
  turnoverDue: 'concierge.turnover-due',
  /** A turnover became ready: the arriving guest hears it by push and email (one job per turnover, never twice). */
  villaReady: 'concierge.villa-ready',
  /** Worker start: every villa's turnovers follow its stays (those stored before turnovers existed or while no worker ran). */
  reconcileTurnovers: 'calendar.reconcile-turnovers',
  /** The monthly schedule ticked: enqueue the statements of the month before (nothing else). */
  scheduledStatements: 'reports.scheduled-statements',
  /** Compute and store one month's statements (one per site, replacing any before), then mail them once. */
  produceStatements: 'reports.produce-statements',
  /** One month's statements were stored: tell every investor, in English and Indonesian. */
  mailStatements: 'notifications.mail-statements',
  /** Daily: data-page photos of stays that ended DOCUMENT_RETENTION_DAYS ago or more are deleted. */
  deleteExpiredDocuments: 'privacy.delete-expired-documents',
  /** Daily: the register's personal fields of stays that ended REGISTER_RETENTION_DAYS ago or more are anonymised. */
  anonymiseRegister: 'privacy.anonymise-register',
  /** A foreign guest's report to immigration came due: raise it as overdue if still unreported (delayed job, one per person). */
  immigrationReportDue: 'register.immigration-report-due',
  /** Development demo, every few minutes: one thing a guest, a visitor or the staff would do, so the demo moves. */
  demoPulse: 'demo.pulse',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface JobPayloads {
  [JOBS.purgeExpiredSessions]: Record<string, never>;
  [JOBS.pullVillaCalendar]: {
    villaSlug: string;
    /** The villa's feed to pull: each feed has its own pull. */
    feedId: string;
    trigger: 'manual' | 'schedule';
    /** The HTTP request that asked for the pull, so api and worker logs join up. */
    requestId?: string;
    /** Set by the first attempt, so the run keeps one id and start time across retries. */
    runId?: string;
    /** ISO time of the first attempt. */
    startedAt?: string;
  };
  [JOBS.scheduledVillaPull]: { villaSlug: string; feedId: string };
  [JOBS.deliverGuestNotification]: { notificationId: string };
  [JOBS.alertStaff]: { permission: Permission; message: StaffAlertText; url: string; tag: string };
  [JOBS.mailReservationConfirmation]: { reservationId: string };
  [JOBS.mailBookingCode]: { reservationId: string };
  [JOBS.mailReservationReply]: { messageId: string };
  [JOBS.sendPush]: { subscriptionId: string; message: PushMessage };
  [JOBS.sendEmail]: { to: string; subject: string; text: string; html: string };
  /** sendAt: the ISO time it was scheduled for; a job the booking's dates no longer give sends nothing. */
  [JOBS.sendStageMessage]: { bookingId: string; stage: StayStage; sendAt: string };
  [JOBS.markLateRequests]: Record<string, never>;
  /** dueAt: the ISO due time the job was scheduled for (a re-timed turnover's old job finds it moved and does nothing). */
  [JOBS.turnoverDue]: { turnoverId: string; dueAt: string };
  [JOBS.reconcileTurnovers]: Record<string, never>;
  [JOBS.villaReady]: { turnoverId: string };
  [JOBS.scheduledStatements]: Record<string, never>;
  /** month: YYYY-MM. */
  [JOBS.produceStatements]: { month: string };
  [JOBS.mailStatements]: { month: string };
  [JOBS.deleteExpiredDocuments]: Record<string, never>;
  [JOBS.anonymiseRegister]: Record<string, never>;
  /** position: the person's seat in the booking's check-in. */
  [JOBS.immigrationReportDue]: { bookingId: string; position: number };
  [JOBS.demoPulse]: Record<string, never>;
}

/** The queue each job runs on. */
export const JOB_QUEUES = {
  [JOBS.purgeExpiredSessions]: QUEUES.maintenance,
  [JOBS.pullVillaCalendar]: QUEUES.calendarSync,
  [JOBS.scheduledVillaPull]: QUEUES.calendarSync,
  [JOBS.deliverGuestNotification]: QUEUES.notifications,
  [JOBS.alertStaff]: QUEUES.notifications,
  [JOBS.mailReservationConfirmation]: QUEUES.notifications,
  [JOBS.mailBookingCode]: QUEUES.notifications,
  [JOBS.mailReservationReply]: QUEUES.notifications,
  [JOBS.sendPush]: QUEUES.notifications,
  [JOBS.sendEmail]: QUEUES.notifications,
  [JOBS.sendStageMessage]: QUEUES.notifications,
  [JOBS.markLateRequests]: QUEUES.concierge,
  [JOBS.turnoverDue]: QUEUES.concierge,
  [JOBS.reconcileTurnovers]: QUEUES.calendarSync,
  [JOBS.villaReady]: QUEUES.concierge,
  [JOBS.scheduledStatements]: QUEUES.reports,
  [JOBS.produceStatements]: QUEUES.reports,
  [JOBS.mailStatements]: QUEUES.notifications,
  [JOBS.deleteExpiredDocuments]: QUEUES.privacy,
  [JOBS.anonymiseRegister]: QUEUES.privacy,
  [JOBS.immigrationReportDue]: QUEUES.register,
  [JOBS.demoPulse]: QUEUES.demo,
} as const satisfies Record<JobName, QueueName>;

/** The jobs of one queue. */
export type JobsOn<Q extends QueueName> = { [N in JobName]: (typeof JOB_QUEUES)[N] extends Q ? N : never }[JobName];

/**
 * The recurring jobs' scheduler ids, from the job and its payload: BullMQ upserts schedulers by
 * id, so any number of processes leave one schedule per job (per villa for villa pulls).
 */
export const SCHEDULER_IDS = {
  [JOBS.purgeExpiredSessions]: () => 'purge-expired-sessions',
  [JOBS.scheduledVillaPull]: (payload: Pick<JobPayloads[typeof JOBS.scheduledVillaPull], 'feedId'>) => `feed-pull-${payload.feedId}`,
  [JOBS.scheduledStatements]: () => 'monthly-statements',
  [JOBS.deleteExpiredDocuments]: () => 'document-retention',
  [JOBS.anonymiseRegister]: () => 'register-retention',
  [JOBS.demoPulse]: () => 'demo-pulse',
  [JOBS.markLateRequests]: () => 'late-requests',
} as const satisfies Partial<Record<JobName, (payload: never) => string>>;

/** One overdue check per person of a booking: verifying twice keeps the first, the proof number removes it by this id. */
export function immigrationReportDueJobId(bookingId: string, position: number): string {
  return `immigration-report-due-${bookingId}-${position}`;
}

/** One alert job per turnover and due time: re-timing a turnover schedules a new one and removes the old. */
export function turnoverDueJobId(turnoverId: string, dueAt: Date | string): string {
  return `turnover-due-${turnoverId}-${new Date(dueAt).getTime()}`;
}

/**
 * The start-up reconcile of every villa's turnovers: one job id, so replicas starting together
 * join one run (it is removed once done, so the next start runs it again).
 */
export const TURNOVERS_CATCH_UP_JOB_ID = 'turnovers-catch-up';

/** The arriving guest's "villa ready" notice: one job per turnover, so a turnover tells its guest once. */
export function villaReadyJobId(turnoverId: string): string {
  return `villa-ready-${turnoverId}`;
}
