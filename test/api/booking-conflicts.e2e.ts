import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { testEnv } from '../support/env.ts';

const VILLA = 'palms-2bd-1';
const day = (offset: number) => addDays(todayInBali(new Date()), offset);

describe('conflicting direct bookings are 409, never 500', () => {
  let api: TestApi;
  let cookie: string;

  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signIn(api, { staff: 'manager' });
  });
  afterAll(async () => {
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug = ? and booking_id in (select id from bookings where code !~ '^PRN-24[0-9]{2}$')`, [VILLA]);
    await em.execute(`delete from bookings where villa_slug = ? and code !~ '^PRN-24[0-9]{2}$'`, [VILLA]);
    await api.close();
  });

  it('answers 20 concurrent bookings of overlapping nights with one 201 and 19 clear 409s, even when they all reach PostgreSQL together', async () => {
    // An uncommitted hold on those nights makes the bookings pile up inside PostgreSQL; when it
    // rolls back they all go at once, the moment where unordered inserts deadlock.
    const holder = new pg.Client({ connectionString: testEnv.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(
        `insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, created_at, updated_at) values ($1, $2, $3, $4, 'active', 'manual', now(), now())`,
        [randomUUID(), VILLA, day(300), day(310)],
      );
      const pending = Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          api
            .request()
            .post('/api/bookings/direct')
            .set('Cookie', cookie)
            // Overlapping but not identical stays: each one collides with every other.
            .send({ villaSlug: VILLA, checkIn: day(300 + (n % 3)), checkOut: day(306), guestName: `Racer ${n}`, email: 'race@example.com', adults: 2, children: 0, infants: 0 }),
        ),
      );
      const waiting = async () => {
        const { rows } = await holder.query<{ count: string }>(`select count(*) from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
        return Number(rows[0]!.count);
      };
      await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(0);
      await holder.query('rollback');
      const statuses = (await pending).map((response) => response.status);
      expect(statuses.filter((status) => status === 201), statuses.join(',')).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      for (const response of (await pending).filter((r) => r.status === 409)) {
        expect(response.body.error).toMatch(/^.+ is not available from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: another booking or hold already covers some of those nights\. Choose other dates\.$/);
      }
    } finally {
      await holder.end();
    }
  });
});
