import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { loadConfig } from '../config/app-config.ts';
import { RateLimiter, waitMinutes } from './rate-limiter.ts';

describe('RateLimiter (real Redis)', () => {
  const config = loadConfig();
  let redis: Redis;
  let limiter: RateLimiter;
  const limit = { max: 2, windowSeconds: 60 };
  const subject = `spec-${process.pid}-${Date.now()}`;

  beforeAll(() => {
    redis = new Redis(config.redisUrl);
    limiter = new RateLimiter(redis, config);
  });
  afterAll(async () => {
    await limiter.reset('spec', subject);
    await limiter.reset('spec-other', subject);
    redis.disconnect();
  });

  it('counts per bucket and subject under the configured prefix, within a window', async () => {
    expect(limiter.key('spec', subject)).toBe(`${config.redisPrefix}:spec:${subject}`);
    expect(await limiter.peek('spec', subject, limit)).toEqual({ count: 0, retryAfterSeconds: 60 });
    expect(await limiter.consume('spec', subject, limit)).toMatchObject({ count: 1, allowed: true });
    expect(await limiter.consume('spec', subject, limit)).toMatchObject({ count: 2, allowed: true });
    const third = await limiter.consume('spec', subject, limit);
    expect(third).toMatchObject({ count: 3, allowed: false });
    expect(third.retryAfterSeconds).toBeGreaterThan(0);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume('spec-other', subject, limit)).allowed).toBe(true);
  });

  it('starts over after a reset', async () => {
    await limiter.reset('spec', subject);
    expect((await limiter.peek('spec', subject, limit)).count).toBe(0);
  });

  it('rounds waits up to whole minutes, at least one', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(900)).toBe(15);
  });
});
