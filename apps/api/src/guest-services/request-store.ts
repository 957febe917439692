import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestStatus } from '@prana/contracts';
import { Booking } from '../bookings/booking.entity.ts';
import { Villa } from '../catalogue/villa.entity.ts';
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

interface BookingRow {
  booking: Record<string, unknown>;
  villa: Record<string, unknown>;
}

const BOOKING_WITH_VILLA = `
  select to_jsonb(b) as booking, to_jsonb(v) as villa
    from bookings b
    join villas v on v.slug = b.villa_slug
   where b.id = ?`;

const REQUEST_FOR_UPDATE = `
  select to_jsonb(r) as request, to_jsonb(b) as booking, to_jsonb(v) as villa
    from guest_requests r
    join bookings b on b.id = r.booking_id
    join villas v on v.slug = b.villa_slug
   where r.id = ? and (cast(? as uuid) is null or r.booking_id = ?)
     for update of r`;

const NOTIFICATION_CTE = `
  notification as (
    insert into guest_notifications (id, booking_id, type, message, read, related_request_id, created_at)
    values (?, ?, ?, cast(? as jsonb), ?, ?, ?)
  )`;

// The statement's own snapshot does not see the notification it adds (unread): hence the + 1.
const UNREAD_AFTER = `select count(*)::int + 1 as unread from guest_notifications where booking_id = ? and read = false`;

// One statement; the notification's reference to the new request is checked when it ends.
const INSERT_REQUEST_WITH_NOTIFICATION = `
  with request as (
    insert into guest_requests (id, booking_id, category, title, notes, scheduled_time, status, metadata, created_at, updated_at)
    values (?, ?, ?, cast(? as jsonb), ?, ?, ?, cast(? as jsonb), ?, ?)
  ),
  ${NOTIFICATION_CTE}
  ${UNREAD_AFTER}`;

const UPDATE_STATUS_WITH_NOTIFICATION = `
  with changed as (update guest_requests set status = ?, updated_at = ? where id = ?),
  ${NOTIFICATION_CTE}
  ${UNREAD_AFTER}`;

type UnreadRow = { unread: number };

function notificationParams(notification: GuestNotification): unknown[] {
  return [
    notification.id,
    notification.booking.id,
    notification.type,
    JSON.stringify(notification.message),
    notification.read,
    notification.relatedRequest?.id ?? null,
    notification.createdAt.toISOString(),
  ];
}

/** The booking with its villa loaded. */
export async function bookingWithVilla(tx: EntityManager, bookingId: string): Promise<Booking | null> {
  const [row] = await tx.execute<BookingRow[]>(BOOKING_WITH_VILLA, [bookingId]);
  if (!row) return null;
  tx.map(Villa, row.villa);
  return tx.map(Booking, row.booking);
}

/**
 * The request with its booking and villa loaded, locked until the transaction ends so two people
 * changing it at once go one after the other. With `bookingId`, only that booking's request.
 */
export async function requestForUpdate(tx: EntityManager, requestId: string, bookingId: string | null): Promise<GuestRequest | null> {
  const [row] = await tx.execute<(BookingRow & { request: Record<string, unknown> })[]>(REQUEST_FOR_UPDATE, [requestId, bookingId, bookingId]);
  if (!row) return null;
  tx.map(Villa, row.villa);
  tx.map(Booking, row.booking);
  return tx.map(GuestRequest, row.request);
}

/** Stores a new request with its 'request received' notification; returns the booking's unread count. */
export async function insertRequest(tx: EntityManager, request: GuestRequest, notification: GuestNotification): Promise<number> {
  const [row] = await tx.execute<UnreadRow[]>(INSERT_REQUEST_WITH_NOTIFICATION, [
    request.id,
    request.booking.id,
    request.category,
    JSON.stringify(request.title),
    request.notes,
    request.scheduledTime,
    request.status,
    request.metadata === null ? null : JSON.stringify(request.metadata),
    request.createdAt.toISOString(),
    request.updatedAt.toISOString(),
    ...notificationParams(notification),
    notification.booking.id,
  ]);
  return row!.unread;
}

/** Stores a request's new status and the notification that tells the guest; returns the booking's unread count. */
export async function updateStatus(tx: EntityManager, requestId: string, status: RequestStatus, at: Date, notification: GuestNotification): Promise<number> {
  const [row] = await tx.execute<UnreadRow[]>(UPDATE_STATUS_WITH_NOTIFICATION, [status, at.toISOString(), requestId, ...notificationParams(notification), notification.booking.id]);
  return row!.unread;
}
