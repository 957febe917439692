import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays, baliInstant, todayInBali } from '@prana/domain';
import { TurnoversRepository } from '../../apps/api/src/calendar-sync/turnovers.repository.ts';
import { reconcileTurnovers } from '../../apps/api/src/calendar-sync/turnover-reconciler.ts';
import { EmployeesRepository } from '../../apps/api/src/back-office/team/employees.repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBlock, newBooking, newVilla, removeVilla } from './factories.ts';

describe('Turnovers on the database (medium)', () => {
  let tier: Medium;
  let turnovers: TurnoversRepository;
  let transactions: Transactions;
  const today = todayInBali(new Date());
  const day = (offset: number) => addDays(today, offset);
  const employeeId = randomUUID();
  const reconcile = (slug: string, now = new Date()) => transactions.run(() => reconcileTurnovers(turnovers, slug, now));

  beforeAll(async () => {
    tier = await medium({ providers: [TurnoversRepository, EmployeesRepository, Transactions] });
    turnovers = tier.get(TurnoversRepository);
    transactions = tier.get(Transactions);
    await tier.get(EmployeesRepository).insert({
      id: employeeId,
      name: `Wayan ${employeeId.slice(0, 8)}`,
      role: 'housekeeping-supervisor',
      department: 'operations',
      wage: 4_000_000,
      startDate: '2024-01-08',
      lastReview: '2024-07-08',
      status: 'active',
      notes: null,
      seedKey: null,
      removedAt: null,
      createdAt: '2024-01-08T02:00:00.000Z',
    });
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('employees').where('id', '=', employeeId).execute();
    await tier.close();
  });

  async function withVilla(test: (villa: Villa) => Promise<void>): Promise<void> {
    const villa = await newVilla(tier.em());
    try {
      await test(villa);
    } finally {
      await removeVilla(tier.em(), villa.slug);
    }
  }

  /** A direct booking with its block on the calendar, as a booking writes them. */
  async function directStay(villa: Villa, fromToday: number, nights: number): Promise<AvailabilityBlock> {
    const em = tier.em();
    const booking = await newBooking(em, villa, { fromToday, nights });
    const block = await newBlock(em, villa, { startsAt: booking.checkIn, endsAt: booking.checkOut, source: 'direct' });
    await em.getKysely<DB>().updateTable('availability_blocks').set({ booking_id: booking.id, guest_name: booking.guestName }).where('id', '=', block.id).execute();
    return block;
  }

  it('reads a villa’s stays: direct and imported blocks still to end, in order; never holds, closed dates, cancelled blocks or stays that ended', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const imported = await newBlock(em, villa, { startsAt: day(4), endsAt: day(6), source: 'airbnb' });
      const direct = await directStay(villa, -2, 2);
      await newBlock(em, villa, { startsAt: day(8), endsAt: day(9), source: 'manual' });
      await newBlock(em, villa, { startsAt: day(10), endsAt: day(12), source: 'airbnb', status: 'cancelled' });
      await newBlock(em, villa, { startsAt: day(-6), endsAt: day(-3), source: 'airbnb' });
      // Closed dates are no stay, unless staff entered what the channel paid for them.
      await newBlock(em, villa, { startsAt: day(14), endsAt: day(16), source: 'airbnb', summary: 'Airbnb (Not available)' });
      const paid = await newBlock(em, villa, { startsAt: day(20), endsAt: day(23), source: 'booking', summary: 'CLOSED - Not available' });
      await em.getKysely<DB>().updateTable('availability_blocks').set({ payout: 3_000_000 }).where('id', '=', paid.id).execute();
      expect(await turnovers.stays(villa.slug, today)).toEqual([
        { id: direct.id, startsAt: day(-2), endsAt: day(0), arrivalTime: null, departureTime: null },
        { id: imported.id, startsAt: day(4), endsAt: day(6), arrivalTime: null, departureTime: null },
        { id: paid.id, startsAt: day(20), endsAt: day(23), arrivalTime: null, departureTime: null },
      ]);
    }));

  it('stores what reconciling plans, lists it by day with both stays and their guests, and finds the arrival days’ readiness', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const leaving = await directStay(villa, -3, 4);
      const arriving = await newBlock(em, villa, { startsAt: day(1), endsAt: day(3), source: 'airbnb' });
      const changes = await reconcile(villa.slug);
      expect(changes.timed).toHaveLength(2);

      const [first, second] = await turnovers.rows({ days: [day(1), day(3)] }).then((rows) => rows.filter((row) => row.villaSlug === villa.slug));
      expect(first).toMatchObject({
        villaName: villa.name,
        day: day(1),
        sameDay: true,
        state: 'occupied',
        cancelled: false,
        departure: { blockId: leaving.id, source: 'direct', day: day(1), guests: 2 },
        arrival: { blockId: arriving.id, source: 'airbnb', guestName: null, day: day(1), guests: null },
        assignee: null,
        checked: [],
        notes: null,
        alertedAt: null,
        version: 1,
      });
      expect(first!.departure.guestName).toMatch(/^Guest M/);
      expect(new Date(first!.dueAt)).toEqual(baliInstant(day(1), '15:00'));
      expect(second).toMatchObject({ day: day(3), sameDay: false, arrival: null });
      expect(new Date(second!.dueAt)).toEqual(baliInstant(day(4), '00:00'));

      expect((await turnovers.stored(villa.slug, today, [])).map((row) => row.departureBlockId).sort()).toEqual([leaving.id, arriving.id].sort());
      expect(await turnovers.readiness(day(0), day(7))).toContainEqual({ villaSlug: villa.slug, day: day(1), turnoverId: first!.id, state: 'occupied' });
      expect((await turnovers.readiness(day(2), day(7))).filter((row) => row.villaSlug === villa.slug)).toEqual([]);
    }));

  it('takes housekeeping’s changes one locked row at a time, each bumping the version', () =>
    withVilla(async (villa) => {
      await directStay(villa, -1, 2);
      await reconcile(villa.slug);
      const [row] = await turnovers.rows({ days: [day(1)] }).then((rows) => rows.filter((each) => each.villaSlug === villa.slug));
      const now = new Date();
      await transactions.run(async () => {
        expect(await turnovers.lock(row!.id)).toEqual({ id: row!.id, villaSlug: villa.slug, day: day(1), state: 'occupied', cancelled: false });
        await turnovers.update(row!.id, { state: 'to-clean', assigneeId: employeeId, checked: ['strip-beds'], notes: 'Extra towels' }, now);
      });
      const [changed] = await turnovers.rows({ ids: [row!.id] });
      expect(changed).toMatchObject({ state: 'to-clean', assignee: { id: employeeId }, checked: ['strip-beds'], notes: 'Extra towels', version: 2 });
      // Unset fields are left as they are; null clears.
      await turnovers.update(row!.id, { assigneeId: null }, now);
      expect((await turnovers.rows({ ids: [row!.id] }))[0]).toMatchObject({ state: 'to-clean', assignee: null, checked: ['strip-beds'], version: 3 });
      expect(await turnovers.lock(randomUUID())).toBeUndefined();
    }));

  it('raises the not-ready alert once, only at the due time it was scheduled for, and never for a ready or cancelled turnover', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      const stay = await newBlock(em, villa, { startsAt: day(-1), endsAt: day(1), source: 'airbnb' });
      await reconcile(villa.slug);
      const [row] = await turnovers.rows({ ids: (await turnovers.stored(villa.slug, today, [])).map((each) => each.id) });
      const dueAt = new Date(row!.dueAt).toISOString();
      expect(await turnovers.markAlerted(row!.id, new Date(Date.parse(dueAt) + 3_600_000).toISOString(), new Date())).toBe(false);
      const results = await Promise.all([turnovers.markAlerted(row!.id, dueAt, new Date()), turnovers.markAlerted(row!.id, dueAt, new Date())]);
      expect(results.sort()).toEqual([false, true]);
      expect(await turnovers.alertedIds(today)).toContain(row!.id);
      expect(await turnovers.alertedIds(day(2))).not.toContain(row!.id);

      // Re-timed: the alert is cleared, to be raised again before the new due time.
      await em.getKysely<DB>().updateTable('availability_blocks').set({ ends_at: day(2) }).where('id', '=', stay.id).execute();
      await reconcile(villa.slug);
      const [moved] = await turnovers.rows({ ids: [row!.id] });
      expect(moved).toMatchObject({ day: day(2), alertedAt: null, version: row!.version + 2 });
      expect(await turnovers.alertedIds(today)).not.toContain(row!.id);

      await turnovers.update(row!.id, { state: 'ready' }, new Date());
      expect(await turnovers.markAlerted(row!.id, new Date(moved!.dueAt).toISOString(), new Date())).toBe(false);
      await turnovers.update(row!.id, { state: 'to-inspect' }, new Date());
      await turnovers.cancel([row!.id], new Date());
      expect(await turnovers.markAlerted(row!.id, new Date(moved!.dueAt).toISOString(), new Date())).toBe(false);
      expect(await turnovers.rows({ days: [day(2)] })).not.toContainEqual(expect.objectContaining({ id: row!.id }));
      expect((await turnovers.rows({ ids: [row!.id] }))[0]).toMatchObject({ cancelled: true });
    }));

  it('reconciles a villa once at a time: parallel reconciles insert each turnover once, and a second pass writes nothing', () =>
    withVilla(async (villa) => {
      const em = tier.em();
      await newBlock(em, villa, { startsAt: day(0), endsAt: day(2), source: 'airbnb' });
      await newBlock(em, villa, { startsAt: day(2), endsAt: day(5), source: 'vrbo' });
      const results = await Promise.all([reconcile(villa.slug), reconcile(villa.slug), reconcile(villa.slug)]);
      expect(results.map((changes) => changes.timed.length).sort()).toEqual([0, 0, 2]);
      const before = await turnovers.stored(villa.slug, today, []);
      expect(before).toHaveLength(2);
      expect(await reconcile(villa.slug)).toEqual({ villaSlug: villa.slug, timed: [], cancelled: [] });
      const rows = await em.getKysely<DB>().selectFrom('turnovers').select(['id', 'version', 'updated_at']).where('villa_slug', '=', villa.slug).execute();
      expect(rows.every((row) => row.version === 1)).toBe(true);
    }));
});
