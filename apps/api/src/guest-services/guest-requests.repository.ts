import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { ChargeStatus, RequestStatus, StaffRole } from '@prana/contracts';
import { Booking } from '../bookings/booking.entity.ts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { Repository } from '../database/repository.ts';
import { guestAddressOf, staffDevicesOf } from '../notifications/push-subscriptions.repository.ts';
import { GuestRequest } from './guest-request.entity.ts';
import type { GuestNotification } from './guest-notification.entity.ts';

/*
 * The request lifecycle in SQL: every request a guest makes and every answer staff give passes
 * here, and the ORM's find-with-populate and flush cost several times the CPU of the statements
 * themselves, which capped the live queue (README, "Live latency under load"). Reads are mapped
 * into the transaction's identity map as managed entities; writes go in one statement each, return
 * the booking's unread count for the notification event, and leave the entities the caller built
 * untracked (the caller publishes them after the commit). The four statements every request and
 * answer runs (the booking, the request, the two writes) are SQL text: building them with the query
 * builder on each call cost the api a tenth of its CPU and an eighth of what it allocated.
 */

type Row = Record<string, unknown>;

/**
 * The notification as a CTE of the statement that writes its request: one row for each row of the
 * `request` CTE, so none when the request was not written.
 */
function insertNotification(notification: GuestNotification) {
  return sql`insert into guest_notifications (id, booking_id, type, message, read, related_request_id, created_at)
    select ${notification.id}::uuid, ${notification.booking.id}::uuid, ${notification.type}::varchar,
      ${JSON.stringify(notification.message)}::jsonb, ${notification.read}::boolean, request.id, ${notification.createdAt}::timestamptz
    from request`;
}

@Injectable()
export class GuestRequestsRepository extends Repository {
  /** The booking with its villa loaded. */
  async bookingWithVilla(bookingId: string): Promise<Booking | null> {
    const { rows } = await sql<{ booking: Row; villa: Row }>`
      select to_jsonb(b) as booking, to_jsonb(v) as villa
      from bookings b join villas v on v.slug = b.villa_slug
      where b.id = ${bookingId}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    this.em.map(Villa, row.villa);
    return this.em.map(Booking, row.booking);
  }

  /**
   * The request with its booking, villa and assignee loaded, locked until the transaction ends so
   * two people changing it at once go one after the other. With `bookingId`, only that booking's request.
   */
  async findForUpdate(requestId: string, bookingId: string | null): Promise<GuestRequest | null> {
    return this.find(requestId, bookingId, true);
  }

  /** The request with its booking, villa and assignee loaded (no lock); with `bookingId`, only that booking's. */
  async find(requestId: string, bookingId: string | null, lock = false): Promise<GuestRequest | null> {
    const { rows } = await sql<{ request: Row; booking: Row; villa: Row; assignee: Row | null }>`
      select to_jsonb(r) as request, to_jsonb(b) as booking, to_jsonb(v) as villa,
        case when s.id is null then null else to_jsonb(s) end as assignee
      from guest_requests r
        join bookings b on b.id = r.booking_id
        join villas v on v.slug = b.villa_slug
        left join staff_users s on s.id = r.assignee_id
      where r.id = ${requestId}
        ${bookingId === null ? sql`` : sql`and r.booking_id = ${bookingId}`}
      ${lock ? sql`for update of r` : sql``}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    this.em.map(Villa, row.villa);
    this.em.map(Booking, row.booking);
    if (row.assignee) this.em.map(StaffUser, row.assignee);
    return this.em.map(GuestRequest, row.request);
  }

  /**
   * Stores a new request with its 'request received' notification in one statement (the
   * notification's reference to the request is checked when it ends); returns the booking's unread
   * count and, in the same statement, whether an active staff member of `alertRoles` has a device
   * for the new-request push (`staffDevicesOf`, which `anyForStaffRoles` reads alone).
   */
  async insertWithNotification(
    request: GuestRequest,
    notification: GuestNotification,
    alertRoles: readonly StaffRole[],
  ): Promise<{ unread: number; staffDevices: boolean }> {
    const staffDevices = alertRoles.length === 0 ? sql`false` : sql`exists ${staffDevicesOf(this.db, alertRoles)}`;
    // The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
    const { rows } = await sql<{ unread: number; staffDevices: boolean }>`
      with request as (
        insert into guest_requests (id, booking_id, category, title, notes, scheduled_time, service_date, status, metadata, created_at, updated_at, due_at)
        values (${request.id}, ${request.booking.id}, ${request.category}, ${request.title}, ${request.notes}, ${request.scheduledTime}, ${request.serviceDate},
          ${request.status}, ${request.metadata}, ${request.createdAt}, ${request.updatedAt}, ${request.dueAt})
        returning id
      ), notification as (${insertNotification(notification)})
      select count(*)::int + 1 as unread, ${staffDevices} as "staffDevices"
      from guest_notifications
      where booking_id = ${notification.booking.id} and read = false`.execute(this.db);
    const row = rows[0]!;
    return { unread: row.unread, staffDevices: row.staffDevices };
  }

  /**
   * Moves a request from `from` to `status` and stores the notification that tells the guest, in one
   * statement that writes nothing unless the request is still at `from` (someone else may have
   * changed it since it was read). Returns the booking's unread count, when the request was answered
   * and whether the guest has an address (`guestAddressOf`), or null when nothing was written. Leaving
   * pending answers the request (the first time only).
   */
  async changeStatusWithNotification(
    requestId: string,
    from: RequestStatus,
    status: RequestStatus,
    at: Date,
    notification: GuestNotification,
  ): Promise<{ unread: number; answeredAt: Date | null; guestHasAddress: boolean } | null> {
    const answered = status === 'pending' ? sql`answered_at` : sql`coalesce(answered_at, ${at})`;
    const bookingId = notification.booking.id;
    // The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
    const { rows } = await sql<{ answered_at: string | null; unread: number; guestHasAddress: boolean }>`
      with request as (
        update guest_requests set status = ${status}, updated_at = ${at}, answered_at = ${answered}
        where id = ${requestId} and status = ${from}
        returning id, answered_at
      ), notification as (${insertNotification(notification)})
      select request.answered_at,
        (select count(*)::int + 1 from guest_notifications where booking_id = ${bookingId} and read = false) as unread,
        exists ${guestAddressOf(this.db, bookingId)} as "guestHasAddress"
      from request`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return { unread: row.unread, answeredAt: row.answered_at === null ? null : new Date(row.answered_at), guestHasAddress: row.guestHasAddress };
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

  /** Marks the request answered at `at` unless it already was; true when this call answered it. */
  async markAnswered(requestId: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('guest_requests')
      .set({ answered_at: at })
      .where('id', '=', requestId)
      .where('answered_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /**
   * Marks a request late at `at` if it is still waiting: pending, never answered, not marked yet.
   * The condition makes it once-only however many times the escalation runs. True when marked.
   */
  async markLate(requestId: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('guest_requests')
      .set({ late_at: at })
      .where('id', '=', requestId)
      .where('status', '=', 'pending')
      .where('answered_at', 'is', null)
      .where('late_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async setAssignee(requestId: string, assigneeId: string | null): Promise<void> {
    await this.db.updateTable('guest_requests').set({ assignee_id: assigneeId }).where('id', '=', requestId).execute();
  }

  /**
   * Share of the requests made since `since` that were answered by their deadline; those still
   * waiting count once their deadline passed (they are late already).
   */
  async responseStats(since: Date, now: Date): Promise<{ due: number; onTime: number }> {
    const row = await this.db
      .selectFrom('guest_requests')
      .select([
        sql<number>`count(*) filter (where answered_at is not null or due_at <= ${now})::int`.as('due'),
        sql<number>`count(*) filter (where answered_at is not null and answered_at <= due_at)::int`.as('onTime'),
      ])
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return row;
  }
}
