import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { GuestNotificationsRepository } from '../../apps/api/src/guest-services/guest-notifications.repository.ts';
import { newNotification } from '../../apps/api/src/guest-services/guest-notifications.service.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newGuestNotification, newRequest } from './guest-factories.ts';

describe('GuestNotificationsRepository on the database (medium)', () => {
  let tier: Medium;
  let notifications: GuestNotificationsRepository;
  let villa: Villa;
  let booking: Booking;

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    notifications = tier.get(GuestNotificationsRepository);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
  });

  it('stores a notification as built and reads it back, with the request it is about', async () => {
    const request = await newRequest(tier.em(), booking);
    const notification = { ...newNotification(booking.id, { type: 'confirmation', message: { kind: 'request-received', title: request.title } }, request.id), createdAt: new Date('2027-02-01T00:00:00Z') };
    await notifications.insert(notification);
    expect(await notifications.list(booking.id)).toEqual([notification]);
  });

  it('lists a booking’s notifications newest first, the same moment by id, and nothing of another booking', async () => {
    const at = new Date('2027-02-01T00:00:00Z');
    const older = await newGuestNotification(tier.em(), booking, { at: new Date(at.getTime() - 1000) });
    const tied = [await newGuestNotification(tier.em(), booking, { at }), await newGuestNotification(tier.em(), booking, { at })].map((n) => n.id).sort().reverse();
    expect((await notifications.list(booking.id)).map((row) => row.id)).toEqual([...tied, older.id]);
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    expect(await notifications.list(other.id)).toEqual([]);
  });

  it('marks one read, saying whether it changed it; another booking’s or an unknown one is not found', async () => {
    const unread = await newGuestNotification(tier.em(), booking);
    const first = await notifications.markRead(booking.id, unread.id);
    expect(first).toMatchObject({ changed: true, notification: { id: unread.id, read: true } });
    expect(await notifications.markRead(booking.id, unread.id)).toMatchObject({ changed: false, notification: { id: unread.id, read: true } });
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    const theirs = await newGuestNotification(tier.em(), other);
    expect(await notifications.markRead(booking.id, theirs.id)).toBeNull();
    expect(await notifications.markRead(booking.id, randomUUID())).toBeNull();
    expect((await notifications.list(other.id))[0]!.read).toBe(false);
  });

  it('marks all unread read and returns only those, newest first; then none', async () => {
    const older = await newGuestNotification(tier.em(), booking, { at: new Date('2027-02-01T00:00:00Z') });
    const newer = await newGuestNotification(tier.em(), booking, { at: new Date('2027-02-02T00:00:00Z') });
    await newGuestNotification(tier.em(), booking, { read: true });
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    await newGuestNotification(tier.em(), other);
    expect((await notifications.markAllRead(booking.id)).map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(await notifications.markAllRead(booking.id)).toEqual([]);
    expect((await notifications.list(other.id)).map((row) => row.read)).toEqual([false]);
  });
});
