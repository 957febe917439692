import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryHealthRepository } from '../../apps/api/src/notifications/delivery-health.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { medium, type Medium } from './medium.ts';

describe('Delivery health on the database (medium)', () => {
  let tier: Medium;
  let health: DeliveryHealthRepository;

  beforeAll(async () => {
    tier = await medium({ providers: [DeliveryHealthRepository] });
    health = tier.get(DeliveryHealthRepository);
    await tier.em().getKysely<DB>().deleteFrom('delivery_health').execute();
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('delivery_health').execute();
    await tier.close();
  });

  it('keeps the last delivery and failure per channel, and the failures since the last delivery', async () => {
    expect(await health.all()).toEqual([]);
    await Promise.all([health.failed('email', new Date('2026-12-01T02:00:00Z')), health.failed('email', new Date('2026-12-01T02:01:00Z'))]);
    await health.delivered('push', new Date('2026-12-01T03:00:00Z'));
    expect(await health.all()).toEqual([
      { channel: 'email', lastSuccessAt: null, lastFailureAt: '2026-12-01T02:01:00.000Z', failuresSinceSuccess: 2 },
      { channel: 'push', lastSuccessAt: '2026-12-01T03:00:00.000Z', lastFailureAt: null, failuresSinceSuccess: 0 },
    ]);
    await health.delivered('email', new Date('2026-12-01T04:00:00Z'));
    // An older outcome finishing late never moves a time back.
    await health.failed('email', new Date('2026-12-01T01:00:00Z'));
    expect((await health.all())[0]).toEqual({ channel: 'email', lastSuccessAt: '2026-12-01T04:00:00.000Z', lastFailureAt: '2026-12-01T02:01:00.000Z', failuresSinceSuccess: 1 });
  });
});
