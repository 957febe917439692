import { z } from 'zod';
import { zodError } from './errors.ts';
import { STAFF_ROLES, type StaffRole } from './roles.ts';

const requiredText = (code: 'auth.staffLoginRequired' | 'auth.guestLoginRequired', max = 200) =>
  z.string(zodError(code)).trim().min(1, zodError(code)).max(max, zodError('validation.atMostChars', { max }));

/** POST /api/auth/staff/login */
export const staffLoginBody = z.strictObject({
  username: requiredText('auth.staffLoginRequired', 100),
  password: z
    .string(zodError('auth.staffLoginRequired'))
    .min(1, zodError('auth.staffLoginRequired'))
    .max(200, zodError('validation.atMostChars', { max: 200 })),
  role: z.enum(STAFF_ROLES, zodError('auth.chooseTier')),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** POST /api/auth/guest/login */
export const guestLoginBody = z.strictObject({
  lastName: requiredText('auth.guestLoginRequired', 100),
  bookingCode: requiredText('auth.guestLoginRequired', 20),
});
export type GuestLoginBody = z.infer<typeof guestLoginBody>;

export interface StaffIdentity {
  kind: 'staff';
  id: string;
  username: string;
  name: string;
  /** The role the account holds. */
  role: StaffRole;
  /** The tier chosen at sign-in; differs from role only for a master previewing. */
  tier: StaffRole;
}

export interface GuestIdentity {
  kind: 'guest';
  bookingId: string;
  bookingCode: string;
  lastName: string;
}

/** GET /api/auth/me: who the session belongs to, or null when signed out. */
export interface MeResponse {
  user: StaffIdentity | GuestIdentity | null;
}

/** The cookie that carries the session id (httpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'prana_session';
