import { Inject, Injectable } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import type { StaffRole } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { SessionsRepository, type LiveSessionRow } from './sessions.repository.ts';
import { StaffUsersRepository } from './staff-users.repository.ts';
import { ApiException } from '../common/api-exception.ts';
import { ProcessCache } from '../common/process-cache.ts';
import { Transactions } from '../database/transactions.ts';

export const STAFF_SESSION_HOURS = 12;
/** A guest stays signed in for 14 days. */
const GUEST_SESSION_DAYS = 14;
/**
 * A live session is looked up once per process and kept this long at most: every authenticated
 * request would otherwise wait for the database first. Every change that ends a session or what it
 * grants (sign-out, suspension, role change, removal) calls RealtimeService.sessionsChanged(), which
 * drops this cache in every process (`forgetCached`) before the change answers.
 */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface SessionBase {
  sessionId: string;
  /** When the session ends (epoch ms): a socket opened with it is closed then. */
  expiresAt: number;
}

export interface StaffSession extends SessionBase {
  kind: 'staff';
  staff: { id: string; username: string; name: string; role: StaffRole };
  tier: StaffRole;
}

export interface GuestSession extends SessionBase {
  kind: 'guest';
  bookingId: string;
  bookingCode: string;
  lastName: string;
}

export type SessionContext = StaffSession | GuestSession;

/** The staff session behind a @StaffOnly() route; 401 `auth.staffRequired` for anyone else. Every staff actor is read from it. */
export function staffSessionOf(session: SessionContext | null): StaffSession {
  if (session?.kind !== 'staff') throw new ApiException('auth.staffRequired');
  return session;
}

/**
 * The role a staff session acts with, on routes the AccessGuard already limited to staff: the tier
 * it signed in to (a master previewing the investor tier sees and does what an investor may).
 */
export function staffRoleOf(session: SessionContext | null): StaffRole {
  return staffSessionOf(session).tier;
}

/** The staff member behind a @StaffOnly() route (who verified, reported, …). */
export function staffIdOf(session: SessionContext | null): string {
  return staffSessionOf(session).staff.id;
}

/** The guest behind a @GuestOnly() route (the guard already refused everyone else). */
export function guestOf(session: SessionContext | null): GuestSession {
  if (session?.kind !== 'guest') throw new ApiException('auth.guestRequired');
  return session;
}

@Injectable()
export class SessionsService {
  /**
   * By the cookie's token, so a request of a cached session costs no hash (the row's id is the token's
   * keyed hash): the context and when the session expires. Every change clears it whole.
   */
  private readonly cache = new ProcessCache<SessionContext>(SESSION_CACHE_MAX_AGE_MS, SESSION_CACHE_MAX_ENTRIES);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly staffUsers: StaffUsersRepository,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Sessions ended or what they grant changed, in this process or another: look them up again. */
  forgetCached(): void {
    this.cache.clear();
  }

  /** The row id is a keyed hash of the cookie token, so a database copy cannot be replayed as cookies. */
  private idOf(token: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(token).digest('hex');
  }

  /** The session and the account's last activity are written together. */
  async startStaff(staffUserId: string, tier: StaffRole): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3600_000);
    const token = randomBytes(32).toString('base64url');
    await this.transactions.run(async () => {
      await this.sessions.insertStaff(this.idOf(token), staffUserId, tier, expiresAt);
      await this.staffUsers.touchLastActive(staffUserId, now);
    });
    return { token, expiresAt };
  }

  async startGuest(bookingId: string): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + GUEST_SESSION_DAYS * 86_400_000);
    const token = randomBytes(32).toString('base64url');
    await this.sessions.insertGuest(this.idOf(token), bookingId, expiresAt);
    return { token, expiresAt };
  }

  /** The live session behind a cookie token, or null (unknown, expired, or a staff account no longer active). */
  async resolve(token: string | undefined): Promise<SessionContext | null> {
    if (!token || token.length > 200) return null;
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > Date.now()) return cached;
    const generation = this.cache.begin();
    const row = await this.sessions.findLive(this.idOf(token));
    if (!row) return null;
    const context = toContext(row);
    // Unknown tokens are not kept: a guessed token must not push out the live sessions.
    if (context) this.cache.set(token, context, generation);
    return context;
  }

  async end(sessionId: string): Promise<void> {
    await this.sessions.remove(sessionId);
  }

  /** Ends every session of a staff member (suspension). */
  async endAllForStaff(staffUserId: string): Promise<number> {
    return this.sessions.removeForStaff(staffUserId);
  }

  async purgeExpired(now = new Date()): Promise<number> {
    return this.sessions.removeExpired(now);
  }
}

function toContext(row: LiveSessionRow): SessionContext | null {
  if (row.kind === 'staff') {
    if (!row.staffId || row.staffStatus !== 'active' || !row.tier) return null;
    return {
      kind: 'staff',
      sessionId: row.id,
      expiresAt: new Date(row.expiresAt).getTime(),
      staff: { id: row.staffId, username: row.username!, name: row.name!, role: row.role! },
      tier: row.tier,
    };
  }
  if (!row.bookingId || row.bookingStatus !== 'confirmed') return null;
  return { kind: 'guest', sessionId: row.id, expiresAt: new Date(row.expiresAt).getTime(), bookingId: row.bookingId, bookingCode: row.code!, lastName: row.lastName! };
}
