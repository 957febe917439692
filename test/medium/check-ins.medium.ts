import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckInsRepository, type CheckInPersonRow } from '../../apps/api/src/check-in/check-ins.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import type { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newStaff, newVilla, removeStaff, removeVilla } from './factories.ts';

describe('CheckInsRepository on the database (medium)', () => {
  let tier: Medium;
  let checkIns: CheckInsRepository;
  let transactions: Transactions;
  let villa: Villa;
  let staff: StaffUser;

  const person = (position: number, fullName: string): CheckInPersonRow => ({
    position,
    ageGroup: position === 0 ? 'adult' : 'child',
    fullName,
    sex: 'F',
    birthDate: '1990-03-14',
    nationality: 'AUS',
    documentType: 'passport',
    documentNumber: `PA${position}12345`,
    issuingCountry: 'AUS',
    documentExpiry: '2031-01-01',
    levy: { status: 'unknown', voucher: null, reason: null },
  });
  const fields = (phone: string) => ({ arrivalTime: '14:30', flight: 'QF43', phone, signature: Buffer.from([0x89, 0x50, 0x4e, 0x47]), signedAt: new Date('2026-12-01T02:00:00Z') });

  beforeAll(async () => {
    tier = await medium({ providers: [CheckInsRepository] });
    checkIns = tier.get(CheckInsRepository);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em());
    staff = await newStaff(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await removeStaff(tier.em(), [staff.id]);
    await tier.close();
  });

  it('reads a stay without a check-in, then saves, rewrites and trims its persons in order; nothing for an unknown booking', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 3 });
    expect(await checkIns.stay(booking.id)).toMatchObject({ checkIn: booking.checkIn, checkOut: booking.checkOut, party: { adults: 2, children: 0, infants: 0 }, sent: null });
    expect(await checkIns.stay('00000000-0000-4000-8000-000000000000')).toBeNull();

    await checkIns.save(booking.id, fields('+61 400 000 001'), [person(0, 'Ava Jones'), person(1, 'Mia Jones'), person(2, 'Leo Jones')], new Date('2026-12-01T02:00:00Z'));
    await checkIns.save(booking.id, fields('+61 400 000 002'), [person(0, 'Ava Jones'), person(1, 'Mia Jones-Smith')], new Date('2026-12-01T03:00:00Z'));
    const stay = await checkIns.stay(booking.id);
    expect(stay!.sent).toMatchObject({ phone: '+61 400 000 002', flight: 'QF43', submittedAt: new Date('2026-12-01T02:00:00Z'), updatedAt: new Date('2026-12-01T03:00:00Z') });
    expect(stay!.sent!.guests.map((guest) => [guest.position, guest.fullName, guest.ageGroup])).toEqual([
      [0, 'Ava Jones', 'adult'],
      [1, 'Mia Jones-Smith', 'child'],
    ]);
    expect(await checkIns.signature(booking.id)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('verifies a person once, keeping who and when; false for a person not in the check-in', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 1 });
    await checkIns.save(booking.id, fields('+61 400 000 003'), [person(0, 'Ava Jones')], new Date());
    expect(await checkIns.verify(booking.id, 0, staff.id, new Date('2026-12-02T08:00:00Z'))).toBe(true);
    expect(await checkIns.verify(booking.id, 0, staff.id, new Date('2026-12-02T09:00:00Z'))).toBe(false);
    expect(await checkIns.verify(booking.id, 4, staff.id, new Date())).toBe(false);
    expect((await checkIns.guests(booking.id))[0]).toMatchObject({ verifiedAt: new Date('2026-12-02T08:00:00Z'), verifiedBy: staff.id });
  });

  it('holds a booking’s check-in lock until the transaction ends', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 1 });
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = transactions.run(async () => {
      await checkIns.lock(booking.id);
      await held;
      order.push('first');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = transactions.run(async () => {
      await checkIns.lock(booking.id);
      order.push('second');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });

  it('keeps a person’s sealed photo (replaced by a new one), logs reads, and lists them newest first with the reader and the guest', async () => {
    const booking = await newBooking(tier.em(), villa, { fromToday: 1 });
    await checkIns.save(booking.id, fields('+61 400 000 004'), [person(0, 'Ava Jones')], new Date());
    expect(await checkIns.document(booking.id, 0)).toBeNull();
    const sealed = (text: string) => ({ ciphertext: Buffer.from(text), iv: Buffer.alloc(12, 1), authTag: Buffer.alloc(16, 2) });
    await checkIns.storeDocument(booking.id, 0, sealed('first'), 5, new Date('2026-12-01T02:00:00Z'));
    await checkIns.storeDocument(booking.id, 0, sealed('second'), 6, new Date('2026-12-01T03:00:00Z'));
    expect(await checkIns.document(booking.id, 0)).toEqual(sealed('second'));
    expect((await checkIns.guests(booking.id))[0]!.hasDocument).toBe(true);

    await checkIns.logDocumentRead(booking.id, 0, staff.id, new Date('2099-01-01T08:00:00Z'));
    await checkIns.logDocumentRead(booking.id, 0, staff.id, new Date('2099-01-01T09:00:00Z'));
    const reads = (await checkIns.documentReads(10)).filter((read) => read.bookingCode === booking.code);
    expect(reads.map((read) => [read.readAt.toISOString(), read.staffName, read.guestName, read.position])).toEqual([
      ['2099-01-01T09:00:00.000Z', staff.name, 'Ava Jones', 0],
      ['2099-01-01T08:00:00.000Z', staff.name, 'Ava Jones', 0],
    ]);
  });
});
