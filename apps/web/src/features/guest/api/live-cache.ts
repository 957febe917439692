import { useLiveCache } from '../../../lib/live-cache.ts';
import { BILLING_KEY } from './billing.ts';
import { storeNotifications, storeRead } from './notifications.ts';
import { profileQuery } from './profile.ts';
import { storeRequest } from './requests.ts';
import { SHUTTLES_KEY } from './shuttles.ts';
import { storeGuestMessage } from './threads.ts';

/** Keeps the guest's cached data live while the companion is open: each event updates what it touched. */
export function useGuestLiveCache(): void {
  useLiveCache('request.created', ({ request }, cache) => {
    storeRequest(cache, request);
    // A shuttle request took seats.
    if (request.category === 'transport') void cache.invalidateQueries({ queryKey: SHUTTLES_KEY });
  });
  useLiveCache('request.updated', ({ request }, cache) => storeRequest(cache, request));
  useLiveCache('request.message', ({ message }, cache) => storeGuestMessage(cache, message));
  useLiveCache('notification.created', ({ notification, unreadCount }, cache) => storeNotifications(cache, { notifications: [notification], unreadCount }));
  useLiveCache('notification.read', ({ notificationIds, unreadCount }, cache) => storeRead(cache, notificationIds, unreadCount));
  useLiveCache('guest.profile.updated', ({ profile }, cache) => cache.setQueryData(profileQuery.queryKey, profile));
  // The arrival day: the villa being prepared, then ready.
  useLiveCache('stay.readiness', ({ readiness }, cache) =>
    cache.setQueryData(profileQuery.queryKey, (profile) => profile && { ...profile, villaReadiness: readiness }),
  );
  useLiveCache('billing.updated', (_payload, cache) => void cache.invalidateQueries({ queryKey: BILLING_KEY }));
}
