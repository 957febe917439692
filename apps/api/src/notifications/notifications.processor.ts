import { Processor } from '@nestjs/bullmq';
import { PinoLogger } from 'nestjs-pino';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { JobProcessor, STARTED_BY_CREATE_WORKER } from '../jobs/job-processor.ts';
import type { JobHandlers } from '../jobs/typed-jobs.ts';
import { AlertStaffJob } from './alert-staff.job.ts';
import { DeliverGuestNotificationJob } from './deliver-guest-notification.job.ts';
import { MailBookingCodeJob } from './mail-booking-code.job.ts';
import { MailReservationConfirmationJob } from './mail-reservation-confirmation.job.ts';
import { MailReservationReplyJob } from './mail-reservation-reply.job.ts';
import { MailStatementsJob } from './mail-statements.job.ts';
import { SendEmailJob } from './send-email.job.ts';
import { SendPushJob } from './send-push.job.ts';
import { SendStageMessageJob } from './send-stage-message.job.ts';

/** Push and email, in the worker only: retried with backoff by BullMQ (DELIVERY_JOB_OPTIONS). */
@Processor(QUEUES.notifications, { ...jobLockOptions(), ...STARTED_BY_CREATE_WORKER })
export class NotificationsProcessor extends JobProcessor<typeof QUEUES.notifications> {
  protected readonly handlers: JobHandlers<typeof QUEUES.notifications>;

  constructor(
    deliver: DeliverGuestNotificationJob,
    alert: AlertStaffJob,
    reservation: MailReservationConfirmationJob,
    bookingCode: MailBookingCodeJob,
    reply: MailReservationReplyJob,
    statements: MailStatementsJob,
    push: SendPushJob,
    email: SendEmailJob,
    stageMessage: SendStageMessageJob,
    logger: PinoLogger,
  ) {
    super(QUEUES.notifications, logger);
    this.handlers = {
      [JOBS.deliverGuestNotification]: (job) => deliver.handle(job),
      [JOBS.alertStaff]: (job) => alert.handle(job),
      [JOBS.mailReservationConfirmation]: (job) => reservation.handle(job),
      [JOBS.mailBookingCode]: (job) => bookingCode.handle(job),
      [JOBS.mailReservationReply]: (job) => reply.handle(job),
      [JOBS.mailStatements]: (job) => statements.handle(job),
      [JOBS.sendPush]: (job) => push.handle(job),
      [JOBS.sendEmail]: (job) => email.handle(job),
      [JOBS.sendStageMessage]: (job) => stageMessage.handle(job),
    };
  }
}
