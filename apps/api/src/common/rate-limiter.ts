import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../redis/redis.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/** At most `max` counted events per key within a window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** 429 with a message for people and the wait in seconds, sent as `Retry-After`. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The wait in whole minutes, at least 1, for messages such as "Please wait 3 minutes". */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/** "1 minute", "3 minutes": the wait as the limit messages say it. */
export function waitText(retryAfterSeconds: number): string {
  const minutes = waitMinutes(retryAfterSeconds);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
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

  /** Counts one event for `key`; over the limit, throws 429 with `message(wait)`. */
  async consume(limiter: RateLimiterRedis, key: string, message: (wait: string) => string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (refusal) {
      const retryAfter = retryAfterOf(refusal);
      if (retryAfter === null) throw refusal;
      throw new TooManyRequestsException(message(waitText(retryAfter)), retryAfter);
    }
  }
}
