import { Inject, Injectable } from '@nestjs/common';
import type { GuestIdentity, GuestLoginBody, StaffIdentity, StaffLoginBody } from '@prana/contracts';
import { normalizeBookingCode, normalizeUsername } from '@prana/domain';
import { StaffUsersRepository, type StaffSignInRow } from './staff-users.repository.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { LoginRateLimiter } from './rate-limiter.service.ts';
import { SessionsService, type SessionContext } from './sessions.service.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { ApiException } from '../common/api-exception.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { DeviceCookies } from './device-cookie.ts';

interface SignedIn<T> {
  identity: T;
  token: string;
  expiresAt: Date;
  /** A fresh device cookie: this browser is known to the account from now on. */
  device: string;
}

@Injectable()
export class AuthService {
  private readonly devices: DeviceCookies;

  constructor(
    private readonly sessions: SessionsService,
    private readonly sessionRows: SessionsRepository,
    private readonly staffUsers: StaffUsersRepository,
    private readonly limiter: LoginRateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.devices = new DeviceCookies(config.sessionSecret);
  }

  async signInStaff(body: StaffLoginBody, address: string, deviceCookie: string | undefined): Promise<SignedIn<StaffIdentity>> {
    const attempt = { scope: 'staff', address, account: normalizeUsername(body.username) } as const;
    const knownDevice = this.devices.trusts(deviceCookie, attempt.scope, attempt.account);
    await this.limiter.consume(attempt, knownDevice);
    const staff = await this.staffUsers.byUsername(attempt.account);
    const passwordMatches = await verifyPassword(body.password, staff?.passwordHash ?? (await decoyHash()));
    // A suspended account answers exactly like a wrong password: no oracle for its password.
    if (!staff || !staff.passwordHash || !passwordMatches || staff.status === 'suspended') {
      throw new ApiException('auth.wrongCredentials');
    }
    await this.limiter.succeeded(attempt, knownDevice);
    if (staff.status !== 'active') throw new ApiException('auth.notActive');
    if (staff.role !== body.role && staff.role !== 'master') {
      throw new ApiException('auth.wrongTier', { role: staff.role, chosen: body.role });
    }
    if (needsRehash(staff.passwordHash)) await this.rehash(staff.id, staff.passwordHash, body.password);
    const { token, expiresAt } = await this.sessions.startStaff(staff.id, body.role);
    return { identity: staffIdentity(staff, body.role), token, expiresAt, device: this.devices.issue(attempt.scope, attempt.account) };
  }

  /** Replaces an older hash (scrypt, weaker argon2 settings) now that the password is known; skipped if it changed meanwhile. */
  private async rehash(staffId: string, oldHash: string, password: string): Promise<void> {
    await this.staffUsers.replacePasswordHash(staffId, oldHash, await hashPassword(password));
  }

  async signInGuest(body: GuestLoginBody, address: string, deviceCookie: string | undefined): Promise<SignedIn<GuestIdentity>> {
    const attempt = { scope: 'guest', address, account: normalizeBookingCode(body.bookingCode) } as const;
    const knownDevice = this.devices.trusts(deviceCookie, attempt.scope, attempt.account);
    await this.limiter.consume(attempt, knownDevice);
    const booking = await this.sessionRows.confirmedBooking(attempt.account);
    if (!booking || booking.lastName.trim().toLowerCase() !== body.lastName.trim().toLowerCase()) {
      throw new ApiException('auth.bookingNotFound');
    }
    await this.limiter.succeeded(attempt, knownDevice);
    const { token, expiresAt } = await this.sessions.startGuest(booking.id);
    return {
      identity: { kind: 'guest', bookingId: booking.id, bookingCode: booking.code, lastName: booking.lastName },
      token,
      expiresAt,
      device: this.devices.issue(attempt.scope, attempt.account),
    };
  }

  identityOf(session: SessionContext | null): StaffIdentity | GuestIdentity | null {
    if (!session) return null;
    if (session.kind === 'guest') {
      return { kind: 'guest', bookingId: session.bookingId, bookingCode: session.bookingCode, lastName: session.lastName };
    }
    return { kind: 'staff', ...session.staff, tier: session.tier };
  }
}

function staffIdentity(staff: StaffSignInRow, tier: StaffIdentity['tier']): StaffIdentity {
  return { kind: 'staff', id: staff.id, username: staff.username, name: staff.name, role: staff.role, tier };
}
