import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../redis/redis.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

export class TooManyAttemptsException extends HttpException {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

/**
 * Counts failed sign-ins per (address, account) in Redis, in a fixed window, so every api
 * instance shares one count. A success clears the count.
 */
@Injectable()
export class LoginRateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(scope: string, address: string, account: string): string {
    return `${this.config.redisPrefix}:login-attempts:${scope}:${address}:${account.trim().toLowerCase()}`;
  }

  /** Throws 429 when the window's attempts are used up. */
  async assertAllowed(scope: string, address: string, account: string): Promise<void> {
    const key = this.key(scope, address, account);
    const [attempts, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    if (Number(attempts ?? 0) >= this.config.login.maxAttempts) {
      throw new TooManyAttemptsException(ttl > 0 ? ttl : this.config.login.windowSeconds);
    }
  }

  async recordFailure(scope: string, address: string, account: string): Promise<void> {
    const key = this.key(scope, address, account);
    await this.redis.multi().incr(key).expire(key, this.config.login.windowSeconds, 'NX').exec();
  }

  async reset(scope: string, address: string, account: string): Promise<void> {
    await this.redis.del(this.key(scope, address, account));
  }
}
