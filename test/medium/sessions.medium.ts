import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { SessionsRepository } from '../../apps/api/src/auth/sessions.repository.ts';
import { SessionsService } from '../../apps/api/src/auth/sessions.service.ts';
import { StaffUsersRepository } from '../../apps/api/src/auth/staff-users.repository.ts';
import { Session } from '../../apps/api/src/auth/session.entity.ts';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newStaffUser, removeStaffUsers } from './core-factories.ts';

describe('Sessions on the database (medium)', () => {
  let tier: Medium;
  let sessions: SessionsRepository;
  let service: SessionsService;
  let transactions: Transactions;
  let villa: Villa;
  let booking: Booking;
  let staff: StaffUser;
  const newId = () => randomBytes(32).toString('hex');
  const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);

  beforeAll(async () => {
    tier = await medium({ providers: [SessionsRepository, StaffUsersRepository, SessionsService] });
    sessions = tier.get(SessionsRepository);
    service = tier.get(SessionsService);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em());
    booking = await newBooking(tier.em(), villa);
    staff = await newStaffUser(tier.em(), { role: 'manager' });
  });
  afterAll(async () => {
    await removeStaffUsers(tier.em(), [staff.id]);
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('finds a live guest session with its booking, and not once it expired', async () => {
    const id = newId();
    await sessions.insertGuest(id, booking.id, inHours(1));
    expect(await sessions.findLive(id)).toMatchObject({
      id,
      kind: 'guest',
      tier: null,
      staffId: null,
      bookingId: booking.id,
      code: booking.code,
      lastName: booking.lastName,
      bookingStatus: 'confirmed',
    });

    const expired = newId();
    await sessions.insertGuest(expired, booking.id, inHours(-1));
    expect(await sessions.findLive(expired)).toBeUndefined();
    expect(await sessions.findLive(newId())).toBeUndefined();
  });

  it('finds a live staff session with its account and the tier it signed in to', async () => {
    const id = newId();
    await sessions.insertStaff(id, staff.id, 'investor', inHours(1));
    expect(await sessions.findLive(id)).toMatchObject({
      id,
      kind: 'staff',
      tier: 'investor',
      staffId: staff.id,
      username: staff.username,
      name: staff.name,
      role: 'manager',
      staffStatus: 'active',
      bookingId: null,
    });
  });

  it('finds the booking a guest signs in to only while it is confirmed', async () => {
    expect(await sessions.confirmedBooking(booking.code)).toEqual({ id: booking.id, code: booking.code, lastName: booking.lastName });
    expect(await sessions.confirmedBooking('PRN-NONE00')).toBeUndefined();
    const cancelled = await newBooking(tier.em(), villa, { fromToday: 40 });
    await tier.em().nativeUpdate(Booking, { id: cancelled.id }, { status: 'cancelled' });
    expect(await sessions.confirmedBooking(cancelled.code)).toBeUndefined();
  });

  it('removes one session, every session of a staff member (counted), and the expired ones only', async () => {
    const [one, other, guest, expired] = [newId(), newId(), newId(), newId()];
    await sessions.insertStaff(one, staff.id, 'manager', inHours(1));
    await sessions.insertStaff(other, staff.id, 'manager', inHours(1));
    await sessions.insertGuest(guest, booking.id, inHours(1));
    await sessions.insertGuest(expired, booking.id, inHours(-1));

    await sessions.remove(one);
    expect(await sessions.findLive(one)).toBeUndefined();
    expect(await sessions.findLive(other)).toBeDefined();

    expect(await sessions.removeForStaff(staff.id)).toBeGreaterThanOrEqual(1);
    expect(await sessions.findLive(other)).toBeUndefined();
    expect(await sessions.removeForStaff(staff.id)).toBe(0);

    expect(await sessions.removeExpired(new Date())).toBeGreaterThanOrEqual(1);
    expect(await tier.em().count(Session, { id: expired })).toBe(0);
    expect(await sessions.findLive(guest)).toBeDefined();
  });

  it('starts a staff session and marks the account active in one go, then resolves its cookie token', async () => {
    const before = new Date();
    const { token, expiresAt } = await service.startStaff(staff.id, 'manager');
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    const context = await service.resolve(token);
    expect(context).toMatchObject({ kind: 'staff', staff: { id: staff.id, role: 'manager' }, tier: 'manager' });
    const stored = await tier.em().findOneOrFail(StaffUser, { id: staff.id });
    expect(stored.lastActiveAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The row is keyed by a hash of the token, never the token itself.
    expect(await tier.em().count(Session, { id: token })).toBe(0);
  });

  it('writes nothing from a transaction that fails: repositories join Transactions.run', async () => {
    const id = newId();
    await expect(
      transactions.run(async () => {
        await sessions.insertGuest(id, booking.id, inHours(1));
        expect(await sessions.findLive(id)).toBeDefined();
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await sessions.findLive(id)).toBeUndefined();
  });
});
