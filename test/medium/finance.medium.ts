import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinanceRepository } from '../../apps/api/src/back-office/finance/finance.repository.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import type { ChargeStatus } from '@prana/contracts';
import { medium, type Medium } from './medium.ts';
import { newVilla, removeVilla } from './factories.ts';

/** A year no demo data reaches, so the test's own stays and charges are the only ones in it. */
const YEAR = 2098;

describe('Finance reads on the database (medium)', () => {
  let tier: Medium;
  let finance: FinanceRepository;
  let villa: Villa;
  const bookings: Booking[] = [];

  const stay = async (checkIn: string, checkOut: string, status: Booking['status'] = 'confirmed') => {
    const booking = new Booking({ code: `F${bookings.length}${Date.now().toString(36).slice(-5).toUpperCase()}`, villa, guestName: 'Finance Guest', lastName: 'Guest', checkIn, checkOut, adults: 2, amount: 3_000_000 });
    booking.status = status;
    await tier.em().persist(booking).flush();
    bookings.push(booking);
    return booking;
  };
  const charge = async (booking: Booking, date: string, amount: number, status: ChargeStatus) => {
    const em = tier.em();
    const row = new GuestCharge({ booking: em.getReference(Booking, booking.id), description: { en: 'Dinner', id: 'Makan malam' }, date, amount, status, category: 'Dining', reference: 'F-1' });
    await em.persist(row).flush();
  };

  beforeAll(async () => {
    tier = await medium({ providers: [FinanceRepository] });
    finance = tier.get(FinanceRepository);
    villa = await newVilla(tier.em(), { baseRate: 2_750_000 });
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('reads confirmed stays with a night in the year, check-out exclusive', async () => {
    const inside = await stay(`${YEAR}-03-01`, `${YEAR}-03-04`);
    const acrossNewYear = await stay(`${YEAR - 1}-12-30`, `${YEAR}-01-02`);
    await stay(`${YEAR - 1}-12-28`, `${YEAR}-01-01`);
    await stay(`${YEAR}-05-01`, `${YEAR}-05-03`, 'cancelled');
    const mine = (await finance.confirmedStays(YEAR)).filter((row) => row.villaSlug === villa.slug);
    expect(mine.map((row) => row.checkIn).sort()).toEqual([acrossNewYear.checkIn, inside.checkIn]);
    expect(mine.find((row) => row.checkIn === inside.checkIn)).toEqual({ checkIn: inside.checkIn, checkOut: inside.checkOut, amount: 3_000_000, villaSlug: villa.slug });
  });

  it('reads billed charges of confirmed stays dated in the year: not complimentary, not void', async () => {
    const [confirmed] = bookings;
    const cancelled = bookings.find((booking) => booking.status === 'cancelled')!;
    await charge(confirmed!, `${YEAR}-03-02`, 450_000, 'pending');
    await charge(confirmed!, `${YEAR}-03-03`, 120_000, 'settled');
    await charge(confirmed!, `${YEAR}-03-03`, 999_000, 'complimentary');
    await charge(confirmed!, `${YEAR}-03-03`, 888_000, 'void');
    await charge(cancelled, `${YEAR}-05-01`, 777_000, 'settled');
    await charge(confirmed!, `${YEAR + 1}-01-01`, 666_000, 'settled');
    expect((await finance.billedCharges(YEAR)).sort((a, b) => a.amount - b.amount)).toEqual([
      { date: `${YEAR}-03-03`, amount: 120_000 },
      { date: `${YEAR}-03-02`, amount: 450_000 },
    ]);
  });

  it('reads active villas with their site and rate, and the sites by name', async () => {
    expect((await finance.activeVillas()).find((row) => row.slug === villa.slug)).toEqual({ slug: villa.slug, siteId: null, baseRate: 2_750_000 });
    const sites = await finance.sites();
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((site) => typeof site.id === 'string' && site.shortName.length > 0)).toBe(true);
  });

  it('reads the stored monthly records of a year, January first, and how many months each year holds', async () => {
    const stored = await finance.storedMonthsPerYear();
    const [year, months] = [...stored].find(([, count]) => count === 12) ?? [];
    expect(year).toBeTypeOf('number');
    const records = await finance.monthlyRecords(year!);
    expect(records).toHaveLength(months!);
    expect(records.map((record) => record.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(records[0]).toEqual({ month: 1, revenue: expect.any(Number), avgNightlyRate: expect.any(Number), occupancy: expect.any(Number) });
    expect(await finance.monthlyRecords(YEAR)).toEqual([]);
  });
});
