import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { NotificationsModule } from './notifications.module.ts';
import { AlertStaffJob, DeliverGuestNotificationJob, MailBookingCodeJob, MailReservationConfirmationJob, MailReservationReplyJob, SendEmailJob, SendPushJob } from './delivery.jobs.ts';
import { Mailer } from './mailer.ts';
import { DeliveryRepository } from './delivery.repository.ts';
import { NotificationsProcessor } from './notifications.processor.ts';
import { PushSender } from './push-sender.ts';

/** The push and mail senders: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, NotificationsModule],
  providers: [PushSender, Mailer, DeliveryRepository, DeliverGuestNotificationJob, AlertStaffJob, MailReservationConfirmationJob, MailBookingCodeJob, MailReservationReplyJob, SendPushJob, SendEmailJob, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
