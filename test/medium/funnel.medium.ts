import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { addDays } from '@prana/domain';
import { FunnelRepository } from '../../apps/api/src/funnel/funnel.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';

describe('Booking funnel counters on the database (medium)', () => {
  let tier: Medium;
  let funnel: FunnelRepository;
  // A day of its own, far ahead, different on every run.
  const day = addDays('2090-01-01', Math.floor(Math.random() * 3000));

  beforeAll(async () => {
    tier = await medium({ providers: [FunnelRepository] });
    funnel = tier.get(FunnelRepository);
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('funnel_days').where('day', '=', day).execute();
    await tier.em().getKysely<DB>().deleteFrom('availability_blocks').where('uid', 'like', `funnel-medium-%`).execute();
    await tier.close();
  });

  const totals = async () => funnel.totals(day, day);

  it('adds one per call, each call exactly once when many run at once', async () => {
    await Promise.all(Array.from({ length: 30 }, () => funnel.countAtSite(day, 'any', 'search')));
    await funnel.countAtSite(day, 'prana-palms', 'search');
    expect(await totals()).toEqual([
      { siteId: 'any', step: 'search', count: 30 },
      { siteId: 'prana-palms', step: 'search', count: 1 },
    ]);
  });

  it('counts a villa’s step for its site, and nothing for a villa that does not exist', async () => {
    expect(await funnel.countAtVilla(day, 'ubud-lux-1', 'view')).toBe(true);
    expect(await funnel.countAtVilla(day, 'ubud-lux-1', 'request')).toBe(true);
    expect(await funnel.countAtVilla(day, 'no-such-villa', 'view')).toBe(false);
    expect((await totals()).filter((row) => row.siteId === 'prana-ubud')).toEqual([
      { siteId: 'prana-ubud', step: 'request', count: 1 },
      { siteId: 'prana-ubud', step: 'view', count: 1 },
    ]);
    // Outside the period: not counted in it.
    expect(await funnel.totals(addDays(day, 1), addDays(day, 2))).toEqual([]);
  });

  it('lists blocks imported from channels by the Bali day they arrived, with their villa’s site', async () => {
    const arrived = new Date(`${day}T00:30:00+08:00`);
    const insert = (source: 'airbnb' | 'manual', summary: string) =>
      tier
        .em()
        .getKysely<DB>()
        .insertInto('availability_blocks')
        .values({ id: randomUUID(), villa_slug: 'ubud-lux-1', source, status: 'active', uid: `funnel-medium-${randomUUID()}`, summary, starts_at: day, ends_at: addDays(day, 2), created_at: arrived, updated_at: arrived })
        .execute();
    await insert('airbnb', 'Reserved');
    await insert('manual', 'Owner stay');
    expect(await funnel.importedBlocks(day, day)).toEqual([{ siteId: 'prana-ubud', channel: 'airbnb', summary: 'Reserved', payout: null }]);
    // 00:30 in Bali is the evening before in UTC: still this Bali day.
    expect(await funnel.importedBlocks(addDays(day, -1), addDays(day, -1))).toEqual([]);
  });
});
