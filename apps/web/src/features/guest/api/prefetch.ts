import { queryClient } from '../../../lib/query-client.ts';
import { sessionQuery } from '../../../lib/session.tsx';
import { notificationsQuery } from './notifications.ts';
import { profileQuery } from './profile.ts';

/**
 * Every page of the companion shows the guest's profile and unread count (the router asks beside
 * the code). Only for a signed-in guest: anyone else is sent to sign in, not refused twice.
 */
export async function prefetchGuestPages(): Promise<void> {
  // Offline without a kept session, the session's own query shows why.
  const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
  if (session?.user?.kind !== 'guest') return;
  void queryClient.prefetchQuery(profileQuery);
  void queryClient.prefetchQuery(notificationsQuery);
}
