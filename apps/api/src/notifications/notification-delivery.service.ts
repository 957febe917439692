import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, PERMISSIONS, QUEUES, type Permission } from '@prana/contracts';
import type { StaffAlertText } from '@prana/domain';
import { addJob } from '../jobs/typed-jobs.ts';
import { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

/** Retries with exponential backoff (2 s, 4 s, 8 s …) for pushes and mail the far side refused for now. */
export const DELIVERY_JOB_OPTIONS = { attempts: 6, backoff: { type: 'exponential', delay: 2_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 } as const;

/**
 * What the api hands to the worker for push and email; it only enqueues, after the commit. A
 * failure to enqueue is logged, never the request's failure: the row is stored and shown live.
 */
@Injectable()
export class NotificationDelivery {
  private readonly logger = new Logger(NotificationDelivery.name);

  constructor(
    @InjectQueue(QUEUES.notifications) private readonly queue: Queue,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  /** A stored guest notification: the worker sends it on the channels NOTIFICATION_DELIVERY names for its kind. */
  guestNotification(notificationId: string): Promise<void> {
    return this.enqueue(() => addJob(this.queue, JOBS.deliverGuestNotification, { notificationId }, { ...DELIVERY_JOB_OPTIONS, jobId: `deliver-${notificationId}` }));
  }

  /**
   * A push to every device of the staff who hold `permission` (their service worker shows it when no
   * Prana tab is open). `staffDevices`: whether anyone who could get it has a device, when the caller
   * already read it (else looked up here).
   */
  staffAlert(permission: Permission, message: StaffAlertText, url: string, tag: string, staffDevices?: boolean): Promise<void> {
    return this.enqueue(async () => {
      // No job when no one who could get it has a device (often the case): a job for every new
      // request cost the worker and Redis a fifth of a core at 100 requests a second.
      if (!(staffDevices ?? (await this.subscriptions.anyForStaffRoles(PERMISSIONS[permission])))) return;
      await addJob(this.queue, JOBS.alertStaff, { permission, message, url, tag }, DELIVERY_JOB_OPTIONS);
    });
  }

  reservationConfirmation(reservationId: string): Promise<void> {
    return this.enqueue(() =>
      addJob(this.queue, JOBS.mailReservationConfirmation, { reservationId }, { ...DELIVERY_JOB_OPTIONS, jobId: `reservation-mail-${reservationId}` }),
    );
  }

  /** The visitor's request became a booking: mail them the code and how to sign in (once per request). */
  bookingCode(reservationId: string): Promise<void> {
    return this.enqueue(() => addJob(this.queue, JOBS.mailBookingCode, { reservationId }, { ...DELIVERY_JOB_OPTIONS, jobId: `booking-code-mail-${reservationId}` }));
  }

  /** A concierge reply in a visitor's reservation thread goes to them by email. */
  reservationReply(messageId: string): Promise<void> {
    return this.enqueue(() => addJob(this.queue, JOBS.mailReservationReply, { messageId }, { ...DELIVERY_JOB_OPTIONS, jobId: `reservation-reply-${messageId}` }));
  }

  private async enqueue(add: () => Promise<unknown>): Promise<void> {
    try {
      await add();
    } catch (error) {
      this.logger.error(`Could not enqueue a push or email: ${(error as Error).message}`);
    }
  }
}
