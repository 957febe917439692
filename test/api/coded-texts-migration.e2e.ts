import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { testEnv } from '../support/env.ts';

const config = { databaseUrl: testEnv.DATABASE_URL, env: 'test' as const };
const BEFORE = 'Migration20261121140000_BackOffice';

// Rows written before texts were stored by meaning: the migration must turn each into its meaning.
describe('migration CodedTexts', () => {
  let orm: MikroORM;
  const ids = { run: randomUUID(), unknownRun: randomUUID(), massage: randomUUID(), custom: randomUUID(), received: randomUUID(), test: randomUUID() };

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config, ENTITIES));
    await orm.migrator.down({ to: BEFORE });
    const db = orm.em.getConnection();
    const [{ slug }] = await db.execute<{ slug: string }[]>('select slug from villas order by slug limit 1');
    const [{ id: bookingId }] = await db.execute<{ id: string }[]>('select id from bookings order by code limit 1');
    await db.execute(
      `insert into sync_runs (id, villa_slug, direction, status, started_at, finished_at, error_message, created, updated, cancelled)
       values (?, ?, 'pull_airbnb', 'failed', now(), now(), 'The calendar host feeds.example could not be found.', 0, 0, 0),
              (?, ?, 'pull_airbnb', 'failed', now(), now(), 'Something nobody wrote down.', 0, 0, 0)`,
      [ids.run, slug, ids.unknownRun, slug],
    );
    await db.execute(
      `insert into guest_requests (id, booking_id, category, title, notes, status, metadata, created_at, updated_at)
       values (?, ?, 'wellness', 'Pijat Bali', 'Tidak ada catatan khusus.', 'pending', '{"serviceId":"balinese-massage"}', now(), now()),
              (?, ?, 'wellness', 'Massage for two, please', 'Near the pool', 'pending', '{"serviceId":"balinese-massage"}', now(), now())`,
      [ids.massage, bookingId, ids.custom, bookingId],
    );
    await db.execute(
      `insert into guest_notifications (id, booking_id, type, message, read, related_request_id, created_at)
       values (?, ?, 'confirmation', '{"en":"Pijat Bali request received","id":"Pijat Bali: permintaan diterima"}', false, ?, now()),
              (?, ?, 'reminder', '{"en":"Test push notification from Prana.","id":"Notifikasi push uji coba dari Prana."}', false, null, now())`,
      [ids.received, bookingId, ids.massage, ids.test, bookingId],
    );
    await orm.migrator.up();
  });

  afterAll(async () => {
    const db = orm.em.getConnection();
    await db.execute('delete from guest_notifications where id in (?, ?)', [ids.received, ids.test]);
    await db.execute('delete from guest_requests where id in (?, ?)', [ids.massage, ids.custom]);
    await db.execute('delete from sync_runs where id in (?, ?)', [ids.run, ids.unknownRun]);
    await orm.close(true);
  });

  it('stores sync failure reasons as codes with their values', async () => {
    const runs = await orm.em.getConnection().execute<{ id: string; failure: unknown }[]>('select id, failure from sync_runs where id in (?, ?)', [ids.run, ids.unknownRun]);
    expect(Object.fromEntries(runs.map((run) => [run.id, run.failure]))).toEqual({
      [ids.run]: { code: 'sync.hostNotFound', params: { host: 'feeds.example' } },
      [ids.unknownRun]: { code: 'sync.unexpected' },
    });
  });

  it('stores a catalogue title by meaning, keeps a title a person chose, and blanks generated notes', async () => {
    const requests = await orm.em.getConnection().execute<{ id: string; title: unknown; notes: string }[]>('select id, title, notes from guest_requests where id in (?, ?)', [ids.massage, ids.custom]);
    expect(Object.fromEntries(requests.map((request) => [request.id, { title: request.title, notes: request.notes }]))).toEqual({
      [ids.massage]: { title: { kind: 'wellness', serviceId: 'balinese-massage' }, notes: '' },
      [ids.custom]: { title: { kind: 'text', text: 'Massage for two, please' }, notes: 'Near the pool' },
    });
  });

  it('stores notifications by what they say', async () => {
    const notifications = await orm.em.getConnection().execute<{ id: string; message: unknown }[]>('select id, message from guest_notifications where id in (?, ?)', [ids.received, ids.test]);
    expect(Object.fromEntries(notifications.map((notification) => [notification.id, notification.message]))).toEqual({
      [ids.received]: { kind: 'request-received', title: { kind: 'wellness', serviceId: 'balinese-massage' } },
      [ids.test]: { kind: 'test', channel: 'push' },
    });
  });
});
