import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@prana/domain';
import { CheckInsRepository, type CheckInPersonRow } from '../../apps/api/src/check-in/check-ins.repository.ts';
import { GuestDataRepository } from '../../apps/api/src/guest-data/guest-data.repository.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';

describe('GuestDataRepository on the database (medium)', () => {
  let tier: Medium;
  let data: GuestDataRepository;
  let checkIns: CheckInsRepository;
  let villa: Villa;

  const person: CheckInPersonRow = {
    position: 0,
    ageGroup: 'adult',
    fullName: 'Medium Person',
    sex: 'M',
    birthDate: '1985-06-30',
    nationality: 'NZL',
    documentType: 'passport',
    documentNumber: 'MZ1234567',
    issuingCountry: 'NZL',
    documentExpiry: '2031-01-01',
    levy: { status: 'unknown', voucher: null, reason: null },
  };
  const sealed = { ciphertext: Buffer.from('sealed'), iv: Buffer.alloc(12), authTag: Buffer.alloc(16) };
  const at = new Date('2026-12-01T02:00:00Z');

  beforeAll(async () => {
    tier = await medium({ providers: [GuestDataRepository, CheckInsRepository] });
    data = tier.get(GuestDataRepository);
    checkIns = tier.get(CheckInsRepository);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  async function checkedIn(fromToday: number, nights: number) {
    const booking = await newBooking(tier.em(), villa, { fromToday, nights });
    await checkIns.save(booking.id, { arrivalTime: '14:30', flight: 'NZ52', phone: '+64 21 000 000', signature: Buffer.from([0x89, 0x50]), signedAt: at }, [person], at);
    await checkIns.storeDocument(booking.id, 0, sealed, 6, at);
    return booking;
  }

  it('reads a booking and what it holds; null for no booking', async () => {
    const booking = await checkedIn(-2, 4);
    expect(await data.booking(booking.id)).toMatchObject({ code: booking.code, villaSlug: villa.slug, villaName: villa.name, personalDataErasedAt: null });
    expect(await data.booking('00000000-0000-4000-8000-000000000000')).toBeNull();
    const held = await data.held(booking.id);
    expect(held.checkIn).toMatchObject({ phone: '+64 21 000 000', flight: 'NZ52', anonymisedAt: null });
    expect(held.persons.map((row) => [row.fullName, row.documentNumber, row.hasDocument])).toEqual([['Medium Person', 'MZ1234567', true]]);
    expect(held).toMatchObject({ requests: [], messages: [], notifications: [], pushSubscriptions: 0, documentReads: [] });
    expect((await data.documents(booking.id)).map((row) => [row.position, row.ciphertext.toString()])).toEqual([[0, 'sealed']]);
  });

  it('deletes the photos of stays checked out by a day, and anonymises their register once', async () => {
    const ended = await checkedIn(-10, 3);
    const later = await checkedIn(-1, 5);
    expect(await data.deleteDocumentsCheckedOutBy(addDays(ended.checkOut, -1))).toBe(0);
    expect(await data.deleteDocumentsCheckedOutBy(ended.checkOut)).toBeGreaterThanOrEqual(1);
    expect(await data.documents(ended.id)).toEqual([]);
    expect(await data.documents(later.id)).toHaveLength(1);

    expect(await data.anonymiseRegisterCheckedOutBy(ended.checkOut, at)).toBeGreaterThanOrEqual(1);
    const held = await data.held(ended.id);
    expect(held.checkIn).toMatchObject({ phone: '', flight: null, anonymisedAt: at });
    expect(held.persons.map((row) => [row.fullName, row.documentNumber, row.birthDate, row.documentExpiry, row.nationality])).toEqual([['', '', '1985-01-01', null, 'NZL']]);
    expect((await data.held(later.id)).persons[0]!.fullName).toBe('Medium Person');
    // Already anonymised stays are not counted again.
    const again = await data.anonymiseRegisterCheckedOutBy(ended.checkOut, new Date('2026-12-02T02:00:00Z'));
    expect((await data.held(ended.id)).checkIn!.anonymisedAt).toEqual(at);
    expect(again).toBeGreaterThanOrEqual(0);
  });

  it('erases a booking’s personal data and marks when', async () => {
    const booking = await checkedIn(-1, 3);
    await data.erase(booking.id, at);
    expect(await data.booking(booking.id)).toMatchObject({ guestName: '', lastName: '', email: null, amount: booking.amount, personalDataErasedAt: at });
    expect(await data.documents(booking.id)).toEqual([]);
    expect((await data.held(booking.id)).persons.map((row) => row.fullName)).toEqual(['']);
  });
});
