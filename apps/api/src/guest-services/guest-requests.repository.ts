import { Injectable } from '@nestjs/common';
import { sql, type QueryCreator } from 'kysely';
import type { ChargeStatus, RequestStatus } from '@prana/contracts';
import { Booking } from '../bookings/booking.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import type { DB } from '../database/db.generated.ts';
import { Repository } from '../database/repository.ts';
import { GuestRequest } from './guest-request.entity.ts';
import type { GuestNotification } from './guest-notification.entity.ts';

/*
 * The request lifecycle in SQL: every request a guest makes and every answer staff give passes
 * here, and the ORM's find-with-populate and flush cost several times the CPU of the statements
 * themselves, which capped the live queue (README, "Live latency under load"). Reads are mapped
 * into the transaction's identity map as managed entities; writes go in one statement each, return
 * the booking's unread count for the notification event, and leave the entities the caller built
 * untracked (the caller publishes them after the commit).
 */

type Row = Record<string, unknown>;

/** The notification as a CTE of the statement that changes its request. */
function insertNotification(db: QueryCreator<DB>, notification: GuestNotification) {
  return db.insertInto('guest_notifications').values({
    id: notification.id,
    booking_id: notification.booking.id,
    type: notification.type,
    message: notification.message,
    read: notification.read,
    related_request_id: notification.relatedRequest?.id ?? null,
    created_at: notification.createdAt,
  });
}

@Injectable()
export class GuestRequestsRepository extends Repository {
  /** The booking with its villa loaded. */
  async bookingWithVilla(bookingId: string): Promise<Booking | null> {
    const row = await this.db
      .selectFrom('bookings as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select([sql<Row>`to_jsonb(b)`.as('booking'), sql<Row>`to_jsonb(v)`.as('villa')])
      .where('b.id', '=', bookingId)
      .executeTakeFirst();
    if (!row) return null;
    this.em.map(Villa, row.villa);
    return this.em.map(Booking, row.booking);
  }

  /**
   * The request with its booking and villa loaded, locked until the transaction ends so two people
   * changing it at once go one after the other. With `bookingId`, only that booking's request.
   */
  async findForUpdate(requestId: string, bookingId: string | null): Promise<GuestRequest | null> {
    const row = await this.db
      .selectFrom('guest_requests as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select([sql<Row>`to_jsonb(r)`.as('request'), sql<Row>`to_jsonb(b)`.as('booking'), sql<Row>`to_jsonb(v)`.as('villa')])
      .where('r.id', '=', requestId)
      .$if(bookingId !== null, (query) => query.where('r.booking_id', '=', bookingId!))
      .forUpdate('r')
      .executeTakeFirst();
    if (!row) return null;
    this.em.map(Villa, row.villa);
    this.em.map(Booking, row.booking);
    return this.em.map(GuestRequest, row.request);
  }

  /**
   * Stores a new request with its 'request received' notification in one statement (the
   * notification's reference to the request is checked when it ends); returns the booking's unread count.
   */
  async insertWithNotification(request: GuestRequest, notification: GuestNotification): Promise<number> {
    return this.unreadAfter(
      this.db
        .with('request', (db) =>
          db.insertInto('guest_requests').values({
            id: request.id,
            booking_id: request.booking.id,
            category: request.category,
            title: request.title,
            notes: request.notes,
            scheduled_time: request.scheduledTime,
            service_date: request.serviceDate,
            status: request.status,
            metadata: request.metadata,
            created_at: request.createdAt,
            updated_at: request.updatedAt,
          }),
        )
        .with('notification', (db) => insertNotification(db, notification)),
      notification.booking.id,
    );
  }

  /** Stores a request's new status and the notification that tells the guest, in one statement; returns the booking's unread count. */
  async updateStatusWithNotification(requestId: string, status: RequestStatus, at: Date, notification: GuestNotification): Promise<number> {
    return this.unreadAfter(
      this.db
        .with('changed', (db) => db.updateTable('guest_requests').set({ status, updated_at: at }).where('id', '=', requestId))
        .with('notification', (db) => insertNotification(db, notification)),
      notification.booking.id,
    );
  }

  /** The statuses of the charges a request added, locked until the transaction ends (a payment waits for the cancel, or the cancel for it). */
  async chargeStatusesForUpdate(requestId: string): Promise<ChargeStatus[]> {
    const rows = await this.db.selectFrom('guest_charges').select('status').where('request_id', '=', requestId).forUpdate().execute();
    return rows.map((row) => row.status as ChargeStatus);
  }

  /** The guest cancelled: the request is cancelled and the charges it added, all unpaid, are voided, in one statement. */
  async cancelWithCharges(requestId: string, at: Date): Promise<void> {
    await this.db
      .with('voided', (db) => db.updateTable('guest_charges').set({ status: 'void' }).where('request_id', '=', requestId).where('status', '=', 'pending'))
      .updateTable('guest_requests')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', requestId)
      .execute();
  }

  async updateNotes(requestId: string, notes: string, at: Date): Promise<void> {
    await this.db.updateTable('guest_requests').set({ notes, updated_at: at }).where('id', '=', requestId).execute();
  }

  /** Ends the statement: the booking's unread count once its new notification is stored. */
  private async unreadAfter(statement: QueryCreator<DB>, bookingId: string): Promise<number> {
    const row = await statement
      .selectFrom('guest_notifications')
      // The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
      .select(sql<number>`count(*)::int + 1`.as('unread'))
      .where('booking_id', '=', bookingId)
      .where('read', '=', false)
      .executeTakeFirstOrThrow();
    return row.unread;
  }
}
