import { staffSessionOf, type SessionContext } from '../auth/sessions.service.ts';
import type { Actor } from './back-office-journal.service.ts';

/** The signed-in staff member behind a staff-only route. */
export function actorOf(session: SessionContext | null): Actor {
  const { staff } = staffSessionOf(session);
  return { id: staff.id, name: staff.name };
}
