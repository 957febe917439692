import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { RateLimiter, TooManyRequestsException, waitMinutes, type RateLimit } from '../common/rate-limiter.ts';

export class TooManyAttemptsException extends TooManyRequestsException {
  constructor(retryAfterSeconds: number) {
    const minutes = waitMinutes(retryAfterSeconds);
    super(`Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}

/**
 * Counts failed sign-ins per (address, account) with the shared RateLimiter, so every api
 * instance shares one count. A success clears the count.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly limit: RateLimit;

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = { max: config.login.maxAttempts, windowSeconds: config.login.windowSeconds };
  }

  private static subject(address: string, account: string): string {
    return `${address}:${account.trim().toLowerCase()}`;
  }

  /** Throws 429 when the window's attempts are used up. */
  async assertAllowed(scope: string, address: string, account: string): Promise<void> {
    const state = await this.limiter.peek(`login-attempts:${scope}`, LoginRateLimiter.subject(address, account), this.limit);
    if (state.count >= this.limit.max) throw new TooManyAttemptsException(state.retryAfterSeconds);
  }

  async recordFailure(scope: string, address: string, account: string): Promise<void> {
    await this.limiter.hit(`login-attempts:${scope}`, LoginRateLimiter.subject(address, account), this.limit);
  }

  async reset(scope: string, address: string, account: string): Promise<void> {
    await this.limiter.reset(`login-attempts:${scope}`, LoginRateLimiter.subject(address, account));
  }
}
