import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays, todayInBali } from '@prana/domain';
import { StayTimesRepository } from '../../apps/api/src/guest-services/stay-times.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newBooking, newVilla, removeVilla } from './factories.ts';
import { newCharge, newRequest } from './guest-factories.ts';

describe('Stay times on the database (medium)', () => {
  let tier: Medium;
  let stayTimes: StayTimesRepository;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);

  beforeAll(async () => {
    tier = await medium({ providers: [StayTimesRepository, Transactions] });
    stayTimes = tier.get(StayTimesRepository);
  });
  afterAll(() => tier.close());

  async function withVilla(test: (villa: Villa) => Promise<void>): Promise<void> {
    const villa = await newVilla(tier.em());
    try {
      await test(villa);
    } finally {
      await removeVilla(tier.em(), villa.slug);
    }
  }

  it('finds the blocks that arrive on the check-out day or leave on the check-in day, stays apart from holds, never the booking’s own', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const booking = await newBooking(em, villa, { fromToday: 5, nights: 3 });
      const own = await newBlock(em, villa, { startsAt: day(5), endsAt: day(8), source: 'direct' });
      await em.getKysely<DB>().updateTable('availability_blocks').set({ booking_id: booking.id }).where('id', '=', own.id).execute();
      await newBlock(em, villa, { startsAt: day(2), endsAt: day(5), source: 'airbnb' });
      await newBlock(em, villa, { startsAt: day(8), endsAt: day(9), source: 'manual' });
      await newBlock(em, villa, { startsAt: day(8), endsAt: day(10), source: 'airbnb', status: 'cancelled' });
      await newBlock(em, villa, { startsAt: day(9), endsAt: day(12), source: 'airbnb' });
      const found = await stayTimes.neighbours(villa.slug, booking.id, day(5), day(8));
      expect(found.sort((a, b) => a.startsAt.localeCompare(b.startsAt))).toEqual([
        { startsAt: day(2), endsAt: day(5), hold: false },
        { startsAt: day(8), endsAt: day(9), hold: true },
      ]);
    }));

  it('keeps the approved times on the booking, and tells a waiting or approved ask from a declined or cancelled one', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const booking = await newBooking(em, villa, { fromToday: 5, nights: 3 });
      await tier.get(Transactions).run(() => stayTimes.lockAsks(booking.id));
      await stayTimes.setTime(booking.id, 'late-check-out', '16:00');
      await stayTimes.setTime(booking.id, 'early-check-in', '09:00');
      const row = await em.getKysely<DB>().selectFrom('bookings').select(['arrival_time', 'departure_time']).where('id', '=', booking.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ arrival_time: '09:00', departure_time: '16:00' });

      expect(await stayTimes.hasOpenAsk(booking.id, 'late-check-out')).toBe(false);
      const ask = await newRequest(em, booking, { category: 'concierge', title: 'Late check-out until 16:00' });
      await em.getKysely<DB>().updateTable('guest_requests').set({ metadata: sql<Record<string, unknown>>`${JSON.stringify({ type: 'late-check-out', time: '16:00', price: 1 })}::jsonb` }).where('id', '=', ask.id).execute();
      expect(await stayTimes.hasOpenAsk(booking.id, 'late-check-out')).toBe(true);
      expect(await stayTimes.hasOpenAsk(booking.id, 'early-check-in')).toBe(false);
      await em.getKysely<DB>().updateTable('guest_requests').set({ status: 'acknowledged' }).where('id', '=', ask.id).execute();
      await stayTimes.recordDecision(ask.id, 'declined');
      expect(await stayTimes.hasOpenAsk(booking.id, 'late-check-out')).toBe(false);
      await stayTimes.recordDecision(ask.id, 'approved');
      expect(await stayTimes.hasOpenAsk(booking.id, 'late-check-out')).toBe(true);
      const stored = await em.getKysely<DB>().selectFrom('guest_requests').select('metadata').where('id', '=', ask.id).executeTakeFirstOrThrow();
      expect(stored.metadata).toEqual({ type: 'late-check-out', time: '16:00', price: 1, decision: 'approved' });
    }));

  it('dates the charges of a moved booking’s asks on its new arrival and departure, and no other charge', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const booking = await newBooking(em, villa, { fromToday: 5, nights: 3 });
      const other = await newBooking(em, villa, { fromToday: 20, nights: 2 });
      const askOf = async (stay: typeof booking, type: string) => {
        const ask = await newRequest(em, stay, { category: 'concierge', title: type });
        await em.getKysely<DB>().updateTable('guest_requests').set({ metadata: sql<Record<string, unknown>>`${JSON.stringify({ type, time: '12:00', price: 1 })}::jsonb` }).where('id', '=', ask.id).execute();
        return ask;
      };
      const early = await newCharge(em, booking, { request: await askOf(booking, 'early-check-in'), date: day(5) });
      const late = await newCharge(em, booking, { request: await askOf(booking, 'late-check-out'), date: day(8) });
      const dinner = await newCharge(em, booking, { request: await newRequest(em, booking, { category: 'dining' }), date: day(6) });
      const othersLate = await newCharge(em, other, { request: await askOf(other, 'late-check-out'), date: day(22) });

      expect(await stayTimes.redateCharges(booking.id, day(10), day(14))).toBe(2);
      const dates = await em.getKysely<DB>().selectFrom('guest_charges').select(['id', sql<string>`date::text`.as('date')]).where('id', 'in', [early.id, late.id, dinner.id, othersLate.id]).execute();
      expect(Object.fromEntries(dates.map((row) => [row.id, row.date]))).toEqual({ [early.id]: day(10), [late.id]: day(14), [dinner.id]: day(6), [othersLate.id]: day(22) });
      // Already on those days: nothing changes.
      expect(await stayTimes.redateCharges(booking.id, day(10), day(14))).toBe(0);
    }));
});
