import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type {
  CreateGuestRequestBody,
  GuestProfileResponse,
  GuestRequestChangedResponse,
  GuestRequestCreatedResponse,
  GuestRequestResponse,
  GuestRequestsResponse,
  NotificationChangeResponse,
  NotificationChannel,
  NotificationPreferencesBody,
  NotificationResponse,
  NotificationsResponse,
  RequestStatus,
} from '@prana/contracts';
import { api, isAbortError } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useReconnect, useSocketEvent } from '../../lib/socket.ts';

interface State {
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  profile: GuestProfileResponse | null;
  requests: GuestRequestResponse[];
  notifications: NotificationResponse[];
  unreadCount: number;
}

type Action =
  | { type: 'loaded'; profile: GuestProfileResponse; requests: GuestRequestResponse[]; notifications: NotificationsResponse }
  | { type: 'failed'; error: unknown }
  | { type: 'request'; request: GuestRequestResponse }
  | { type: 'notifications'; notifications: NotificationResponse[]; unreadCount: number }
  | { type: 'read'; ids: string[]; unreadCount: number }
  | { type: 'profile'; profile: GuestProfileResponse };

const newestFirst = <T extends { createdAt: string; id: string }>(items: T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));

function upsert<T extends { id: string; createdAt: string }>(items: T[], next: T[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of next) byId.set(item.id, item);
  return newestFirst([...byId.values()]);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'loaded':
      return {
        status: 'ready',
        error: undefined,
        profile: action.profile,
        requests: newestFirst(action.requests),
        notifications: newestFirst(action.notifications.notifications),
        unreadCount: action.notifications.unreadCount,
      };
    case 'failed':
      // Data already on screen stays there (offline); only a first load turns into an error.
      return state.profile ? { ...state, error: action.error } : { ...state, status: 'error', error: action.error };
    case 'request':
      return { ...state, requests: upsert(state.requests, [action.request]) };
    case 'notifications':
      return { ...state, notifications: upsert(state.notifications, action.notifications), unreadCount: action.unreadCount };
    case 'read': {
      const ids = new Set(action.ids);
      return {
        ...state,
        notifications: state.notifications.map((notification) => (ids.has(notification.id) ? { ...notification, read: true } : notification)),
        unreadCount: action.unreadCount,
      };
    }
    case 'profile':
      return { ...state, profile: action.profile };
  }
}

export interface GuestData extends State {
  refresh: () => void;
  createRequest: (body: CreateGuestRequestBody) => Promise<GuestRequestCreatedResponse>;
  /** Without a status: the toggle (pending ↔ the category's partner). */
  changeRequest: (id: string, status?: RequestStatus) => Promise<GuestRequestChangedResponse>;
  markRead: (id: string) => Promise<void>;
  markAllRead: () => Promise<void>;
  sendTest: (channel: NotificationChannel) => Promise<void>;
  setPreferences: (body: NotificationPreferencesBody) => Promise<void>;
  selectVilla: (selectedVillaId: string) => Promise<void>;
}

const GuestDataContext = createContext<GuestData | null>(null);

/**
 * The signed-in guest's profile, requests and notifications, shared by every /app page and kept
 * live: socket events update them in place, and a reconnect that missed events loads them again.
 */
export function GuestDataProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [state, dispatch] = useReducer(reducer, {
    status: 'loading',
    error: undefined,
    profile: null,
    requests: [],
    notifications: [],
    unreadCount: 0,
  });

  const load = useCallback((signal?: AbortSignal) => {
    Promise.all([
      api.get<GuestProfileResponse>('/api/guest/profile', { signal }),
      api.get<GuestRequestsResponse>('/api/guest/requests', { signal }),
      api.get<NotificationsResponse>('/api/guest/notifications', { signal }),
    ])
      .then(([profile, requests, notifications]) => {
        // Unmounted meanwhile: the answer belongs to nobody.
        if (signal?.aborted) return;
        dispatch({ type: 'loaded', profile, requests: requests.requests, notifications });
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) dispatch({ type: 'failed', error });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const refresh = useCallback(() => load(), [load]);
  useReconnect(refresh);
  useSocketEvent('request.created', ({ request }) => dispatch({ type: 'request', request }));
  useSocketEvent('request.updated', ({ request }) => dispatch({ type: 'request', request }));
  useSocketEvent('notification.created', ({ notification, unreadCount }) =>
    dispatch({ type: 'notifications', notifications: [notification], unreadCount }),
  );
  useSocketEvent('notification.read', ({ notificationIds, unreadCount }) => dispatch({ type: 'read', ids: notificationIds, unreadCount }));
  useSocketEvent('guest.profile.updated', ({ profile }) => dispatch({ type: 'profile', profile }));
  // Signed out elsewhere (another tab, expiry): ask who we are; the route guard then leaves /app.
  useSocketEvent('session.ended', () => void session.refresh());

  const createRequest = useCallback(async (body: CreateGuestRequestBody) => {
    const created = await api.post<GuestRequestCreatedResponse>('/api/guest/requests', body);
    dispatch({ type: 'request', request: created.request });
    return created;
  }, []);

  const changeRequest = useCallback(async (id: string, status?: RequestStatus) => {
    const changed = await api.patch<GuestRequestChangedResponse>(`/api/guest/requests/${id}`, status ? { status } : {});
    dispatch({ type: 'request', request: changed.request });
    return changed;
  }, []);

  const applyChange = useCallback((change: NotificationChangeResponse) => {
    dispatch({ type: 'notifications', notifications: change.notifications, unreadCount: change.unreadCount });
  }, []);

  const markRead = useCallback(async (id: string) => applyChange(await api.post(`/api/guest/notifications/${id}/read`, {})), [applyChange]);
  const markAllRead = useCallback(async () => applyChange(await api.post('/api/guest/notifications/read-all', {})), [applyChange]);
  const sendTest = useCallback(async (channel: NotificationChannel) => applyChange(await api.post('/api/guest/notifications/test', { channel })), [applyChange]);

  const setPreferences = useCallback(async (body: NotificationPreferencesBody) => {
    await api.patch('/api/guest/notification-preferences', body);
    dispatch({ type: 'profile', profile: await api.get<GuestProfileResponse>('/api/guest/profile') });
  }, []);

  const selectVilla = useCallback(async (selectedVillaId: string) => {
    dispatch({ type: 'profile', profile: await api.patch<GuestProfileResponse>('/api/guest/profile', { selectedVillaId }) });
  }, []);

  const value = useMemo<GuestData>(
    () => ({ ...state, refresh, createRequest, changeRequest, markRead, markAllRead, sendTest, setPreferences, selectVilla }),
    [state, refresh, createRequest, changeRequest, markRead, markAllRead, sendTest, setPreferences, selectVilla],
  );
  return <GuestDataContext.Provider value={value}>{children}</GuestDataContext.Provider>;
}

/** `const { profile, requests, unreadCount, createRequest } = useGuestData();` */
export function useGuestData(): GuestData {
  const data = useContext(GuestDataContext);
  if (!data) throw new Error('useGuestData must be used inside GuestDataProvider');
  return data;
}
