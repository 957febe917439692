import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { GuestBillingRepository, type ChargeRow, type PaymentRow } from '../../apps/api/src/guest-services/guest-billing.repository.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { GuestPayment } from '../../apps/api/src/guest-services/guest-payment.entity.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newCharge, newPaymentMethod, newRequest } from './guest-factories.ts';

describe('GuestBillingRepository on the database (medium)', () => {
  let tier: Medium;
  let bills: GuestBillingRepository;
  let transactions: Transactions;
  let villa: Villa;
  let booking: Booking;

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    bills = tier.get(GuestBillingRepository);
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

  const methodsOf = async () => (await bills.methods(booking.id)).map((method) => [method.label, method.isDefault]);

  it('stores charges in one call and reads them back as stored; none stores nothing', async () => {
    const request = await newRequest(tier.em(), booking, { category: 'dining' });
    const charge = (amount: number, date: string): ChargeRow => ({
      id: randomUUID(),
      bookingId: booking.id,
      description: { en: 'Nasi goreng', id: 'Nasi goreng' },
      date,
      amount,
      status: 'pending',
      category: 'Dining',
      reference: 'DIN-ABCDEF',
      requestId: request.id,
      settledAt: null,
      createdAt: new Date('2027-03-01T00:00:00Z'),
    });
    const rows = [charge(90_000, booking.checkIn), charge(120_000, booking.checkOut)];
    await bills.insertCharges(rows);
    await bills.insertCharges([]);
    expect(await bills.charges(booking.id)).toEqual([rows[1], rows[0]]);
  });

  it('lists charges newest day first, then newest, then by id; nothing for another booking', async () => {
    const at = new Date('2027-03-01T00:00:00Z');
    const earlyDay = await newCharge(tier.em(), booking, { date: booking.checkIn, at: new Date(at.getTime() + 60_000) });
    const older = await newCharge(tier.em(), booking, { date: booking.checkOut, at: new Date(at.getTime() - 60_000) });
    const tied = [await newCharge(tier.em(), booking, { date: booking.checkOut, at }), await newCharge(tier.em(), booking, { date: booking.checkOut, at })].map((c) => c.id).sort().reverse();
    expect((await bills.charges(booking.id)).map((charge) => charge.id)).toEqual([...tied, older.id, earlyDay.id]);
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    expect(await bills.charges(other.id)).toEqual([]);
  });

  it('locks one of the booking’s charges; another booking’s is not found', async () => {
    const charge = await newCharge(tier.em(), booking, { amount: 75_000 });
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    await transactions.run(async () => {
      expect(await bills.chargeForUpdate(booking.id, charge.id)).toMatchObject({ id: charge.id, amount: 75_000, status: 'pending', requestId: null, settledAt: null });
      expect(await bills.chargeForUpdate(other.id, charge.id)).toBeNull();
    });
  });

  it('locks the pending charges only, oldest day first then by id, and a payment settles them', async () => {
    const later = await newCharge(tier.em(), booking, { date: booking.checkOut });
    const first = [await newCharge(tier.em(), booking, { date: booking.checkIn }), await newCharge(tier.em(), booking, { date: booking.checkIn })].map((c) => c.id).sort();
    await newCharge(tier.em(), booking, { status: 'settled' });
    await newCharge(tier.em(), booking, { status: 'complimentary' });
    const method = await newPaymentMethod(tier.em(), booking, { isDefault: true, label: 'Visa 4242' });
    const at = new Date('2027-03-02T00:00:00Z');
    const payment: PaymentRow = { id: randomUUID(), bookingId: booking.id, methodId: method.id, methodLabel: method.label, gross: 300_000, discount: 15_000, amount: 285_000, createdAt: at };
    await transactions.run(async () => {
      const pending = await bills.pendingChargesForUpdate(booking.id);
      expect(pending.map((charge) => charge.id)).toEqual([...first, later.id]);
      await bills.insertPayment(payment);
      await bills.settleCharges(pending.map((charge) => charge.id), at, payment.id);
    });
    expect(await bills.pendingChargesForUpdate(booking.id)).toEqual([]);
    const settled = await tier.em().find(GuestCharge, { payment: payment.id });
    expect(settled.map((charge) => [charge.status, charge.settledAt?.toISOString()])).toEqual(Array(3).fill(['settled', at.toISOString()]));
    expect(await tier.em().findOneOrFail(GuestPayment, payment.id)).toMatchObject({ gross: 300_000, discount: 15_000, amount: 285_000, methodLabel: 'Visa 4242' });
  });

  it('settles a charge marked by staff with no payment; settling none changes nothing', async () => {
    const charge = await newCharge(tier.em(), booking);
    const at = new Date('2027-03-03T00:00:00Z');
    await bills.settleCharges([], at, null);
    await bills.settleCharges([charge.id], at, null);
    expect((await bills.charges(booking.id))[0]).toMatchObject({ status: 'settled', settledAt: at });
    expect((await tier.em().findOneOrFail(GuestCharge, charge.id, { populate: ['payment'] })).payment).toBeNull();
  });

  it('stores methods and lists them oldest first, then by id', async () => {
    const at = new Date('2027-03-01T00:00:00Z');
    const stored = { id: randomUUID(), bookingId: booking.id, type: 'amex', label: 'Amex', last4: '0005', expiry: '01/30', isDefault: true, createdAt: at } as const;
    await bills.insertMethod(stored);
    const newer = await newPaymentMethod(tier.em(), booking, { label: 'Newer', at: new Date(at.getTime() + 1000) });
    expect(await bills.methods(booking.id)).toEqual([stored, expect.objectContaining({ id: newer.id, label: 'Newer', isDefault: false })]);
  });

  it('makes one method the default, the old one letting go; another booking’s method is not found', async () => {
    await newPaymentMethod(tier.em(), booking, { label: 'A', isDefault: true, at: new Date('2027-03-01T00:00:00Z') });
    const b = await newPaymentMethod(tier.em(), booking, { label: 'B', at: new Date('2027-03-01T00:00:01Z') });
    expect(await bills.makeDefault(booking.id, b.id)).toBe(true);
    expect(await methodsOf()).toEqual([['A', false], ['B', true]]);
    expect(await bills.makeDefault(booking.id, b.id)).toBe(true);
    expect(await methodsOf()).toEqual([['A', false], ['B', true]]);

    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    const theirs = await newPaymentMethod(tier.em(), other, { label: 'Theirs' });
    expect(await bills.makeDefault(booking.id, theirs.id)).toBe(false);
    expect(await methodsOf()).toEqual([['A', false], ['B', true]]);
  });

  it('removes a method; the first remaining takes over a removed default; another booking’s is not found', async () => {
    const a = await newPaymentMethod(tier.em(), booking, { label: 'A', isDefault: true, at: new Date('2027-03-01T00:00:00Z') });
    const b = await newPaymentMethod(tier.em(), booking, { label: 'B', at: new Date('2027-03-01T00:00:01Z') });
    await newPaymentMethod(tier.em(), booking, { label: 'C', at: new Date('2027-03-01T00:00:02Z') });
    expect(await bills.removeMethod(booking.id, b.id)).toBe(true);
    expect(await methodsOf()).toEqual([['A', true], ['C', false]]);
    expect(await bills.removeMethod(booking.id, a.id)).toBe(true);
    expect(await methodsOf()).toEqual([['C', true]]);
    expect(await bills.removeMethod(booking.id, a.id)).toBe(false);

    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    const theirs = await newPaymentMethod(tier.em(), other, { isDefault: true });
    expect(await bills.removeMethod(booking.id, theirs.id)).toBe(false);
    expect(await bills.methods(other.id)).toHaveLength(1);
  });
});
