import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { loadConfig } from '../config/app-config.ts';
import { ApiException } from './api-exception.ts';
import { RateLimiters, waitMinutes } from './rate-limiter.ts';

describe('RateLimiters (real Redis)', () => {
  const config = loadConfig();
  let redis: Redis;
  let limiters: RateLimiters;
  const key = `spec-${process.pid}-${Date.now()}`;

  beforeAll(() => {
    redis = new Redis(config.redisUrl);
    limiters = new RateLimiters(redis, config);
  });
  afterAll(() => redis.disconnect());

  it('lets exactly the limit through when the events arrive all at once, then answers 429 with the wait', async () => {
    const limiter = limiters.create('spec', { max: 3, windowSeconds: 60 });
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => limiters.consume(limiter, key, 'request.tooMany')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    expect(refused).toHaveLength(27);
    const first = refused[0] as ApiException;
    expect(first).toBeInstanceOf(ApiException);
    expect(first.getStatus()).toBe(429);
    expect(first.coded).toEqual({ code: 'request.tooMany', params: { count: 1 } });
    expect(first.retryAfterSeconds).toBeGreaterThan(0);
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another bucket counts on its own, under the configured prefix.
    await limiters.consume(limiters.create('spec-other', { max: 1, windowSeconds: 60 }), key, 'request.tooMany');
    expect(await redis.exists(`${config.redisPrefix}:spec:${key}`, `${config.redisPrefix}:spec-other:${key}`)).toBe(2);
    await redis.del(`${config.redisPrefix}:spec:${key}`, `${config.redisPrefix}:spec-other:${key}`);
  });

  it('rounds waits up to whole minutes, at least one', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(900)).toBe(15);
  });
});
