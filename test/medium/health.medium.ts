import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthRepository } from '../../apps/api/src/health/health.repository.ts';
import { medium, type Medium } from './medium.ts';

describe('The readiness probe on the database (medium)', () => {
  let tier: Medium;

  beforeAll(async () => {
    tier = await medium({ providers: [HealthRepository] });
  });
  afterAll(() => tier.close());

  it('answers when PostgreSQL answers', async () => {
    await expect(tier.get(HealthRepository).ping()).resolves.toBeUndefined();
  });
});
