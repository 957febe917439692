import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  NotificationChangeResponse,
  NotificationChannel,
  NotificationResponse,
  NotificationsResponse,
} from '@prana/contracts';
import { deliveryChannels, type NotificationDraft } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestNotification } from './guest-notification.entity.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import type { GuestRequest } from './guest-request.entity.ts';
import { toNotificationResponse } from './guest-responses.ts';
import { isUuid } from '../common/ids.ts';
import { ApiException } from '../common/api-exception.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';

/** Send test: a confirmation on the email channel, a reminder on push. */
const TEST_NOTIFICATIONS: Readonly<Record<NotificationChannel, NotificationDraft>> = {
  email: { type: 'confirmation', message: { kind: 'test', channel: 'email' } },
  push: { type: 'reminder', message: { kind: 'test', channel: 'push' } },
};

/** A notification not yet stored: `add` stores it through the ORM, the request store in its own statement. */
export function newNotification(booking: Booking, draft: NotificationDraft, relatedRequest: GuestRequest | null = null): GuestNotification {
  const notification = new GuestNotification(booking, draft.type, draft.message);
  notification.relatedRequest = relatedRequest;
  return notification;
}

@Injectable()
export class GuestNotificationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
    private readonly delivery: NotificationDelivery,
  ) {}

  /** Adds a notification inside the caller's transaction; publish it with `published` after the commit. */
  add(tx: EntityManager, booking: Booking, draft: NotificationDraft, relatedRequest: GuestRequest | null = null): GuestNotification {
    const notification = newNotification(booking, draft, relatedRequest);
    tx.persist(notification);
    return notification;
  }

  /** Sent with every notification event. */
  async unreadCount(bookingId: string): Promise<number> {
    return this.accounts.unreadNotifications(bookingId);
  }

  /**
   * Publishes a committed notification to the booking's pages with the new unread count, and hands it
   * to the worker for push and email. Every guest notification passes here: whether its kind also goes
   * out by push or email is NOTIFICATION_DELIVERY's entry. `known`: what the caller's statement already
   * read (else the count is read here, and the worker is asked whatever the guest's addresses).
   */
  async published(bookingId: string, notification: GuestNotification, known: { unread?: number; guestHasAddress?: boolean } = {}): Promise<NotificationResponse> {
    const response = toNotificationResponse(notification);
    this.realtime.toBooking(bookingId, 'notification.created', { notification: response, unreadCount: known.unread ?? (await this.unreadCount(bookingId)) });
    // Most notifications stay in the companion (NOTIFICATION_DELIVERY), and a guest with no email and
    // no device has nowhere else: no job for those.
    if (deliveryChannels(notification.message).channels.length > 0 && known.guestHasAddress !== false) await this.delivery.guestNotification(notification.id);
    return response;
  }

  async list(bookingId: string): Promise<NotificationsResponse> {
    const em = this.em.fork();
    const notifications = await em.find(GuestNotification, { booking: bookingId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return {
      notifications: notifications.map(toNotificationResponse),
      unreadCount: notifications.filter((notification) => !notification.read).length,
    };
  }

  async markRead(bookingId: string, notificationId: string): Promise<NotificationChangeResponse> {
    if (!isUuid(notificationId)) throw new ApiException('notification.notFound');
    const em = this.em.fork();
    const notification = await em.findOne(GuestNotification, { id: notificationId, booking: bookingId });
    if (!notification) throw new ApiException('notification.notFound');
    const changed = !notification.read;
    notification.read = true;
    await em.flush();
    return this.readResult(bookingId, changed ? [notification] : [], [notification]);
  }

  async markAllRead(bookingId: string): Promise<NotificationChangeResponse> {
    const em = this.em.fork();
    const unread = await em.find(GuestNotification, { booking: bookingId, read: false });
    for (const notification of unread) notification.read = true;
    await em.flush();
    return this.readResult(bookingId, unread, unread);
  }

  async sendTest(bookingId: string, channel: NotificationChannel): Promise<NotificationChangeResponse> {
    const em = this.em.fork();
    const booking = em.getReference(Booking, bookingId);
    const notification = this.add(em, booking, TEST_NOTIFICATIONS[channel]);
    await em.flush();
    const response = await this.published(bookingId, notification);
    return { notifications: [response], unreadCount: await this.unreadCount(bookingId) };
  }

  private async readResult(
    bookingId: string,
    changed: GuestNotification[],
    returned: GuestNotification[],
  ): Promise<NotificationChangeResponse> {
    const unreadCount = await this.unreadCount(bookingId);
    if (changed.length > 0) {
      this.realtime.toBooking(bookingId, 'notification.read', { notificationIds: changed.map((notification) => notification.id), unreadCount });
    }
    return { notifications: returned.map(toNotificationResponse), unreadCount };
  }
}
