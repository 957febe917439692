import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { NotificationType } from '@prana/contracts';
import type { NotificationText } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A message to the guests of one booking. */
export interface NotificationRow {
  id: string;
  bookingId: string;
  type: NotificationType;
  message: NotificationText;
  read: boolean;
  relatedRequestId: string | null;
  createdAt: Date;
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const NOTIFICATION: NotificationRow = {
  id: '00000000-0000-4000-8000-00000000c001',
  bookingId: BOOKING,
  type: 'reminder',
  message: { kind: 'test', channel: 'push' },
  read: false,
  relatedRequestId: null,
  createdAt: new Date('2027-05-10T02:00:00Z'),
};

/** The guest_notifications rows of a booking: stored once, read newest first, only ever marked read. */
@Injectable()
export class GuestNotificationsRepository extends Repository {
  @GenerateSql({ params: [NOTIFICATION] })
  async insert(notification: NotificationRow): Promise<void> {
    await this.db
      .insertInto('guest_notifications')
      .values({
        id: notification.id,
        booking_id: notification.bookingId,
        type: notification.type,
        message: notification.message,
        read: notification.read,
        related_request_id: notification.relatedRequestId,
        created_at: notification.createdAt,
      })
      .execute();
  }

  /** Whether the booking was already told something of this kind (a notice sent once per stay). */
  @GenerateSql({ params: [BOOKING, 'villa-ready'] })
  async hasKind(bookingId: string, kind: NotificationText['kind']): Promise<boolean> {
    const row = await this.db
      .selectFrom('guest_notifications')
      .select('id')
      .where('booking_id', '=', bookingId)
      .where(sql<string>`message->>'kind'`, '=', kind)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Newest first (by time, then id). */
  @GenerateSql({ params: [BOOKING] })
  async list(bookingId: string): Promise<NotificationRow[]> {
    const rows = await this.db
      .selectFrom('guest_notifications')
      .select(['id', 'booking_id', 'type', 'message', 'read', 'related_request_id', 'created_at'])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toNotification);
  }

  /**
   * Marks one of the booking's notifications read: the notification as it is now and whether this
   * call changed it, or null when the booking has no such notification.
   */
  @GenerateSql({ params: [BOOKING, NOTIFICATION.id] })
  async markRead(bookingId: string, notificationId: string): Promise<{ notification: NotificationRow; changed: boolean } | null> {
    // `was_read` comes from the row before the update: the update's own snapshot of it.
    const row = await this.db
      .with('before', (db) =>
        db.selectFrom('guest_notifications').select(['id', 'read as was_read']).where('id', '=', notificationId).where('booking_id', '=', bookingId),
      )
      .updateTable('guest_notifications as n')
      .from('before')
      .set({ read: true })
      .whereRef('n.id', '=', 'before.id')
      .returning(['n.id', 'n.booking_id', 'n.type', 'n.message', 'n.read', 'n.related_request_id', 'n.created_at', 'before.was_read'])
      .executeTakeFirst();
    return row ? { notification: toNotification(row), changed: !row.was_read } : null;
  }

  /** Marks every unread notification of the booking read; returns those it changed, newest first. */
  @GenerateSql({ params: [BOOKING] })
  async markAllRead(bookingId: string): Promise<NotificationRow[]> {
    const rows = await this.db
      .updateTable('guest_notifications')
      .set({ read: true })
      .where('booking_id', '=', bookingId)
      .where('read', '=', false)
      .returning(['id', 'booking_id', 'type', 'message', 'read', 'related_request_id', 'created_at'])
      .execute();
    return rows.map(toNotification).sort(newestFirst);
  }
}

function toNotification(row: {
  id: string;
  booking_id: string;
  type: NotificationType;
  message: NotificationText;
  read: boolean;
  related_request_id: string | null;
  created_at: string;
}): NotificationRow {
  return {
    id: row.id,
    bookingId: row.booking_id,
    type: row.type,
    message: row.message,
    read: row.read,
    relatedRequestId: row.related_request_id,
    createdAt: new Date(row.created_at),
  };
}

function newestFirst(a: NotificationRow, b: NotificationRow): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
