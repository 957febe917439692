import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AvailabilityBlockResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

// Far beyond other files' dates; a villa no other file gives blocks this far out.
const base = addDays(todayInBali(new Date()), 900);
const day = (offset: number) => addDays(base, offset);
const VILLA = 'ubud-treetop-1';

describe('GET /api/villas/{slug}/availability: a villa\'s blocks for staff', () => {
  let api: TestApi;
  let master: string;
  const blocks = async (query: string) =>
    ((await api.request().get(`/api/villas/${VILLA}/availability?${query}`).set('Cookie', master).expect(200)).body as AvailabilityBlockResponse[]).map(
      (block) => `${block.startsAt}..${block.endsAt} ${block.status}`,
    );

  beforeAll(async () => {
    api = await startTestApi();
    master = await signIn(api, { staff: 'master' });
    const em = api.app.get(EntityManager).fork();
    const villa = await em.findOneOrFail(Villa, { slug: VILLA });
    em.persist([
      new AvailabilityBlock(villa, 'manual', day(1), day(3)),
      new AvailabilityBlock(villa, 'manual', day(5), day(8)),
      Object.assign(new AvailabilityBlock(villa, 'manual', day(2), day(4)), { status: 'cancelled' }),
    ]);
    await em.flush();
  });
  afterAll(async () => {
    await api.app.get(EntityManager).fork().execute(`delete from availability_blocks where villa_slug = ? and starts_at >= ?`, [VILLA, base]);
    await api.close();
  });

  it('keeps the blocks overlapping [start, end), in date order, cancelled ones only when asked', async () => {
    expect(await blocks(`start=${day(0)}&end=${day(10)}`)).toEqual([`${day(1)}..${day(3)} active`, `${day(5)}..${day(8)} active`]);
    expect(await blocks(`start=${day(0)}&end=${day(10)}&includeCancelled=true`)).toEqual([
      `${day(1)}..${day(3)} active`,
      `${day(2)}..${day(4)} cancelled`,
      `${day(5)}..${day(8)} active`,
    ]);
    // Check-out day and check-in day are free: [3, 5) touches neither stay.
    expect(await blocks(`start=${day(3)}&end=${day(5)}`)).toEqual([]);
    expect(await blocks(`start=${day(2)}&end=${day(6)}`)).toEqual([`${day(1)}..${day(3)} active`, `${day(5)}..${day(8)} active`]);
  });

  it('answers an empty list for a villa with no blocks in the window, and 404 for no villa', async () => {
    expect(await blocks(`start=${day(20)}&end=${day(30)}`)).toEqual([]);
    await api.request().get(`/api/villas/no-such-villa/availability?start=${day(20)}`).set('Cookie', master).expect(404);
  });
});
