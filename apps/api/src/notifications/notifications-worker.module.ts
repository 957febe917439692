import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { NotificationsModule } from './notifications.module.ts';
import { AlertStaffJob } from './alert-staff.job.ts';
import { DeliverGuestNotificationJob } from './deliver-guest-notification.job.ts';
import { MailBookingCodeJob } from './mail-booking-code.job.ts';
import { MailReservationConfirmationJob } from './mail-reservation-confirmation.job.ts';
import { MailReservationReplyJob } from './mail-reservation-reply.job.ts';
import { MailStatementsJob } from './mail-statements.job.ts';
import { SendEmailJob } from './send-email.job.ts';
import { SendPushJob } from './send-push.job.ts';
import { SendStageMessageJob } from './send-stage-message.job.ts';
import { Mailer } from './mailer.ts';
import { DeliveryRepository } from './delivery.repository.ts';
import { NotificationsProcessor } from './notifications.processor.ts';
import { PushSender } from './push-sender.ts';

/** The push and mail senders: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [JobsModule, NotificationsModule],
  providers: [PushSender, Mailer, DeliveryRepository, DeliverGuestNotificationJob, AlertStaffJob, MailReservationConfirmationJob, MailBookingCodeJob, MailReservationReplyJob, MailStatementsJob, SendPushJob, SendEmailJob, SendStageMessageJob, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
