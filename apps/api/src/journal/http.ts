import type { SessionContext } from '../auth/sessions.service.ts';
import type { Actor } from './back-office-journal.service.ts';

/** The signed-in staff member behind a staff-only route. */
export function actorOf(session: SessionContext | null): Actor {
  if (session?.kind !== 'staff') throw new Error('Staff-only route reached without a staff session.');
  return { id: session.staff.id, name: session.staff.name };
}
