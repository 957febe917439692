import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../apps/api/src/database/mikro-orm.config.ts';
import { ENTITIES } from '../../apps/api/src/bootstrap/entities.ts';
import { testEnv } from '../support/env.ts';

const config = { databaseUrl: testEnv.DATABASE_URL, env: 'test' as const };
const BEFORE = 'Migration20261124060000_CodedTexts';
const VILLA = `migration-${randomUUID().slice(0, 8)}`;
const URL = 'https://www.airbnb.com/calendar/ical/8841.ics?s=secret';

// Each villa's Airbnb link, with its imported blocks and runs, becomes that villa's first feed; down restores the link.
describe('migration VillaFeeds', () => {
  let orm: MikroORM;
  const ids = { block: randomUUID(), hold: randomUUID(), run: randomUUID() };
  const db = () => orm.em.getConnection();

  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(config, ENTITIES));
    await orm.migrator.down({ to: BEFORE });
    await db().execute(
      `insert into villas (slug, name, status, base_rate, airbnb_ical_url, airbnb_feed_etag, airbnb_feed_digest, created_at, updated_at)
       values (?, 'Migration Villa', 'active', 1000000, ?, '"abc"', 'digest-1', now(), now())`,
      [VILLA, URL],
    );
    await db().execute(
      `insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, uid, summary, conflict, created_at, updated_at)
       values (?, ?, '2030-01-10', '2030-01-14', 'active', 'airbnb', 'stay@airbnb.com', 'Reserved', false, now(), now()),
              (?, ?, '2030-02-10', '2030-02-12', 'active', 'manual', null, null, false, now(), now())`,
      [ids.block, VILLA, ids.hold, VILLA],
    );
    await db().execute(
      `insert into sync_runs (id, villa_slug, direction, status, started_at, finished_at, created, updated, cancelled) values (?, ?, 'pull_airbnb', 'success', now(), now(), 1, 0, 0)`,
      [ids.run, VILLA],
    );
    await orm.migrator.up();
  });

  afterAll(async () => {
    await db().execute('delete from villas where slug = ?', [VILLA]);
    await orm.close(true);
  });

  it('makes the Airbnb link the villa’s first feed, with its validators, imported blocks and runs', async () => {
    const feeds = await db().execute<{ id: string; label: string; channel: string; url: string; etag: string; digest: string }[]>(
      'select id, label, channel, url, etag, digest from villa_feeds where villa_slug = ?',
      [VILLA],
    );
    expect(feeds).toEqual([{ id: expect.any(String), label: 'Airbnb', channel: 'airbnb', url: URL, etag: '"abc"', digest: 'digest-1' }]);
    const blocks = await db().execute<{ id: string; feed_id: string | null }[]>('select id, feed_id from availability_blocks where villa_slug = ? order by starts_at', [VILLA]);
    expect(blocks).toEqual([
      { id: ids.block, feed_id: feeds[0]!.id },
      { id: ids.hold, feed_id: null },
    ]);
    const [run] = await db().execute<{ feed_id: string }[]>('select feed_id from sync_runs where id = ?', [ids.run]);
    expect(run!.feed_id).toBe(feeds[0]!.id);
  });

  it('down restores the link and keeps what the Airbnb feed imported', async () => {
    await orm.migrator.down({ to: BEFORE });
    try {
      const [villa] = await db().execute<{ airbnb_ical_url: string; airbnb_feed_etag: string }[]>('select airbnb_ical_url, airbnb_feed_etag from villas where slug = ?', [VILLA]);
      expect(villa).toEqual({ airbnb_ical_url: URL, airbnb_feed_etag: '"abc"' });
      const blocks = await db().execute<{ id: string }[]>('select id from availability_blocks where villa_slug = ? order by starts_at', [VILLA]);
      expect(blocks.map((block) => block.id)).toEqual([ids.block, ids.hold]);
    } finally {
      await orm.migrator.up();
    }
  });
});
