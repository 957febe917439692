import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  NotificationChangeResponse,
  NotificationChannel,
  NotificationPreferencesBody,
  NotificationResponse,
  NotificationsResponse,
} from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { outboxWrite, useOutboxMutation } from '../../../lib/offline/outbox.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { NOTIFICATIONS_PATH } from './paths.ts';
import { profileQuery } from './profile.ts';
import { patchLiveRead } from '../../../lib/live-cache.ts';

export const getNotifications = (signal?: AbortSignal) => api.get<NotificationsResponse>(NOTIFICATIONS_PATH, { signal });

export const notificationsQuery = queryOptions({
  queryKey: ['guest', 'notifications'],
  queryFn: ({ signal }) => getNotifications(signal),
  // Kept current by notification.created / notification.read (guest-live-cache.ts).
  staleTime: Infinity,
});

const newestFirst = (a: NotificationResponse, b: NotificationResponse) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Puts new or changed notifications and the unread count in the cache. */
export function storeNotifications(cache: QueryClient, { notifications, unreadCount }: NotificationChangeResponse): void {
  patchLiveRead(cache, notificationsQuery.queryKey, (current) => {
    if (!current) return current;
    const ids = new Set(notifications.map((notification) => notification.id));
    return { notifications: [...current.notifications.filter((item) => !ids.has(item.id)), ...notifications].sort(newestFirst), unreadCount };
  });
}

/** Marks notifications read in the cache (they were read on another of the booking's pages). */
export function storeRead(cache: QueryClient, notificationIds: readonly string[], unreadCount: number): void {
  const ids = new Set(notificationIds);
  patchLiveRead(cache, notificationsQuery.queryKey, (current) =>
    current && {
      notifications: current.notifications.map((notification) => (ids.has(notification.id) ? { ...notification, read: true } : notification)),
      unreadCount,
    },
  );
}

export const useNotifications = () => useQuery(notificationsQuery);

const markRead = ({ id }: { id: string }, idempotencyKey: string) =>
  api.post<NotificationChangeResponse>(`/api/guest/notifications/${encodeURIComponent(id)}/read`, {}, { idempotencyKey });
const markAllRead = (_: object, idempotencyKey: string) => api.post<NotificationChangeResponse>('/api/guest/notifications/read-all', {}, { idempotencyKey });
const sendTest = (channel: NotificationChannel) => api.post<NotificationChangeResponse>('/api/guest/notifications/test', { channel });

function useNotificationChange<V>(name: string, mutationFn: (variables: V) => Promise<NotificationChangeResponse>) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'notifications', name],
    mutationFn,
    onSuccess: (change) => storeNotifications(cache, change),
  });
}

// Reading and the channels' settings wait in the outbox when offline (lib/offline/outbox.ts).
const storeChange = (change: NotificationChangeResponse) => storeNotifications(queryClient, change);
export const markReadWrite = outboxWrite({ mutationKey: ['guest', 'notifications', 'read'], send: markRead, onSuccess: storeChange });
export const markAllReadWrite = outboxWrite({ mutationKey: ['guest', 'notifications', 'read-all'], send: markAllRead, onSuccess: storeChange });

export const useMarkRead = () => useOutboxMutation(markReadWrite);
export const useMarkAllRead = () => useOutboxMutation(markAllReadWrite);
export const useSendTestNotification = () => useNotificationChange('test', sendTest);

const setPreferences = (body: NotificationPreferencesBody, idempotencyKey: string) =>
  api.patch<unknown>('/api/guest/notification-preferences', body, { idempotencyKey });

/** Email and push on or off; the profile holds them, so it is asked again. */
export const notificationPreferencesWrite = outboxWrite({
  mutationKey: ['guest', 'notification-preferences'],
  send: setPreferences,
  onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }),
});

export const useSetNotificationPreferences = () => useOutboxMutation(notificationPreferencesWrite);
