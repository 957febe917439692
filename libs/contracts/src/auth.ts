import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from './roles.ts';

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters.` });

/** POST /api/auth/staff/login */
export const staffLoginBody = z.strictObject({
  username: requiredText('Enter both a username and password to continue.', 100),
  password: z
    .string({ error: 'Enter both a username and password to continue.' })
    .min(1, { error: 'Enter both a username and password to continue.' })
    .max(200, { error: 'At most 200 characters.' }),
  role: z.enum(STAFF_ROLES, { error: 'Choose an access tier: master, investor, manager or staff.' }),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** POST /api/auth/guest/login */
export const guestLoginBody = z.strictObject({
  lastName: requiredText('Enter your last name and booking code.', 100),
  bookingCode: requiredText('Enter your last name and booking code.', 20),
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
