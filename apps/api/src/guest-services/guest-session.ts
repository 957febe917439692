import { UnauthorizedException } from '@nestjs/common';
import type { GuestSession, SessionContext } from '../auth/sessions.service.ts';

/** The guest behind a @GuestOnly() route (the guard already refused everyone else). */
export function guestOf(session: SessionContext | null): GuestSession {
  if (session?.kind !== 'guest') throw new UnauthorizedException('Sign in with your last name and booking code to continue.');
  return session;
}
