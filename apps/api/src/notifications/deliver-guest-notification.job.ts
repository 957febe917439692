import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { renderText } from '@prana/catalogue';
import { JOBS, QUEUES } from '@prana/contracts';
import { deliveryChannels } from '@prana/domain';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { addJob, type TypedJob } from '../jobs/typed-jobs.ts';
import { GUEST_NOTIFICATIONS_PATH, notificationMail } from './guest-mail.tsx';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.service.ts';
import { DeliveryRepository } from './delivery.repository.ts';
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

  async handle(job: TypedJob<typeof JOBS.deliverGuestNotification>): Promise<{ pushes: number; emails: number }> {
    const notification = await this.rows.guestNotification(job.data.notificationId);
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
