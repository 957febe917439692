import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, todayInBali } from '@prana/domain';
import type { DirectBookingBody } from '@prana/contracts';
import { BookingsModule } from '../../apps/api/src/bookings/bookings.module.ts';
import { BookingsRepository } from '../../apps/api/src/bookings/bookings.repository.ts';
import { BookingsService } from '../../apps/api/src/bookings/bookings.service.ts';
import { DirectBookingsService, retryTakenCode } from '../../apps/api/src/bookings/direct-bookings.service.ts';
import { ApiException } from '../../apps/api/src/common/api-exception.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { AvailabilityBlocksRepository } from '../../apps/api/src/calendar-sync/availability-blocks.repository.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { VillaFeedsRepository } from '../../apps/api/src/calendar-sync/villa-feeds.repository.ts';
import { VillasRepository } from '../../apps/api/src/catalogue/villas.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newBooking, newFeed, newVilla, removeVilla } from './factories.ts';

describe('Bookings on the database (medium)', () => {
  let tier: Medium;
  let bookings: BookingsRepository;
  let direct: DirectBookingsService;
  let service: BookingsService;
  let villas: VillasRepository;
  let blocks: AvailabilityBlocksRepository;
  let transactions: Transactions;
  let villa: Villa;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);
  const stay = (checkIn: string, checkOut: string): DirectBookingBody => ({
    villaSlug: villa.slug,
    checkIn,
    checkOut,
    guestName: 'Ayu Kadek Lestari',
    email: 'ayu@example.com',
    adults: 2,
    children: 1,
    infants: 0,
  });

  beforeAll(async () => {
    tier = await medium({ imports: [BookingsModule] });
    bookings = tier.get(BookingsRepository);
    direct = tier.get(DirectBookingsService);
    service = tier.get(BookingsService);
    villas = tier.get(VillasRepository);
    blocks = tier.get(AvailabilityBlocksRepository);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em(), { maxGuests: 4, baseRate: 2_000_000 });
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('books a stay with a new code, the guest’s last name, its price and a direct block, then says availability changed', async () => {
    tier.events.clear();
    const booking = await direct.create(stay(day(10), day(13)));
    expect(booking).toMatchObject({
      villaSlug: villa.slug,
      villaName: villa.name,
      checkIn: day(10),
      checkOut: day(13),
      adults: 2,
      children: 1,
      infants: 0,
      amount: 6_000_000,
      source: 'direct',
      status: 'confirmed',
    });
    expect(booking.code).toMatch(/^PRN-[A-HJKMNP-Z2-9]{6}$/);
    const stored = await tier.em().findOneOrFail(Booking, { id: booking.id });
    expect(stored).toMatchObject({ code: booking.code, lastName: 'Lestari', email: 'ayu@example.com', amount: 6_000_000 });
    const block = await tier.em().findOneOrFail(AvailabilityBlock, { booking: booking.id });
    expect(block).toMatchObject({ source: 'direct', status: 'active', startsAt: day(10), endsAt: day(13), guestName: 'Ayu Kadek Lestari', conflict: false });
    expect(tier.events.of('availability.changed')).toEqual([{ to: 'sync-watchers', payload: { villaSlug: villa.slug } }]);
    expect((await bookings.confirmed()).find((row) => row.id === booking.id)).toEqual(booking);
  });

  it('refuses taken nights with a 409 and writes nothing; the nights around them stay bookable', async () => {
    await direct.create(stay(day(20), day(23)));
    const before = await tier.em().count(Booking, { villa: { slug: villa.slug } });
    await expect(direct.create(stay(day(22), day(25)))).rejects.toMatchObject({ coded: { code: 'booking.unavailable' } });
    expect(await tier.em().count(Booking, { villa: { slug: villa.slug } })).toBe(before);
    await expect(direct.create(stay(day(23), day(25)))).resolves.toMatchObject({ checkIn: day(23) });
  });

  it('makes one booking of two racing for the same nights', async () => {
    const results = await Promise.allSettled([direct.create(stay(day(40), day(43))), direct.create(stay(day(41), day(44)))]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { coded: { code: 'booking.unavailable' } } });
  });

  it('draws again when the booking code is taken, and turns nights taken meanwhile into the caller’s refusal', async () => {
    const taken = await newBooking(tier.em(), villa, { fromToday: 140 });
    const fresh = (code: string) => ({
      id: randomUUID(),
      code,
      villaSlug: villa.slug,
      guestName: 'Nyoman Putra',
      lastName: 'Putra',
      email: null,
      checkIn: day(150),
      checkOut: day(152),
      adults: 1,
      children: 0,
      infants: 0,
      amount: 1,
      createdAt: new Date(),
    });
    let attempts = 0;
    await retryTakenCode(() =>
      transactions.run(async () => {
        attempts += 1;
        await bookings.insert(fresh(attempts === 1 ? taken.code : `PRN-T${randomUUID().slice(0, 5).toUpperCase()}`));
      }),
    );
    expect(attempts).toBe(2);

    const held = await direct.create(stay(day(160), day(163)));
    const unavailable = new ApiException('booking.unavailable', { villa: villa.name, checkIn: day(161), checkOut: day(162) });
    // A writer that skipped the villa lock still meets the exclusion constraint.
    await expect(
      retryTakenCode(
        () =>
          transactions.run(() =>
            blocks.insertForBooking({ id: randomUUID(), villaSlug: villa.slug, bookingId: held.id, guestName: 'Twice', startsAt: day(161), endsAt: day(162) }, new Date()),
          ),
        unavailable,
      ),
    ).rejects.toBe(unavailable);
  });

  it('refuses an unknown villa and a party the villa cannot sleep', async () => {
    await expect(direct.create({ ...stay(day(50), day(53)), villaSlug: 'no-such-villa' })).rejects.toMatchObject({ coded: { code: 'booking.villaNotFound' } });
    await expect(direct.create({ ...stay(day(50), day(53)), adults: 5 })).rejects.toMatchObject({ coded: { code: 'booking.villaSleeps' } });
  });

  it('lists confirmed bookings only', async () => {
    const cancelled = await newBooking(tier.em(), villa, { fromToday: 60 });
    await tier.em().nativeUpdate(Booking, { id: cancelled.id }, { status: 'cancelled' });
    const kept = await newBooking(tier.em(), villa, { fromToday: 70, nights: 2 });
    const rows = await bookings.confirmed();
    expect(rows.map((row) => row.id)).not.toContain(cancelled.id);
    expect(rows.find((row) => row.id === kept.id)).toEqual({
      id: kept.id,
      code: kept.code,
      guestName: kept.guestName,
      villaSlug: villa.slug,
      villaName: villa.name,
      checkIn: kept.checkIn,
      checkOut: kept.checkOut,
      adults: 2,
      children: 0,
      infants: 0,
      amount: kept.amount,
      source: 'direct',
      status: 'confirmed',
    });
  });

  it('lists the guests in residence on a day: arrived that day or before, leaving after it', async () => {
    const staying = await newBooking(tier.em(), villa, { fromToday: 200, nights: 3 });
    const earlier = await newBooking(tier.em(), villa, { fromToday: 198, nights: 3 });
    const arriving = await newBooking(tier.em(), villa, { fromToday: 203, nights: 2 });
    const gone = await newBooking(tier.em(), villa, { fromToday: 201, nights: 1 });
    await tier.em().nativeUpdate(Booking, { id: gone.id }, { status: 'cancelled' });
    const ids = (await bookings.inResidence(staying.checkIn)).map((row) => row.id);
    expect(ids).toContain(staying.id);
    expect(ids).toContain(earlier.id);
    expect((await bookings.inResidence(addDays(staying.checkIn, 1))).map((row) => row.id)).not.toContain(gone.id);
    expect((await bookings.inResidence(arriving.checkIn)).map((row) => row.id)).toEqual(expect.arrayContaining([arriving.id]));
    expect((await bookings.inResidence(arriving.checkIn)).map((row) => row.id)).not.toContain(staying.id);
  });

  it('reads active Airbnb reservations only, and the staff list keeps those that are stays, masking codes for an investor', async () => {
    const feed = await newFeed(tier.em(), villa, { channel: 'airbnb' });
    const reserved = await newBlock(tier.em(), villa, { startsAt: day(80), endsAt: day(82), feed, summary: 'Reserved' });
    const closed = await newBlock(tier.em(), villa, { startsAt: day(84), endsAt: day(86), feed, summary: 'Airbnb (Not available)' });
    const gone = await newBlock(tier.em(), villa, { startsAt: day(88), endsAt: day(90), feed, status: 'cancelled' });
    const other = await newBlock(tier.em(), villa, { startsAt: day(92), endsAt: day(94), source: 'booking' });
    const ids = (await blocks.airbnbReservations()).map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([reserved.id, closed.id]));
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(other.id);

    const list = await service.list('investor');
    const mine = list.bookings.filter((booking) => booking.villaSlug === villa.slug);
    expect(mine.find((booking) => booking.id === reserved.id)).toMatchObject({ code: null, source: 'airbnb', status: 'confirmed', checkIn: day(80) });
    expect(mine.map((booking) => booking.id)).not.toContain(closed.id);
    const direct = mine.filter((booking) => booking.source === 'direct');
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((booking) => booking.code !== null && booking.code.includes('•'))).toBe(true);
    expect(mine.map((booking) => booking.checkIn)).toEqual(mine.map((booking) => booking.checkIn).sort());
  });

  it('lists every feed by villa, oldest first', async () => {
    const first = await newFeed(tier.em(), villa, { channel: 'vrbo' });
    const second = await newFeed(tier.em(), villa, { channel: 'other' });
    const feeds = (await tier.get(VillaFeedsRepository).all()).filter((feed) => feed.villaSlug === villa.slug);
    expect(feeds.map((feed) => feed.id).indexOf(first.id)).toBeLessThan(feeds.map((feed) => feed.id).indexOf(second.id));
  });

  it('holds a villa’s row lock until the transaction ends: a second writer waits for it', async () => {
    expect(await villas.lock('no-such-villa')).toBeUndefined();
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = transactions.run(async () => {
      expect(await villas.lock(villa.slug)).toEqual({ slug: villa.slug, name: villa.name, maxGuests: 4, baseRate: 2_000_000, minStayNights: 2 });
      order.push('first locked');
      locked();
      await released;
      order.push('first ends');
    });
    await firstLocked;
    const second = transactions.run(async () => {
      await villas.lock(villa.slug);
      order.push('second locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first ends', 'second locked']);
  });
});
