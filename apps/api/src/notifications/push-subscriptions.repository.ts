import { Injectable } from '@nestjs/common';
import type { Lang } from '@prana/domain';
import type { StaffRole } from '@prana/contracts';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** Who a subscription belongs to: a booking's guest or a staff member, through the session that stored it. */
export type PushOwner = { sessionId: string } & ({ bookingId: string; staffUserId?: never } | { staffUserId: string; bookingId?: never });

export interface StoredPushSubscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: Lang;
}

const COLUMNS = ['id', 'endpoint', 'p256dh', 'auth', 'lang'] as const;

/*
 * The two questions below are asked inside the statements every guest request and every answer runs,
 * so they are `sql` fragments, compiled as text, not built with the query builder on each call.
 */

/**
 * The devices of active staff members whose role is one of `roles` (not empty), as a subquery: asked
 * alone by `anyForStaffRoles`, or inside another statement (a new guest request asks it with its write).
 */
export function staffDevicesOf(roles: readonly StaffRole[]) {
  return sql<{ id: string }>`select push_subscriptions.id from push_subscriptions
    join staff_users on staff_users.id = push_subscriptions.staff_user_id
    where staff_users.role in (${sql.join(roles)}) and staff_users.status = 'active'`;
}

/**
 * The booking, when its guest has somewhere beyond the companion a notification could go: an email
 * address or a device, as a subquery. Asked inside the statement that writes a notification, so no
 * delivery job is enqueued for a guest nothing can reach; the job itself still decides by channel and
 * preference.
 */
export function guestAddressOf(bookingId: string) {
  return sql<{ id: string }>`select bookings.id from bookings
    where bookings.id = ${bookingId}
      and (bookings.email <> '' or exists (select push_subscriptions.id from push_subscriptions where push_subscriptions.booking_id = ${bookingId}))`;
}

const SESSION = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const BOOKING = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
const STAFF = '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
const DEVICE = { endpoint: ENDPOINT, p256dh: 'BNc8...', auth: 'tBHI...', lang: 'en' };

/** push_subscriptions: one row per device (endpoint). */
@Injectable()
export class PushSubscriptionsRepository extends Repository {
  /**
   * Stores a device's subscription; the same session subscribing again (new keys, another language)
   * replaces its row. False when another session holds the endpoint: it stays with its owner.
   */
  @GenerateSql({ name: 'a guest', params: [{ sessionId: SESSION, bookingId: BOOKING }, DEVICE] }, { name: 'staff', params: [{ sessionId: SESSION, staffUserId: STAFF }, DEVICE] })
  async save(owner: PushOwner, subscription: { endpoint: string; p256dh: string; auth: string; lang: Lang }): Promise<boolean> {
    const row = {
      ...subscription,
      session_id: owner.sessionId,
      booking_id: owner.bookingId ?? null,
      staff_user_id: owner.staffUserId ?? null,
    };
    const result = await this.db
      .insertInto('push_subscriptions')
      .values({ id: randomUUID(), ...row, created_at: new Date() })
      .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(row).where('push_subscriptions.session_id', '=', owner.sessionId))
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  /** The device stops receiving pushes (only its owner's session may remove it). */
  @GenerateSql({ name: 'a guest', params: [{ sessionId: SESSION, bookingId: BOOKING }, ENDPOINT] }, { name: 'staff', params: [{ sessionId: SESSION, staffUserId: STAFF }, ENDPOINT] })
  async remove(owner: PushOwner, endpoint: string): Promise<void> {
    let query = this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
    query = owner.bookingId ? query.where('booking_id', '=', owner.bookingId) : query.where('staff_user_id', '=', owner.staffUserId!);
    await query.execute();
  }

  /** Whether the session (one browser) stored a device for the booking. */
  @GenerateSql({ params: [SESSION, BOOKING] })
  async storedBySession(sessionId: string, bookingId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('booking_id', '=', bookingId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The push service answered 404/410: the subscription is gone for good. */
  @GenerateSql({ params: ['4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c'] })
  async removeById(id: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  @GenerateSql({ params: ['4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c'] })
  async byId(id: string): Promise<StoredPushSubscription | undefined> {
    return this.db.selectFrom('push_subscriptions').select(COLUMNS).where('id', '=', id).executeTakeFirst() as Promise<StoredPushSubscription | undefined>;
  }

  @GenerateSql({ params: [BOOKING] })
  async forBooking(bookingId: string): Promise<StoredPushSubscription[]> {
    return this.db.selectFrom('push_subscriptions').select(COLUMNS).where('booking_id', '=', bookingId).execute() as Promise<StoredPushSubscription[]>;
  }

  /** Whether any active staff member whose role is one of `roles` has a device (one indexed lookup). */
  @GenerateSql({ params: [['master', 'manager']] })
  async anyForStaffRoles(roles: readonly StaffRole[]): Promise<boolean> {
    if (roles.length === 0) return false;
    const { rows } = await sql<{ found: boolean }>`select exists (${staffDevicesOf(roles)}) as found`.execute(this.db);
    return rows[0]!.found;
  }

  /** Devices of active staff members whose role is one of `roles`. */
  @GenerateSql({ params: [['master', 'manager']] })
  async forStaffRoles(roles: readonly StaffRole[]): Promise<StoredPushSubscription[]> {
    if (roles.length === 0) return [];
    return this.db
      .selectFrom('push_subscriptions')
      .innerJoin('staff_users', 'staff_users.id', 'push_subscriptions.staff_user_id')
      .select(COLUMNS.map((column) => `push_subscriptions.${column}` as const))
      .where('staff_users.role', 'in', [...roles])
      .where('staff_users.status', '=', 'active')
      .execute() as Promise<StoredPushSubscription[]>;
  }
}
