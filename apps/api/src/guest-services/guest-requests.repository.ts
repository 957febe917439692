import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { ChargeStatus, RequestCategory, RequestStatus, StaffRole } from '@prana/contracts';
import type { Lang, RequestTitle } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { DB } from '../database/db.generated.ts';
import { guestAddressOf, staffDevicesOf } from '../notifications/push-subscriptions.repository.ts';
import type { NotificationRow } from './guest-notifications.repository.ts';

/*
 * The request lifecycle in SQL: every request a guest makes and every answer staff give passes
 * here. Writes go in one statement each and return the booking's unread count for the
 * notification event. The four statements every request and answer runs (the booking, the
 * request, the two writes) are Kysely's `sql` template, typed by their row interfaces: building
 * them with the query builder on each call cost the api a tenth of its CPU and an eighth of what
 * it allocated.
 */

/** The stay a request belongs to, as its checks, answers and queue row need it. */
export interface RequestBooking {
  id: string;
  code: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  villa: { slug: string; name: string };
  /** The companion's language when the guest last saved their preferences; null before they saved any. */
  language: Lang | null;
}

/** A request with its booking and villa, and who holds it. */
export interface GuestRequestRow {
  id: string;
  booking: RequestBooking;
  category: RequestCategory;
  title: RequestTitle;
  notes: string;
  scheduledTime: string | null;
  serviceDate: string | null;
  status: RequestStatus;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
  updatedAt: Date;
  dueAt: Date;
  answeredAt: Date | null;
  lateAt: Date | null;
  assignee: { id: string; name: string; username: string } | null;
}

/** A staff member a request may be given to. */
export interface AssigneeRow {
  id: string;
  username: string;
  role: StaffRole;
}

/** The columns of `bookingWithVilla` and `find`, as PostgreSQL returns them. */
interface BookingColumns {
  booking_id: string;
  booking_code: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  villa_slug: string;
  villa_name: string;
  guest_language: string | null;
}

interface RequestColumns extends BookingColumns {
  id: string;
  category: RequestCategory;
  title: RequestTitle;
  notes: string;
  scheduled_time: string | null;
  service_date: string | null;
  status: RequestStatus;
  metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  due_at: string;
  answered_at: string | null;
  late_at: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_username: string | null;
}

const BOOKING_COLUMNS = sql`b.id as booking_id, b.code as booking_code, b.guest_name, b.check_in, b.check_out, v.slug as villa_slug, v.name as villa_name,
  (select p.language from guest_preferences p where p.booking_id = b.id) as guest_language`;

function toBooking(row: BookingColumns): RequestBooking {
  return {
    id: row.booking_id,
    code: row.booking_code,
    guestName: row.guest_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    villa: { slug: row.villa_slug, name: row.villa_name },
    language: row.guest_language as Lang | null,
  };
}

function toRequest(row: RequestColumns): GuestRequestRow {
  return {
    id: row.id,
    booking: toBooking(row),
    category: row.category,
    title: row.title,
    notes: row.notes,
    scheduledTime: row.scheduled_time,
    serviceDate: row.service_date,
    status: row.status,
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    dueAt: new Date(row.due_at),
    answeredAt: row.answered_at === null ? null : new Date(row.answered_at),
    lateAt: row.late_at === null ? null : new Date(row.late_at),
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name!, username: row.assignee_username! },
  };
}

/**
 * The notification as a CTE of the statement that writes its request: one row for each row of the
 * `request` CTE, so none when the request was not written.
 */
function insertNotification(notification: NotificationRow) {
  return sql`insert into guest_notifications (id, booking_id, type, message, read, related_request_id, created_at)
    select ${notification.id}::uuid, ${notification.bookingId}::uuid, ${notification.type}::varchar,
      ${JSON.stringify(notification.message)}::jsonb, ${notification.read}::boolean, request.id, ${notification.createdAt}::timestamptz
    from request`;
}

/** Requests with their booking, villa and who holds them: the columns `toRequest` reads. */
function selectRequests(db: Kysely<DB>) {
  return db
    .selectFrom('guest_requests as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
    .leftJoin('staff_users as s', 's.id', 'r.assignee_id')
    .leftJoin('guest_preferences as p', 'p.booking_id', 'b.id')
    .select([
      'r.id',
      'r.category',
      'r.title',
      'r.notes',
      'r.scheduled_time',
      'r.service_date',
      'r.status',
      'r.metadata',
      'r.created_at',
      'r.updated_at',
      'r.due_at',
      'r.answered_at',
      'r.late_at',
      'b.id as booking_id',
      'b.code as booking_code',
      'b.guest_name',
      'b.check_in',
      'b.check_out',
      'v.slug as villa_slug',
      'v.name as villa_name',
      'p.language as guest_language',
      's.id as assignee_id',
      's.name as assignee_name',
      's.username as assignee_username',
    ]);
}

const BOOKING = '00000000-0000-4000-8000-00000000b001';
const REQUEST = '00000000-0000-4000-8000-00000000a001';
const AT = new Date('2027-05-10T02:00:00Z');
const EXAMPLE_NOTIFICATION: NotificationRow = {
  id: '00000000-0000-4000-8000-00000000c001',
  bookingId: BOOKING,
  type: 'confirmation',
  message: { kind: 'request-received', title: { kind: 'text', text: 'Fresh towels' } },
  read: false,
  relatedRequestId: REQUEST,
  createdAt: AT,
};
const EXAMPLE_REQUEST: GuestRequestRow = {
  id: REQUEST,
  booking: { id: BOOKING, code: 'PRN123', guestName: 'Ayu', checkIn: '2027-05-09', checkOut: '2027-05-14', villa: { slug: 'kayu-manis', name: 'Kayu Manis' }, language: 'id' },
  category: 'housekeeping',
  title: { kind: 'text', text: 'Fresh towels' },
  notes: '',
  scheduledTime: null,
  serviceDate: '2027-05-10',
  status: 'pending',
  metadata: null,
  createdAt: AT,
  updatedAt: AT,
  dueAt: AT,
  answeredAt: null,
  lateAt: null,
  assignee: null,
};

@Injectable()
export class GuestRequestsRepository extends Repository {
  /** The booking with its villa. */
  @GenerateSql({ params: [BOOKING] })
  async bookingWithVilla(bookingId: string): Promise<RequestBooking | null> {
    const { rows } = await sql<BookingColumns>`
      select ${BOOKING_COLUMNS}
      from bookings b join villas v on v.slug = b.villa_slug
      where b.id = ${bookingId}`.execute(this.db);
    return rows[0] ? toBooking(rows[0]) : null;
  }

  /**
   * The request with its booking, villa and assignee; with `bookingId`, only that booking's. With
   * `lock`, the request is locked until the transaction ends, so two people changing it at once go
   * one after the other.
   */
  @GenerateSql(
    { name: 'any booking', params: [REQUEST, null] },
    { name: 'the guest’s own, locked', params: [REQUEST, BOOKING, true] },
  )
  async find(requestId: string, bookingId: string | null, lock = false): Promise<GuestRequestRow | null> {
    const { rows } = await sql<RequestColumns>`
      select r.id, r.category, r.title, r.notes, r.scheduled_time, r.service_date, r.status, r.metadata,
        r.created_at, r.updated_at, r.due_at, r.answered_at, r.late_at,
        ${BOOKING_COLUMNS}, s.id as assignee_id, s.name as assignee_name, s.username as assignee_username
      from guest_requests r
        join bookings b on b.id = r.booking_id
        join villas v on v.slug = b.villa_slug
        left join staff_users s on s.id = r.assignee_id
      where r.id = ${requestId}
        ${bookingId === null ? sql`` : sql`and r.booking_id = ${bookingId}`}
      ${lock ? sql`for update of r` : sql``}`.execute(this.db);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  /** A booking's requests, newest first (then by id). */
  @GenerateSql({ params: [BOOKING] })
  async listForBooking(bookingId: string): Promise<GuestRequestRow[]> {
    const rows = await selectRequests(this.db).where('r.booking_id', '=', bookingId).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
    return rows.map(toRequest);
  }

  /** The concierge queue's requests: those of every confirmed stay that has not ended by `today` (Bali). */
  @GenerateSql({ params: ['2027-05-10'] })
  async ofCurrentStays(today: string): Promise<GuestRequestRow[]> {
    const rows = await selectRequests(this.db).where('b.status', '=', 'confirmed').where('b.check_out', '>=', today).execute();
    return rows.map(toRequest);
  }

  /**
   * Stores a new request with its 'request received' notification in one statement (the
   * notification's reference to the request is checked when it ends); returns the booking's unread
   * count and, in the same statement, whether an active staff member of `alertRoles` has a device
   * for the new-request push (`staffDevicesOf`, which `anyForStaffRoles` reads alone).
   */
  @GenerateSql(
    { name: 'alerting staff roles', params: [EXAMPLE_REQUEST, EXAMPLE_NOTIFICATION, ['manager', 'staff']] },
    { name: 'alerting nobody', params: [EXAMPLE_REQUEST, EXAMPLE_NOTIFICATION, []] },
  )
  async insertWithNotification(
    request: GuestRequestRow,
    notification: NotificationRow,
    alertRoles: readonly StaffRole[],
  ): Promise<{ unread: number; staffDevices: boolean }> {
    const staffDevices = alertRoles.length === 0 ? sql`false` : sql`exists (${staffDevicesOf(alertRoles)})`;
    // The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
    const { rows } = await sql<{ unread: number; staffDevices: boolean }>`
      with request as (
        insert into guest_requests (id, booking_id, category, title, notes, scheduled_time, service_date, status, metadata, created_at, updated_at, due_at)
        values (${request.id}, ${request.booking.id}, ${request.category}, ${JSON.stringify(request.title)}, ${request.notes}, ${request.scheduledTime},
          ${request.serviceDate}, ${request.status}, ${request.metadata === null ? null : JSON.stringify(request.metadata)}, ${request.createdAt},
          ${request.updatedAt}, ${request.dueAt})
        returning id
      ), notification as (${insertNotification(notification)})
      select count(*)::int + 1 as unread, ${staffDevices} as "staffDevices"
      from guest_notifications
      where booking_id = ${notification.bookingId} and read = false`.execute(this.db);
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
  @GenerateSql(
    { name: 'out of pending', params: [REQUEST, 'pending', 'acknowledged', AT, EXAMPLE_NOTIFICATION] },
    { name: 'back to pending', params: [REQUEST, 'acknowledged', 'pending', AT, EXAMPLE_NOTIFICATION] },
  )
  async changeStatusWithNotification(
    requestId: string,
    from: RequestStatus,
    status: RequestStatus,
    at: Date,
    notification: NotificationRow,
  ): Promise<{ unread: number; answeredAt: Date | null; guestHasAddress: boolean } | null> {
    const answered = status === 'pending' ? sql`answered_at` : sql`coalesce(answered_at, ${at})`;
    const bookingId = notification.bookingId;
    // The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
    const { rows } = await sql<{ answered_at: string | null; unread: number; guestHasAddress: boolean }>`
      with request as (
        update guest_requests set status = ${status}, updated_at = ${at}, answered_at = ${answered}
        where id = ${requestId} and status = ${from}
        returning id, answered_at
      ), notification as (${insertNotification(notification)})
      select request.answered_at,
        (select count(*)::int + 1 from guest_notifications where booking_id = ${bookingId} and read = false) as unread,
        exists (${guestAddressOf(bookingId)}) as "guestHasAddress"
      from request`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    return { unread: row.unread, answeredAt: row.answered_at === null ? null : new Date(row.answered_at), guestHasAddress: row.guestHasAddress };
  }

  /** The statuses of the charges a request added, locked until the transaction ends (a payment waits for the cancel, or the cancel for it). */
  @GenerateSql({ params: [REQUEST] })
  async chargeStatusesForUpdate(requestId: string): Promise<ChargeStatus[]> {
    const rows = await this.db.selectFrom('guest_charges').select('status').where('request_id', '=', requestId).forUpdate().execute();
    return rows.map((row) => row.status as ChargeStatus);
  }

  /** The guest cancelled: the request is cancelled and the charges it added, all unpaid, are voided, in one statement. */
  @GenerateSql({ params: [REQUEST, AT] })
  async cancelWithCharges(requestId: string, at: Date): Promise<void> {
    await this.db
      .with('voided', (db) => db.updateTable('guest_charges').set({ status: 'void' }).where('request_id', '=', requestId).where('status', '=', 'pending'))
      .updateTable('guest_requests')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', requestId)
      .execute();
  }

  @GenerateSql({ params: [REQUEST, 'No nuts, please', AT] })
  async updateNotes(requestId: string, notes: string, at: Date): Promise<void> {
    await this.db.updateTable('guest_requests').set({ notes, updated_at: at }).where('id', '=', requestId).execute();
  }

  /** Marks the request answered at `at` unless it already was; true when this call answered it. */
  @GenerateSql({ params: [REQUEST, AT] })
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
   * Marks late at `at` every request whose deadline has passed and that is still waiting: pending,
   * never answered, not marked yet. The condition makes each once-only however many checks run at
   * once. The ids marked. A scan, no index: a villa group's requests are thousands a year, and an
   * index on these columns would keep each answer from being a heap-only update.
   */
  @GenerateSql({ params: [AT] })
  async markLate(at: Date): Promise<string[]> {
    const rows = await this.db
      .updateTable('guest_requests')
      .set({ late_at: at })
      .where('due_at', '<=', at.toISOString())
      .where('status', '=', 'pending')
      .where('answered_at', 'is', null)
      .where('late_at', 'is', null)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** An active staff member, with the role that says whether they work the queue; null when there is none. */
  @GenerateSql({ params: ['00000000-0000-4000-8000-00000000d001'] })
  async activeAssignee(staffId: string): Promise<AssigneeRow | null> {
    const row = await this.db
      .selectFrom('staff_users')
      .select(['id', 'username', 'role'])
      .where('id', '=', staffId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ name: 'to someone', params: [REQUEST, '00000000-0000-4000-8000-00000000d001'] }, { name: 'to nobody', params: [REQUEST, null] })
  async setAssignee(requestId: string, assigneeId: string | null): Promise<void> {
    await this.db.updateTable('guest_requests').set({ assignee_id: assigneeId }).where('id', '=', requestId).execute();
  }

  /**
   * Share of the requests made since `since` that were answered by their deadline; those still
   * waiting count once their deadline passed (they are late already).
   */
  @GenerateSql({ params: [new Date('2027-04-11T16:00:00Z'), AT] })
  async responseStats(since: Date, now: Date): Promise<{ due: number; onTime: number }> {
    const row = await this.db
      .selectFrom('guest_requests')
      .select((eb) => [
        eb.cast<number>(eb.fn.countAll().filterWhere((w) => w.or([w('answered_at', 'is not', null), w('due_at', '<=', now.toISOString())])), 'integer').as('due'),
        eb.cast<number>(eb.fn.countAll().filterWhere((w) => w.and([w('answered_at', 'is not', null), w('answered_at', '<=', w.ref('due_at'))])), 'integer').as('onTime'),
      ])
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return row;
  }
}
