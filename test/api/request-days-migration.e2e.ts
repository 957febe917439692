import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { testEnv } from '../support/env.ts';

const config = { databaseUrl: testEnv.DATABASE_URL, env: 'test' as const };
const BEFORE = 'Migration20261124060000_CodedTexts';

// Requests stored before services had a day: each dated one gets the day it named, else the Bali day it was made on.
describe('migration RequestDaysAndCancel', () => {
  let orm: MikroORM;
  const ids = { shuttle: randomUUID(), massage: randomUUID(), concierge: randomUUID() };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config, ENTITIES));
    await orm.migrator.down({ to: BEFORE });
    const db = orm.em.getConnection();
    const [{ id: bookingId }] = await db.execute<{ id: string }[]>('select id from bookings order by code limit 1');
    const title = `'{"kind":"text","text":"x"}'`;
    // 2026-11-20 23:30 UTC is already 21 November in Bali.
    await db.execute(
      `insert into guest_requests (id, booking_id, category, title, notes, status, metadata, created_at, updated_at)
       values (?, ?, 'transport', ${title}, '', 'pending', '{"type":"shuttle","departureId":"shuttle-0800","seats":2,"date":"2026-11-25"}', '2026-11-20T23:30:00Z', now()),
              (?, ?, 'wellness', ${title}, '', 'pending', '{"serviceId":"balinese-massage"}', '2026-11-20T23:30:00Z', now()),
              (?, ?, 'concierge', ${title}, 'hi', 'pending', '{"type":"in-person"}', '2026-11-20T23:30:00Z', now())`,
      [ids.shuttle, bookingId, ids.massage, bookingId, ids.concierge, bookingId],
    );
    await orm.migrator.up();
  });

  afterAll(async () => {
    await orm.em.getConnection().execute('delete from guest_requests where id in (?, ?, ?)', [ids.shuttle, ids.massage, ids.concierge]);
    await orm.close(true);
  });

  it('dates each stored request: the day its shuttle named, else its Bali creation day; a concierge request has none', async () => {
    const rows = await orm.em
      .getConnection()
      .execute<{ id: string; day: string | null; metadata: Record<string, unknown> }[]>(`select id, service_date::text as day, metadata from guest_requests where id in (?, ?, ?)`, [
        ids.shuttle,
        ids.massage,
        ids.concierge,
      ]);
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[ids.shuttle]).toMatchObject({ day: '2026-11-25', metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 2 } });
    expect(byId[ids.shuttle]!.metadata).not.toHaveProperty('date');
    expect(byId[ids.massage]!.day).toBe('2026-11-21');
    expect(byId[ids.concierge]!.day).toBeNull();
  });

  it('keeps every dated request dated, and a concierge request undated', async () => {
    const db = orm.em.getConnection();
    await expect(db.execute(`update guest_requests set service_date = null where id = ?`, [ids.massage])).rejects.toThrow(/guest_requests_service_date_check/);
    await expect(db.execute(`update guest_requests set service_date = '2026-11-21' where id = ?`, [ids.concierge])).rejects.toThrow(/guest_requests_service_date_check/);
  });
});
