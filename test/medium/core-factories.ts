import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReservationStatus, StaffRole } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { ReservationRequest } from '../../apps/api/src/reservations/reservation-request.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';

/** Row factories of auth, bookings, reservations and staff: each row is new and the test's own. */

function suffix(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

/** A staff account of its own (active unless told). Its sessions and preferences go with it (`removeStaffUsers`). */
export async function newStaffUser(
  em: EntityManager,
  options: { role?: StaffRole; status?: StaffUser['status']; name?: string; passwordHash?: string | null } = {},
): Promise<StaffUser> {
  const username = `medium-${suffix()}`;
  const staff = new StaffUser(username, options.name ?? `Medium ${username}`, `${username}@example.com`, options.role ?? 'staff');
  staff.status = options.status ?? 'active';
  staff.passwordHash = options.passwordHash ?? null;
  await em.persist(staff).flush();
  return staff;
}

export async function removeStaffUsers(em: EntityManager, ids: readonly string[]): Promise<void> {
  await em.nativeDelete(StaffUser, { id: { $in: [...ids] } });
}

/** A visitor's request for `nights` from `fromToday` days after today (Bali); removed with its villa. */
export async function newReservationRequest(
  em: EntityManager,
  villa: Villa,
  options: { fromToday?: number; nights?: number; status?: ReservationStatus; createdAt?: Date; fullName?: string } = {},
): Promise<ReservationRequest> {
  const checkIn = addDays(todayInBali(new Date()), options.fromToday ?? 30);
  const request = new ReservationRequest({
    villa,
    checkIn,
    checkOut: addDays(checkIn, options.nights ?? 3),
    adults: 2,
    fullName: options.fullName ?? `Visitor ${suffix()}`,
    email: 'visitor@example.com',
  });
  request.status = options.status ?? 'new';
  request.createdAt = options.createdAt ?? new Date();
  await em.persist(request).flush();
  return request;
}
