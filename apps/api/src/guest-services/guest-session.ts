import type { GuestSession, SessionContext } from '../auth/sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';

/** The guest behind a @GuestOnly() route (the guard already refused everyone else). */
export function guestOf(session: SessionContext | null): GuestSession {
  if (session?.kind !== 'guest') throw new ApiException('auth.guestRequired');
  return session;
}
