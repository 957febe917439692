import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { JOBS, QUEUES } from '@prana/contracts';
import { jobLockOptions } from '../config/app-config.ts';
import { runJob, type JobHandlers } from '../jobs/typed-jobs.ts';
import { AlertStaffJob, DeliverGuestNotificationJob, MailBookingCodeJob, MailReservationConfirmationJob, MailReservationReplyJob, SendEmailJob, SendPushJob } from './delivery.jobs.ts';

/** Push and email, in the worker only: retried with backoff by BullMQ (DELIVERY_JOB_OPTIONS). */
@Processor(QUEUES.notifications, jobLockOptions())
export class NotificationsProcessor extends WorkerHost {
  private readonly handlers: JobHandlers<typeof QUEUES.notifications>;

  constructor(
    deliver: DeliverGuestNotificationJob,
    alert: AlertStaffJob,
    reservation: MailReservationConfirmationJob,
    bookingCode: MailBookingCodeJob,
    reply: MailReservationReplyJob,
    push: SendPushJob,
    email: SendEmailJob,
  ) {
    super();
    this.handlers = {
      [JOBS.deliverGuestNotification]: (job) => deliver.handle(job.data),
      [JOBS.alertStaff]: (job) => alert.handle(job.data, job.id ?? job.name),
      [JOBS.mailReservationConfirmation]: (job) => reservation.handle(job.data),
      [JOBS.mailBookingCode]: (job) => bookingCode.handle(job.data),
      [JOBS.mailReservationReply]: (job) => reply.handle(job.data),
      [JOBS.sendPush]: (job) => push.handle(job.data),
      [JOBS.sendEmail]: (job) => email.handle(job.data),
    };
  }

  process(job: Job): Promise<unknown> {
    return runJob(QUEUES.notifications, this.handlers, job);
  }
}
