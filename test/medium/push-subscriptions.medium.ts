import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PushSubscriptionsRepository, type PushOwner } from '../../apps/api/src/notifications/push-subscriptions.repository.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newSession, newStaff, removeStaff } from './sync-factories.ts';

const device = (lang: 'en' | 'id' = 'en') => ({ endpoint: `https://push.example/${randomUUID()}`, p256dh: 'key', auth: 'secret', lang });

describe('Push subscriptions on the database (medium)', () => {
  let tier: Medium;
  let subscriptions: PushSubscriptionsRepository;
  let villa: Villa;
  let booking: Booking;
  let guest: PushOwner;
  const staff: string[] = [];

  beforeAll(async () => {
    tier = await medium({ providers: [PushSubscriptionsRepository] });
    subscriptions = tier.get(PushSubscriptionsRepository);
    villa = await newVilla(tier.em());
    booking = await newBooking(tier.em(), villa);
    guest = { sessionId: await newSession(tier.em(), { bookingId: booking.id }), bookingId: booking.id };
  });
  afterAll(async () => {
    for (const id of staff) await removeStaff(tier.em(), id);
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  async function staffOwner(role: 'master' | 'manager' | 'staff', status: 'active' | 'suspended' = 'active'): Promise<PushOwner> {
    const staffUserId = await newStaff(tier.em(), role, status);
    staff.push(staffUserId);
    return { sessionId: await newSession(tier.em(), { staffUserId }), staffUserId };
  }

  it('stores a guest’s device, replaces it when the same session subscribes again, and leaves another session’s endpoint alone', async () => {
    const phone = device();
    expect(await subscriptions.save(guest, phone)).toBe(true);
    expect(await subscriptions.storedBySession(guest.sessionId, booking.id)).toBe(true);
    const [stored] = await subscriptions.forBooking(booking.id);
    expect(stored).toEqual({ id: expect.any(String), endpoint: phone.endpoint, p256dh: 'key', auth: 'secret', lang: 'en' });
    expect(await subscriptions.byId(stored!.id)).toEqual(stored);

    expect(await subscriptions.save(guest, { ...phone, lang: 'id', auth: 'new' })).toBe(true);
    expect(await subscriptions.forBooking(booking.id)).toEqual([{ ...stored, lang: 'id', auth: 'new' }]);

    const other: PushOwner = { sessionId: await newSession(tier.em(), { bookingId: booking.id }), bookingId: booking.id };
    expect(await subscriptions.save(other, { ...phone, lang: 'en' })).toBe(false);
    expect(await subscriptions.storedBySession(other.sessionId, booking.id)).toBe(false);
    expect((await subscriptions.byId(stored!.id))?.lang).toBe('id');

    // Only its owner removes it.
    await subscriptions.remove({ sessionId: other.sessionId, staffUserId: randomUUID() }, phone.endpoint);
    expect(await subscriptions.forBooking(booking.id)).toHaveLength(1);
    await subscriptions.remove(guest, phone.endpoint);
    expect(await subscriptions.forBooking(booking.id)).toEqual([]);
  });

  it('finds the devices of active staff by role, and removes one that is gone', async () => {
    const manager = await staffOwner('manager');
    const suspended = await staffOwner('manager', 'suspended');
    const master = await staffOwner('master');
    const tablet = device('id');
    const away = device();
    const desk = device();
    await subscriptions.save(manager, tablet);
    await subscriptions.save(suspended, away);
    await subscriptions.save(master, desk);

    const managers = await subscriptions.forStaffRoles(['manager']);
    const mine = managers.filter((row) => row.endpoint === tablet.endpoint);
    expect(mine).toEqual([{ id: expect.any(String), endpoint: tablet.endpoint, p256dh: 'key', auth: 'secret', lang: 'id' }]);
    // A suspended manager's device and another role's are not among them.
    expect(managers.map((row) => row.endpoint)).not.toContain(away.endpoint);
    expect(managers.map((row) => row.endpoint)).not.toContain(desk.endpoint);
    expect((await subscriptions.forStaffRoles(['manager', 'master'])).map((row) => row.endpoint)).toEqual(expect.arrayContaining([tablet.endpoint, desk.endpoint]));
    expect(await subscriptions.forStaffRoles([])).toEqual([]);
    expect(await subscriptions.anyForStaffRoles(['manager'])).toBe(true);
    expect(await subscriptions.anyForStaffRoles([])).toBe(false);

    await subscriptions.removeById(mine[0]!.id);
    expect(await subscriptions.byId(mine[0]!.id)).toBeUndefined();
  });
});
