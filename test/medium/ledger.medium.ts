import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailabilityBlocksRepository } from '../../apps/api/src/calendar-sync/availability-blocks.repository.ts';
import { LedgerRepository } from '../../apps/api/src/back-office/ledger/ledger.repository.ts';
import { LedgerService } from '../../apps/api/src/back-office/ledger/ledger.service.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newFeed, newVilla, removeVilla } from './factories.ts';
import { newCharge, newRequest } from './guest-factories.ts';

/** A year no demo data reaches, so the test's own rows are the only ones in it. */
const YEAR = 2097;
const MARCH = { from: `${YEAR}-03-01`, to: `${YEAR}-04-01` };

describe('Ledger reads on the database (medium)', () => {
  let tier: Medium;
  let ledger: LedgerRepository;
  let villa: Villa;
  let stay: Booking;
  const slugs = () => [villa.slug];

  const booking = async (checkIn: string, checkOut: string, amount: number, status: Booking['status'] = 'confirmed') => {
    const row = new Booking({ code: `L${Math.random().toString(36).slice(2, 8).toUpperCase()}`, villa, guestName: 'Ledger Guest', lastName: 'Guest', checkIn, checkOut, adults: 2, amount });
    row.status = status;
    await tier.em().persist(row).flush();
    return row;
  };

  beforeAll(async () => {
    tier = await medium({ providers: [LedgerRepository, LedgerService, AvailabilityBlocksRepository] });
    ledger = tier.get(LedgerRepository);
    villa = await newVilla(tier.em());
    stay = await booking(`${YEAR}-03-10`, `${YEAR}-03-14`, 40_000_000);
    await booking(`${YEAR}-03-20`, `${YEAR}-03-22`, 99_000_000, 'cancelled');
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('reads the villas in scope: one villa, or none for an unknown one', async () => {
    expect(await ledger.villas({ villaSlug: villa.slug })).toEqual([{ slug: villa.slug, siteId: null }]);
    expect(await ledger.villas({ villaSlug: 'no-such-villa' })).toEqual([]);
    expect((await ledger.villas({})).some((row) => row.slug === villa.slug)).toBe(true);
  });

  it('reads confirmed bookings with a night in the period, at their quoted price', async () => {
    expect(await ledger.bookings(MARCH, slugs())).toEqual([{ villaSlug: villa.slug, checkIn: stay.checkIn, checkOut: stay.checkOut, amount: 40_000_000, channel: 'direct' }]);
    expect(await ledger.bookings({ from: `${YEAR}-03-14`, to: `${YEAR}-03-20` }, slugs())).toEqual([]);
    expect(await ledger.bookings(MARCH, [])).toEqual([]);
  });

  it('reads imported blocks on the ledger: in their feed, or gone from it after they ended; not those cancelled before', async () => {
    const em = tier.em();
    const feed = await newFeed(em, villa, { channel: 'booking' });
    const inFeed = await newBlock(em, villa, { startsAt: `${YEAR}-03-02`, endsAt: `${YEAR}-03-05`, feed, summary: 'CLOSED - Not available' });
    const endedThenDropped = await newBlock(em, villa, { startsAt: `${YEAR - 1}-03-02`, endsAt: `${YEAR - 1}-03-05`, feed, status: 'cancelled' });
    const cancelledEarly = await newBlock(em, villa, { startsAt: `${YEAR}-03-24`, endsAt: `${YEAR}-03-27`, feed, status: 'cancelled' });
    await em.nativeUpdate(AvailabilityBlock, { id: endedThenDropped.id }, { updatedAt: new Date(`${YEAR - 1}-03-06T03:00:00Z`) });
    await tier.get(AvailabilityBlocksRepository).setPayout(inFeed.id, 12_000_000);

    const march = await ledger.importedBlocks(MARCH, slugs());
    expect(march).toEqual([{ id: inFeed.id, villaSlug: villa.slug, channel: 'booking', startsAt: `${YEAR}-03-02`, endsAt: `${YEAR}-03-05`, summary: 'CLOSED - Not available', payout: 12_000_000 }]);
    expect(march.map((row) => row.id)).not.toContain(cancelledEarly.id);
    expect((await ledger.importedBlocks({ from: `${YEAR - 1}-03-01`, to: `${YEAR - 1}-04-01` }, slugs())).map((row) => row.id)).toEqual([endedThenDropped.id]);
  });

  it('reads the nights Prana’s own holds close, and billed charges of confirmed stays dated in the period', async () => {
    const em = tier.em();
    await newBlock(em, villa, { startsAt: `${YEAR}-03-28`, endsAt: `${YEAR}-04-03`, source: 'manual' });
    await newBlock(em, villa, { startsAt: `${YEAR}-03-15`, endsAt: `${YEAR}-03-17`, source: 'manual', status: 'cancelled' });
    expect(await ledger.closures(MARCH, slugs())).toEqual([{ villaSlug: villa.slug, startsAt: `${YEAR}-03-28`, endsAt: `${YEAR}-04-03` }]);

    await newCharge(em, stay, { amount: 450_000, date: `${YEAR}-03-11`, category: 'Dining' });
    await newCharge(em, stay, { amount: 120_000, date: `${YEAR}-03-12`, status: 'settled', category: 'Wellness' });
    await newCharge(em, stay, { amount: 999_000, date: `${YEAR}-03-12`, status: 'complimentary' });
    await newCharge(em, stay, { amount: 888_000, date: `${YEAR}-03-12`, status: 'void' });
    await newCharge(em, stay, { amount: 777_000, date: `${YEAR}-04-01` });
    expect((await ledger.charges(MARCH, slugs())).sort((a, b) => a.amount - b.amount)).toEqual([
      { date: `${YEAR}-03-12`, category: 'Wellness', amount: 120_000 },
      { date: `${YEAR}-03-11`, category: 'Dining', amount: 450_000 },
    ]);
  });

  it('reads expense lines dated in the period with their category', async () => {
    const rows = await ledger.expenses({ from: '2000-01-01', to: '2100-01-01' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ date: expect.any(String), categoryId: expect.any(String), categoryName: expect.any(String), amount: expect.any(Number) });
    expect(await ledger.expenses(MARCH)).toEqual([]);
  });

  it('counts open requests now and reads the timings of the requests made in the period', async () => {
    const em = tier.em();
    const at = new Date(`${YEAR}-03-11T02:00:00Z`);
    const answered = await newRequest(em, stay, { at });
    answered.answeredAt = new Date(at.getTime() + 9 * 60_000);
    answered.status = 'acknowledged';
    await newRequest(em, stay, { at });
    await newRequest(em, stay, { at, status: 'cancelled' });
    await em.flush();
    expect(await ledger.openRequests(slugs())).toBe(1);
    const timings = await ledger.requestTimings(MARCH, slugs());
    expect(timings).toHaveLength(3);
    expect(timings.map((row) => (row.answeredAt === null ? null : new Date(row.answeredAt).getTime() - new Date(row.createdAt).getTime())).sort()).toEqual([9 * 60_000, null, null]);
    expect(await ledger.requestTimings({ from: `${YEAR}-03-12`, to: `${YEAR}-04-01` }, slugs())).toEqual([]);
  });

  it('answers the figures of a period from those rows (the service over the repository)', async () => {
    const figures = await tier.get(LedgerService).figures(MARCH, { villaSlug: villa.slug });
    // Four direct nights at 10M and three Booking.com nights at the 4M payout; four nights closed (28th to 31st).
    expect(figures.nights).toEqual({ available: 31, closed: 4, open: 27, sold: 7, amountUnknown: 0 });
    expect(figures.roomRevenue).toBe(52_000_000);
    expect(figures.extras.total).toBe(570_000);
    expect(figures.expenses).toBeNull();
    expect(figures.channels.find((channel) => channel.channel === 'booking')).toMatchObject({ stays: 1, nights: 3, revenue: 12_000_000 });
  });
});
