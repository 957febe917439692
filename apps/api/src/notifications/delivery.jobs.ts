import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { renderText } from '@prana/catalogue';
import { JOBS, PERMISSIONS, QUEUES, type JobPayloads } from '@prana/contracts';
import { deliveryChannels } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob } from '../jobs/typed-jobs.ts';
import { bookingCodeMail, GUEST_NOTIFICATIONS_PATH, notificationMail, reservationConfirmationMail, reservationReplyMail } from './guest-mail.tsx';
import { Mailer } from './mailer.ts';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.service.ts';
import { DeliveryRepository } from './delivery.repository.ts';
import { PushSender } from './push-sender.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/**
 * JOBS.deliverGuestNotification: one job per channel and device, so a retry of one never
 * repeats another (their job ids derive from the notification).
 */
@Injectable()
export class DeliverGuestNotificationJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ notificationId }: JobPayloads[typeof JOBS.deliverGuestNotification]): Promise<{ pushes: number; emails: number }> {
    const notification = await this.rows.guestNotification(notificationId);
    if (!notification) return { pushes: 0, emails: 0 };
    const { preferences } = notification;
    const { channels, evenWhenOff } = deliveryChannels(notification.message);
    let pushes = 0;
    let emails = 0;
    // Without stored preferences: email on, push off.
    if (channels.includes('push') && (evenWhenOff || (preferences?.pushNotifications ?? false))) {
      for (const subscription of await this.subscriptions.forBooking(notification.bookingId)) {
        const message = { title: 'Prana', body: renderText(notification.message, subscription.lang), url: GUEST_NOTIFICATIONS_PATH, tag: notification.id };
        await addJob(this.queue, JOBS.sendPush, { subscriptionId: subscription.id, message }, { ...DELIVERY_JOB_OPTIONS, jobId: `push-${notification.id}-${subscription.id}` });
        pushes += 1;
      }
    }
    if (channels.includes('email') && notification.email && (evenWhenOff || (preferences?.emailNotifications ?? true))) {
      const mail = await notificationMail(notification.message, notification.guestName, preferences?.language ?? 'en', this.config.publicUrl);
      await addJob(this.queue, JOBS.sendEmail, { to: notification.email, ...mail }, { ...DELIVERY_JOB_OPTIONS, jobId: `mail-${notification.id}` });
      emails += 1;
    }
    return { pushes, emails };
  }
}

/** JOBS.alertStaff: one push job per device of the staff whose role holds the permission. */
@Injectable()
export class AlertStaffJob {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
  ) {}

  async handle(payload: JobPayloads[typeof JOBS.alertStaff], jobId: string): Promise<{ pushes: number }> {
    const devices = await this.subscriptions.forStaffRoles(PERMISSIONS[payload.permission]);
    for (const subscription of devices) {
      const message = { title: 'Prana', body: renderText(payload.message, subscription.lang), url: payload.url, tag: payload.tag };
      await addJob(this.queue, JOBS.sendPush, { subscriptionId: subscription.id, message }, { ...DELIVERY_JOB_OPTIONS, jobId: `push-${jobId}-${subscription.id}` });
    }
    return { pushes: devices.length };
  }
}

/** JOBS.mailReservationConfirmation: the visitor's confirmation with its PRR- reference, in the language they wrote in. */
@Injectable()
export class MailReservationConfirmationJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ reservationId }: JobPayloads[typeof JOBS.mailReservationConfirmation]): Promise<{ outcome: string }> {
    const request = await this.rows.reservation(reservationId);
    if (!request) return { outcome: 'gone' };
    const mail = await reservationConfirmationMail(request, request.language, this.config.publicUrl);
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}

/** JOBS.mailBookingCode: the visitor's booking code and how to sign in, in the language they wrote in. */
@Injectable()
export class MailBookingCodeJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ reservationId }: JobPayloads[typeof JOBS.mailBookingCode]): Promise<{ outcome: string }> {
    const request = await this.rows.reservation(reservationId);
    if (!request?.booking) return { outcome: 'gone' };
    const { booking } = request;
    const mail = await bookingCodeMail(
      { reference: request.reference, fullName: request.fullName, villaName: request.villaName, checkIn: booking.checkIn, checkOut: booking.checkOut, code: booking.code, lastName: booking.lastName },
      request.language,
      this.config.publicUrl,
    );
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}

/** JOBS.mailReservationReply: a concierge reply to a visitor, who has no companion to read it in. */
@Injectable()
export class MailReservationReplyJob {
  constructor(
    private readonly rows: DeliveryRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ messageId }: JobPayloads[typeof JOBS.mailReservationReply]): Promise<{ outcome: string }> {
    const message = await this.rows.reservationMessage(messageId);
    const request = message?.reservation;
    if (!message || !request || message.internal) return { outcome: 'gone' };
    const mail = await reservationReplyMail(request, message.text, request.language, this.config.publicUrl);
    return { outcome: await this.mailer.send(request.email, mail) };
  }
}

/** JOBS.sendPush: one device; a subscription the push service no longer knows (404/410), or whose address the guard refuses, is removed. */
@Injectable()
export class SendPushJob {
  private readonly logger = new Logger(SendPushJob.name);

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly sender: PushSender,
  ) {}

  async handle({ subscriptionId, message }: JobPayloads[typeof JOBS.sendPush]): Promise<{ outcome: string }> {
    const subscription = await this.subscriptions.byId(subscriptionId);
    // Signed out (or expired) since: nothing to send to.
    if (!subscription) return { outcome: 'unsubscribed' };
    const outcome = await this.sender.send(subscription, message);
    if (outcome === 'gone' || outcome === 'refused') {
      await this.subscriptions.removeById(subscription.id);
      this.logger.log(`Push subscription ${subscription.id} ${outcome === 'gone' ? 'is gone at its push service' : 'reaches a private or local address'}: removed.`);
    }
    return { outcome };
  }
}

/** JOBS.sendEmail: one email, retried with backoff while the SMTP server refuses. */
@Injectable()
export class SendEmailJob {
  constructor(private readonly mailer: Mailer) {}

  async handle({ to, subject, text, html }: JobPayloads[typeof JOBS.sendEmail]): Promise<{ outcome: string }> {
    return { outcome: await this.mailer.send(to, { subject, text, html }) };
  }
}
