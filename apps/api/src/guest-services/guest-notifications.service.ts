import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type {
  NotificationChangeResponse,
  NotificationChannel,
  NotificationResponse,
  NotificationsResponse,
} from '@prana/contracts';
import { deliveryChannels, type NotificationDraft } from '@prana/domain';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import { GuestNotificationsRepository, type NotificationRow } from './guest-notifications.repository.ts';
import { toNotificationResponse } from './guest-responses.ts';
import { ApiException } from '../common/api-exception.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';

/** Send test: a confirmation on the email channel, a reminder on push. */
const TEST_NOTIFICATIONS: Readonly<Record<NotificationChannel, NotificationDraft>> = {
  email: { type: 'confirmation', message: { kind: 'test', channel: 'email' } },
  push: { type: 'reminder', message: { kind: 'test', channel: 'push' } },
};

/** A notification not yet stored: `add` stores it alone, the request statements with their request. */
export function newNotification(bookingId: string, draft: NotificationDraft, relatedRequestId: string | null = null): NotificationRow {
  return { id: randomUUID(), bookingId, type: draft.type, message: draft.message, read: false, relatedRequestId, createdAt: new Date() };
}

@Injectable()
export class GuestNotificationsService {
  constructor(
    private readonly rows: GuestNotificationsRepository,
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
    private readonly delivery: NotificationDelivery,
  ) {}

  /** Stores a notification (in the caller's transaction, if any); publish it with `published` after the commit. */
  async add(bookingId: string, draft: NotificationDraft, relatedRequestId: string | null = null): Promise<NotificationRow> {
    const notification = newNotification(bookingId, draft, relatedRequestId);
    await this.rows.insert(notification);
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
  async published(bookingId: string, notification: NotificationRow, known: { unread?: number; guestHasAddress?: boolean } = {}): Promise<NotificationResponse> {
    const response = toNotificationResponse(notification);
    this.realtime.toBooking(bookingId, 'notification.created', { notification: response, unreadCount: known.unread ?? (await this.unreadCount(bookingId)) });
    // Most notifications stay in the companion (NOTIFICATION_DELIVERY), and a guest with no email and
    // no device has nowhere else: no job for those.
    if (deliveryChannels(notification.message).channels.length > 0 && known.guestHasAddress !== false) await this.delivery.guestNotification(notification.id);
    return response;
  }

  async list(bookingId: string): Promise<NotificationsResponse> {
    const notifications = await this.rows.list(bookingId);
    return {
      notifications: notifications.map(toNotificationResponse),
      unreadCount: notifications.filter((notification) => !notification.read).length,
    };
  }

  async markRead(bookingId: string, notificationId: string): Promise<NotificationChangeResponse> {
    const marked = await this.rows.markRead(bookingId, notificationId);
    if (!marked) throw new ApiException('notification.notFound');
    return this.readResult(bookingId, marked.changed ? [marked.notification] : [], [marked.notification]);
  }

  async markAllRead(bookingId: string): Promise<NotificationChangeResponse> {
    const changed = await this.rows.markAllRead(bookingId);
    return this.readResult(bookingId, changed, changed);
  }

  async sendTest(bookingId: string, channel: NotificationChannel): Promise<NotificationChangeResponse> {
    const notification = await this.add(bookingId, TEST_NOTIFICATIONS[channel]);
    const response = await this.published(bookingId, notification);
    return { notifications: [response], unreadCount: await this.unreadCount(bookingId) };
  }

  private async readResult(
    bookingId: string,
    changed: NotificationRow[],
    returned: NotificationRow[],
  ): Promise<NotificationChangeResponse> {
    const unreadCount = await this.unreadCount(bookingId);
    if (changed.length > 0) {
      this.realtime.toBooking(bookingId, 'notification.read', { notificationIds: changed.map((notification) => notification.id), unreadCount });
    }
    return { notifications: returned.map(toNotificationResponse), unreadCount };
  }
}
