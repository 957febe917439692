import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { GuestAccountsRepository } from '../../apps/api/src/guest-services/guest-accounts.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newGuestNotification } from './guest-factories.ts';

describe('GuestAccountsRepository on the database (medium)', () => {
  let tier: Medium;
  let accounts: GuestAccountsRepository;
  let transactions: Transactions;
  let villa: Villa;
  let booking: Booking;

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    accounts = tier.get(GuestAccountsRepository);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
  });

  /** Another stay of the test's villa `fromToday` days away, as `guest` (a name and maybe an email), with `status`. */
  const stayOf = async (guest: { name: string; email: string | null }, fromToday: number, status: Booking['status'] = 'confirmed') => {
    const stay = await newBooking(tier.em(), villa, { fromToday, nights: 1 });
    await tier.em().nativeUpdate(Booking, stay.id, { guestName: guest.name, email: guest.email, status });
    return stay.id;
  };

  it('holds a booking’s billing lock until the transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = transactions.run(async () => {
      await accounts.lockBilling(booking.id);
      await held;
      order.push('first');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = transactions.run(async () => {
      await accounts.lockBilling(booking.id);
      order.push('second');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });

  it('reads the profile of a stay, without preferences before the first choice; nothing for an unknown booking', async () => {
    expect(await accounts.profile(booking.id)).toEqual({
      bookingId: booking.id,
      code: booking.code,
      lastName: booking.lastName,
      guestName: booking.guestName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      adults: 2,
      children: 0,
      infants: 0,
      villa: { slug: villa.slug, name: villa.name, siteId: null, siteName: null },
      preferences: null,
    });
    expect(await accounts.preferences(booking.id)).toBeNull();
    expect(await accounts.profile(randomUUID())).toBeNull();
  });

  it('creates the preferences with the defaults and the first change, then changes only the fields given', async () => {
    await accounts.changePreferences(booking.id, { selectedVillaId: 'uluwatu' });
    expect(await accounts.preferences(booking.id)).toEqual({ selectedVillaId: 'uluwatu', emailNotifications: true, pushNotifications: false, language: 'en' });
    await accounts.changePreferences(booking.id, { pushNotifications: true, language: 'id' });
    await accounts.changePreferences(booking.id, { emailNotifications: false, selectedVillaId: undefined });
    const expected = { selectedVillaId: 'uluwatu', emailNotifications: false, pushNotifications: true, language: 'id' };
    expect(await accounts.preferences(booking.id)).toEqual(expected);
    expect((await accounts.profile(booking.id))!.preferences).toEqual(expected);
  });

  it('lets two first changes at once both land on one row', async () => {
    await Promise.all([accounts.changePreferences(booking.id, { pushNotifications: true }), accounts.changePreferences(booking.id, { language: 'id' })]);
    expect(await accounts.preferences(booking.id)).toMatchObject({ pushNotifications: true, language: 'id' });
  });

  it('counts the guest’s confirmed stays up to this one: by email (any case) when the booking has one', async () => {
    const email = `Guest-${randomUUID().slice(0, 8)}@Example.com`;
    const name = `Guest ${randomUUID().slice(0, 8)}`;
    const current = await stayOf({ name, email }, 30);
    await stayOf({ name: 'Someone Else', email: email.toLowerCase() }, 2);
    await stayOf({ name, email: email.toUpperCase() }, 30);
    await stayOf({ name, email }, 40);
    await stayOf({ name, email }, 5, 'cancelled');
    await stayOf({ name, email: null }, 3);
    expect(await accounts.stays(current)).toBe(3);
  });

  it('counts by full name (any case) when the booking has no email, and nothing for an unknown booking', async () => {
    const name = `Guest ${randomUUID().slice(0, 8)}`;
    const current = await stayOf({ name, email: null }, 30);
    await stayOf({ name: name.toUpperCase(), email: 'someone@example.com' }, 2);
    await stayOf({ name, email: '' }, 31);
    await stayOf({ name: `${name} Jr`, email: null }, 2);
    expect(await accounts.stays(current)).toBe(2);
    const blankEmail = await stayOf({ name, email: '' }, 29);
    expect(await accounts.stays(blankEmail)).toBe(2);
    expect(await accounts.stays(randomUUID())).toBe(0);
  });

  it('counts a booking’s unread notifications only', async () => {
    expect(await accounts.unreadNotifications(booking.id)).toBe(0);
    await newGuestNotification(tier.em(), booking);
    await newGuestNotification(tier.em(), booking);
    await newGuestNotification(tier.em(), booking, { read: true });
    expect(await accounts.unreadNotifications(booking.id)).toBe(2);
  });
});
