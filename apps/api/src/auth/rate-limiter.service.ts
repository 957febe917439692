import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterRedis } from 'rate-limiter-flexible';
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
 * The account limit counts only attempts the two address limits let through, so one address
 * cannot spend it for everyone; and a known device (a device cookie of that account) passes it, so
 * the owner is never locked out: only unknown devices wait, and the first refusal is logged as an
 * alert. A successful sign-in gives back what its attempt counted.
 */
@Injectable()
export class LoginRateLimiter {
  private readonly pair: RateLimiterRedis;
  private readonly address: RateLimiterRedis;
  private readonly account: RateLimiterRedis;

  private readonly logger = new Logger(LoginRateLimiter.name);
  private readonly accountMax: number;

  constructor(limiters: RateLimiters, @Inject(APP_CONFIG) config: AppConfig) {
    this.accountMax = config.login.accountMaxAttempts;
    const { windowSeconds } = config.login;
    this.pair = limiters.create('login-address-account', { max: config.login.maxAttempts, windowSeconds });
    this.address = limiters.create('login-address', { max: config.login.addressMaxAttempts, windowSeconds });
    this.account = limiters.create('login-account', { max: config.login.accountMaxAttempts, windowSeconds });
  }

  private static keys({ scope, address, account }: SignInAttempt) {
    return { pair: `${scope}:${address}:${account}`, address: address, account: `${scope}:${account}` };
  }

  /** Counts the attempt; throws 429 (nothing checked) when a limit that applies is used up. */
  async consume(attempt: SignInAttempt, knownDevice: boolean): Promise<void> {
    const keys = LoginRateLimiter.keys(attempt);
    refuseIfAny(await Promise.allSettled([this.pair.consume(keys.pair), this.address.consume(keys.address)]));
    if (knownDevice) return;
    const [account] = await Promise.allSettled([this.account.consume(keys.account)]);
    if (account.status === 'rejected' && account.reason instanceof RateLimiterRes && account.reason.consumedPoints === this.accountMax + 1) {
      this.logger.warn(`Sign-in attempts on ${attempt.scope} account ${attempt.account} passed ${this.accountMax} from many addresses: unknown devices wait; known devices still sign in.`);
    }
    refuseIfAny([account]);
  }

  /** A successful sign-in: what its attempt counted is given back and this address's count on the account cleared. */
  async succeeded(attempt: SignInAttempt, knownDevice: boolean): Promise<void> {
    const keys = LoginRateLimiter.keys(attempt);
    await Promise.all([this.pair.delete(keys.pair), this.address.reward(keys.address), knownDevice ? null : this.account.reward(keys.account)]);
  }
}

/** Throws 429 with the longest wait when a limit refused; a Redis failure is not a refusal and surfaces as 503. */
function refuseIfAny(results: PromiseSettledResult<unknown>[]): void {
  const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (refusals.length === 0) return;
  const waits = refusals.map(retryAfterOf);
  const failure = refusals.find((_, index) => waits[index] === null);
  if (failure !== undefined) throw failure;
  throw tooManyRequests('auth.tooManyAttempts', Math.max(...(waits as number[])));
}
