import { bookableServiceDays, todayInBali } from '@prana/domain';
import { queryClient } from '../../../lib/query-client.ts';
import { sessionQuery } from '../../../lib/session.tsx';
import { chargesQuery, paymentMethodsQuery } from './billing.ts';
import { notificationsQuery } from './notifications.ts';
import { offeringsQuery } from './offerings.ts';
import { profileQuery } from './profile.ts';
import { requestsQuery } from './requests.ts';
import { shuttlesQuery } from './shuttles.ts';

/**
 * Every page of the companion shows the guest's profile and unread count (the router asks beside
 * the code). Once those came, the other pages' reads follow (all but a request's conversation, one
 * read per request): the cache is saved on the device (lib/offline/persist.ts), so a page opened
 * for the first time offline still has its data. Only for a signed-in guest: anyone else is sent
 * to sign in, not refused twice. Offline, each read waits for the connection.
 */
export async function prefetchGuestPages(): Promise<void> {
  // Offline without a kept session, the session's own query shows why.
  const session = await queryClient.fetchQuery(sessionQuery).catch(() => null);
  if (session?.user?.kind !== 'guest') return;
  await Promise.all([queryClient.prefetchQuery(profileQuery), queryClient.prefetchQuery(notificationsQuery)]);
  void queryClient.prefetchQuery(requestsQuery);
  void queryClient.prefetchQuery(chargesQuery);
  void queryClient.prefetchQuery(paymentMethodsQuery);
  void queryClient.prefetchQuery(offeringsQuery);
  // The seats of the day the transport page opens on (service-day.tsx's first bookable day).
  const profile = queryClient.getQueryData(profileQuery.queryKey);
  const firstDay = profile ? bookableServiceDays(profile, todayInBali(new Date()))?.first : undefined;
  if (firstDay) void queryClient.prefetchQuery(shuttlesQuery(firstDay));
}
