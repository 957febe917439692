import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SignInScope } from './rate-limiter.service.ts';

/** The cookie that marks a browser where an account signed in before (OWASP's "device cookie"). */
export const DEVICE_COOKIE = 'prana_device';
/** A device stays known for a year after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 365;

/**
 * Issues and checks device cookies: `<payload>.<HMAC-SHA256>`, the payload naming the scope and
 * account that signed in on this browser plus a random nonce, keyed with SESSION_SECRET. A known
 * device passes the per-account sign-in limit, so guesses from elsewhere never lock its owner out.
 */
export class DeviceCookies {
  constructor(private readonly secret: string) {}

  issue(scope: SignInScope, account: string): string {
    const payload = Buffer.from(JSON.stringify([scope, account, randomBytes(12).toString('base64url')])).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether `cookie` was issued by this server to `account` of `scope`. */
  trusts(cookie: string | undefined, scope: SignInScope, account: string): boolean {
    const [payload, signature, extra] = (cookie ?? '').split('.');
    if (!payload || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const [cookieScope, cookieAccount] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
      return cookieScope === scope && cookieAccount === account;
    } catch {
      return false;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`device:${payload}`).digest('base64url');
  }
}
