import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../redis/redis.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ApiException } from './api-exception.ts';

/** At most `max` counted events per key within a window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** The wait in whole minutes, at least 1, for messages such as "Please wait 3 minutes". */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** The codes of the limits: each message says the wait in whole minutes (`count`). */
export type RateLimitCode = 'auth.tooManyAttempts' | 'reservation.tooMany' | 'request.tooMany' | 'message.tooMany' | 'funnel.tooMany';

/** 429 with the wait in minutes for people and in seconds as `Retry-After`. */
export function tooManyRequests(code: RateLimitCode, retryAfterSeconds: number): ApiException {
  const exception = new ApiException(code, { count: waitMinutes(retryAfterSeconds) });
  exception.retryAfterSeconds = retryAfterSeconds;
  return exception;
}

/** A refused consume: the library rejects with a RateLimiterRes; a Redis failure rejects with an Error. */
export function retryAfterOf(refusal: unknown): number | null {
  return refusal instanceof RateLimiterRes ? Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) : null;
}

/**
 * Counters in Redis shared by every api instance (rate-limiter-flexible: one atomic increment per
 * consume, so parallel requests can never all slip under the limit). A bucket names what is
 * counted (`login-account`, `guest-requests`); keys are `{REDIS_PREFIX}:{bucket}:{key}`.
 */
@Injectable()
export class RateLimiters {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  create(bucket: string, limit: RateLimit): RateLimiterRedis {
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.config.redisPrefix}:${bucket}`,
      points: limit.max,
      duration: limit.windowSeconds,
    });
  }

  /** Counts one event for `key`; over the limit, throws 429 with `code` and the wait. */
  async consume(limiter: RateLimiterRedis, key: string, code: RateLimitCode): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      const retryAfter = retryAfterOf(refusal);
      if (retryAfter === null) throw refusal;
      throw tooManyRequests(code, retryAfter);
    }
  }
}
