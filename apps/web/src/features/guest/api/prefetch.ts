import { queryClient } from '../../../lib/query-client.ts';
import { notificationsQuery } from './notifications.ts';
import { profileQuery } from './profile.ts';

/** Every page of the companion shows the guest's profile and unread count (the router asks beside the code). */
export function prefetchGuestPages(): void {
  void queryClient.prefetchQuery(profileQuery);
  void queryClient.prefetchQuery(notificationsQuery);
}
