import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/** At most `max` counted events per subject within a fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Where a subject stands in its window. */
export interface RateLimitState {
  count: number;
  /** Seconds until the window ends and the count starts over. */
  retryAfterSeconds: number;
}

/** 429 with a message for people; `minutes` rounds the wait up to whole minutes. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The wait in whole minutes, at least 1, for messages such as "Please wait 3 minutes". */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

/**
 * Fixed-window counters in Redis, so every api instance shares one count per subject. A bucket
 * names what is counted (`login-attempts:staff`, `reservation-requests`); the subject whom
 * (an address, an address and an account). Keys: `{prefix}:{bucket}:{subject}`.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  key(bucket: string, subject: string): string {
    return `${this.config.redisPrefix}:${bucket}:${subject}`;
  }

  /** The count so far, without counting. */
  async peek(bucket: string, subject: string, limit: RateLimit): Promise<RateLimitState> {
    const key = this.key(bucket, subject);
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    return { count: Number(count ?? 0), retryAfterSeconds: ttl > 0 ? ttl : limit.windowSeconds };
  }

  /** Counts one event; the first event of a window starts its clock. */
  async hit(bucket: string, subject: string, limit: RateLimit): Promise<RateLimitState> {
    const key = this.key(bucket, subject);
    const results = await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? -1);
    return { count, retryAfterSeconds: ttl > 0 ? ttl : limit.windowSeconds };
  }

  /** Counts one event and says whether it is still within the limit. */
  async consume(bucket: string, subject: string, limit: RateLimit): Promise<RateLimitState & { allowed: boolean }> {
    const state = await this.hit(bucket, subject, limit);
    return { ...state, allowed: state.count <= limit.max };
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject));
  }
}
