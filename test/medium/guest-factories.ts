import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChargeCategory, ChargeStatus, RequestCategory, StaffRole } from '@prana/contracts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { GuestPaymentMethod } from '../../apps/api/src/guest-services/guest-payment-method.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { ReservationRequest } from '../../apps/api/src/reservations/reservation-request.entity.ts';

/** Row factories of the guest services' tables; each row is new and its own (removed with its villa, or by `removeStaff`). */

function suffix(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

/** A pending request of the booking, made `at` (now unless given). */
export async function newRequest(
  em: EntityManager,
  booking: Booking,
  options: { category?: RequestCategory; title?: string; at?: Date; dueAt?: Date; status?: GuestRequest['status'] } = {},
): Promise<GuestRequest> {
  const category = options.category ?? 'housekeeping';
  const request = new GuestRequest(booking, category, { kind: 'text', text: options.title ?? 'Fresh towels' }, '');
  request.serviceDate = category === 'concierge' ? null : booking.checkIn;
  request.createdAt = options.at ?? new Date();
  request.updatedAt = request.createdAt;
  request.dueAt = options.dueAt ?? new Date(request.createdAt.getTime() + 15 * 60_000);
  request.status = options.status ?? 'pending';
  await em.persist(request).flush();
  return request;
}

/** A charge on the booking's bill, of a request when given. */
export async function newCharge(
  em: EntityManager,
  booking: Booking,
  options: { amount?: number; status?: ChargeStatus; date?: string; category?: ChargeCategory; request?: GuestRequest; at?: Date } = {},
): Promise<GuestCharge> {
  const charge = new GuestCharge({
    booking,
    description: { en: 'Floating breakfast', id: 'Sarapan apung' },
    date: options.date ?? booking.checkIn,
    amount: options.amount ?? 100_000,
    status: options.status ?? 'pending',
    category: options.category ?? 'Dining',
    reference: `DIN-${suffix().slice(0, 6).toUpperCase()}`,
  });
  charge.request = options.request ?? null;
  if (options.at) charge.createdAt = options.at;
  await em.persist(charge).flush();
  return charge;
}

export async function newPaymentMethod(em: EntityManager, booking: Booking, options: { isDefault?: boolean; at?: Date; label?: string } = {}): Promise<GuestPaymentMethod> {
  const method = new GuestPaymentMethod(booking, 'visa', options.label ?? `Visa ${suffix().slice(0, 4)}`);
  method.isDefault = options.isDefault ?? false;
  if (options.at) method.createdAt = options.at;
  await em.persist(method).flush();
  return method;
}

export async function newGuestNotification(em: EntityManager, booking: Booking, options: { read?: boolean; at?: Date } = {}): Promise<GuestNotification> {
  const notification = new GuestNotification(booking, 'reminder', { kind: 'test', channel: 'push' });
  notification.read = options.read ?? false;
  if (options.at) notification.createdAt = options.at;
  await em.persist(notification).flush();
  return notification;
}

/** An active staff account of the test's own (unless `status` says otherwise); remove it with `removeStaff`. */
export async function newStaff(em: EntityManager, options: { role?: StaffRole; status?: StaffUser['status'] } = {}): Promise<StaffUser> {
  const username = `medium-${suffix()}`;
  const staff = new StaffUser(username, `Medium ${username}`, `${username}@prana.example`, options.role ?? 'staff');
  staff.status = options.status ?? 'active';
  await em.persist(staff).flush();
  return staff;
}

export async function removeStaff(em: EntityManager, ...ids: string[]): Promise<void> {
  await em.nativeDelete(StaffUser, { id: { $in: ids } });
}

/** A visitor's reservation request for the villa (removed with it). */
export async function newReservationRequest(em: EntityManager, villa: Villa, booking: Booking): Promise<ReservationRequest> {
  const request = new ReservationRequest({ villa, checkIn: booking.checkIn, checkOut: booking.checkOut, adults: 2, fullName: 'Visiting Guest', email: `visitor-${suffix()}@example.com` });
  await em.persist(request).flush();
  return request;
}
