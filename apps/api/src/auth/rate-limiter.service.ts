import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { RateLimiters, retryAfterOf, tooManyRequests } from '../common/rate-limiter.ts';

export type SignInScope = 'staff' | 'guest';

/** One sign-in attempt, counted before the password or name is checked. */
export interface SignInAttempt {
  scope: SignInScope;
  address: string;
  /** The username or booking code, normalised exactly as the lookup normalises it. */
  account: string;
}

/**
 * Sign-in limits after rate-limiter-flexible's login recipe, in Redis so every api instance
 * shares them. Each attempt is counted atomically *before* it is checked (parallel guesses
 * cannot all pass a read-then-count check), against three limits:
 * - one address on one account (LOGIN_MAX_ATTEMPTS): cleared by a successful sign-in;
 * - one address across accounts or booking codes (LOGIN_ADDRESS_MAX_ATTEMPTS): spraying;
 * - one account from any address (LOGIN_ACCOUNT_MAX_ATTEMPTS): guessing from many addresses.
 * A successful sign-in gives back what its attempt counted.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly pair: RateLimiterRedis;
  private readonly address: RateLimiterRedis;
  private readonly account: RateLimiterRedis;

  constructor(limiters: RateLimiters, @Inject(APP_CONFIG) config: AppConfig) {
    const { windowSeconds } = config.login;
    this.pair = limiters.create('login-address-account', { max: config.login.maxAttempts, windowSeconds });
    this.address = limiters.create('login-address', { max: config.login.addressMaxAttempts, windowSeconds });
    this.account = limiters.create('login-account', { max: config.login.accountMaxAttempts, windowSeconds });
  }

  private static keys({ scope, address, account }: SignInAttempt) {
    return { pair: `${scope}:${address}:${account}`, address: address, account: `${scope}:${account}` };
  }

  /** Counts the attempt; throws 429 (nothing checked) when any of the three limits is used up. */
  async consume(attempt: SignInAttempt): Promise<void> {
    const keys = LoginRateLimiter.keys(attempt);
    const results = await Promise.allSettled([this.pair.consume(keys.pair), this.address.consume(keys.address), this.account.consume(keys.account)]);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (refusals.length === 0) return;
    const waits = refusals.map(retryAfterOf);
    // A Redis failure is not a refusal: let it surface as 503.
    const failure = refusals.find((_, index) => waits[index] === null);
    if (failure !== undefined) throw failure;
    const retryAfter = Math.max(...(waits as number[]));
    throw tooManyRequests('auth.tooManyAttempts', retryAfter);
  }

  /** A successful sign-in: its own attempt is given back and this address's count on the account cleared. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const keys = LoginRateLimiter.keys(attempt);
    await Promise.all([this.pair.delete(keys.pair), this.address.reward(keys.address), this.account.reward(keys.account)]);
  }
}
