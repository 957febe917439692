import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GuestIdentity, GuestLoginBody, StaffIdentity, StaffLoginBody } from '@prana/contracts';
import { normalizeBookingCode, normalizeUsername } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { StaffUser } from './staff-user.entity.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { LoginRateLimiter } from './rate-limiter.service.ts';
import { SessionsService, type SessionContext } from './sessions.service.ts';

interface SignedIn<T> {
  identity: T;
  token: string;
  expiresAt: Date;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async signInStaff(body: StaffLoginBody, address: string): Promise<SignedIn<StaffIdentity>> {
    const attempt = { scope: 'staff', address, account: normalizeUsername(body.username) } as const;
    await this.limiter.consume(attempt);
    const staff = await this.em.findOne(StaffUser, { username: attempt.account });
    const passwordMatches = await verifyPassword(body.password, staff?.passwordHash ?? (await decoyHash()));
    // A suspended account answers exactly like a wrong password: no oracle for its password.
    if (!staff || !staff.passwordHash || !passwordMatches || staff.status === 'suspended') {
      throw new UnauthorizedException('The username or password is not correct.');
    }
    await this.limiter.succeeded(attempt);
    if (staff.status !== 'active') throw new ForbiddenException('This account is not active yet. Use your invitation link to set a password.');
    if (staff.role !== body.role && staff.role !== 'master') {
      throw new ForbiddenException(`Your account holds the ${staff.role} tier, not ${body.role}. Choose ${staff.role} to sign in.`);
    }
    if (needsRehash(staff.passwordHash)) await this.rehash(staff.id, staff.passwordHash, body.password);
    const { token, expiresAt } = await this.sessions.startStaff(staff, body.role);
    return { identity: staffIdentity(staff, body.role), token, expiresAt };
  }

  /** Replaces an older hash (scrypt, weaker argon2 settings) now that the password is known; skipped if it changed meanwhile. */
  private async rehash(staffId: string, oldHash: string, password: string): Promise<void> {
    await this.em.fork().nativeUpdate(StaffUser, { id: staffId, passwordHash: oldHash }, { passwordHash: await hashPassword(password) });
  }

  async signInGuest(body: GuestLoginBody, address: string): Promise<SignedIn<GuestIdentity>> {
    const attempt = { scope: 'guest', address, account: normalizeBookingCode(body.bookingCode) } as const;
    await this.limiter.consume(attempt);
    const booking = await this.em.findOne(Booking, { code: attempt.account, status: 'confirmed' });
    if (!booking || booking.lastName.trim().toLowerCase() !== body.lastName.trim().toLowerCase()) {
      throw new UnauthorizedException('We could not find a booking with that last name and booking code.');
    }
    await this.limiter.succeeded(attempt);
    const { token, expiresAt } = await this.sessions.startGuest(booking);
    return {
      identity: { kind: 'guest', bookingId: booking.id, bookingCode: booking.code, lastName: booking.lastName },
      token,
      expiresAt,
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

function staffIdentity(staff: StaffUser, tier: StaffIdentity['tier']): StaffIdentity {
  return { kind: 'staff', id: staff.id, username: staff.username, name: staff.name, role: staff.role, tier };
}
