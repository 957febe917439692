import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { VILLAS } from '@prana/catalogue';
import { addDays, daysBetween, todayInBali } from '@prana/domain';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { seedDemoPastStays } from '../../apps/api/src/bootstrap/demo-past-stays.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { testEnv } from '../support/env.ts';

interface PastStay {
  villa_id: string;
  check_in: string;
  check_out: string;
  amount: number;
}

/** Rolls back whatever `work` seeded: the suite's other files share this database. */
async function rolledBack(orm: MikroORM, work: (em: EntityManager) => Promise<void>): Promise<void> {
  const done = new Error('roll back');
  await expect(
    orm.em.fork().transactional(async (em) => {
      await work(em);
      throw done;
    }),
  ).rejects.toBe(done);
}

describe("the development demo's stays before today", () => {
  let orm: MikroORM;
  // Late in a year, so the year before "today" is long enough to judge.
  const today = `${todayInBali(new Date()).slice(0, 4)}-11-15`;

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions({ databaseUrl: testEnv.DATABASE_URL, env: 'test' }, ENTITIES));
  });
  afterAll(() => orm.close(true));

  it('fills the year before today with priced direct stays that never overlap, leave what the calendar holds and end before the demo guests arrive', async () => {
    await rolledBack(orm, async (em) => {
      // A reservation a channel imported earlier in the year keeps its nights.
      const imported = new AvailabilityBlock(await em.findOneOrFail(Villa, { slug: 'jungle-loft' }), 'airbnb', `${today.slice(0, 4)}-03-10`, `${today.slice(0, 4)}-03-20`);
      await em.persist(imported).flush();
      await seedDemoPastStays(em, today);
      const stays = await em.execute<PastStay[]>(
        `select b.villa_slug as villa_id, b.check_in::text, b.check_out::text, b.amount
           from bookings b join availability_blocks a on a.booking_id = b.id
          where b.code like 'PRN-0%' and a.source = 'direct' order by b.villa_slug, b.check_in`,
      );
      expect(new Set(stays.map((stay) => stay.villa_id)).size).toBe(VILLAS.length);
      const overlapping = stays.filter((stay) => stay.villa_id === 'jungle-loft' && stay.check_in < imported.endsAt && imported.startsAt < stay.check_out);
      expect(overlapping).toEqual([]);
      for (const [index, stay] of stays.entries()) {
        expect(stay.check_in >= `${today.slice(0, 4)}-01-01`).toBe(true);
        expect(stay.check_out <= addDays(today, -1)).toBe(true);
        expect(stay.amount).toBeGreaterThan(0);
        const next = stays[index + 1];
        if (next?.villa_id === stay.villa_id) expect(next.check_in >= stay.check_out).toBe(true);
      }
      // A villa group's year: most nights sold, not every one.
      const nightsOpen = VILLAS.length * (daysBetween(`${today.slice(0, 4)}-01-01`, addDays(today, -1)) ?? 0);
      const nightsSold = stays.reduce((sum, stay) => sum + (daysBetween(stay.check_in, stay.check_out) ?? 0), 0);
      expect(nightsSold / nightsOpen).toBeGreaterThan(0.55);
      expect(nightsSold / nightsOpen).toBeLessThan(0.85);
      const [extras] = await em.execute<{ count: string }[]>(
        `select count(*) from guest_charges c join bookings b on b.id = c.booking_id where b.code like 'PRN-0%' and c.status = 'settled'`,
      );
      expect(Number(extras!.count)).toBeGreaterThan(stays.length / 4);
    });
  });

  it('seeds once: a second start adds nothing', async () => {
    await rolledBack(orm, async (em) => {
      await seedDemoPastStays(em, today);
      // In the transaction, so it sees the rows this run seeded.
      const count = async () => Number((await em.execute<{ count: string }[]>(`select count(*) from bookings where code like 'PRN-0%'`))[0]!.count);
      const first = await count();
      expect(first).toBeGreaterThan(VILLAS.length * 20);
      await seedDemoPastStays(em, addDays(today, 5));
      expect(await count()).toBe(first);
    });
  });
});
