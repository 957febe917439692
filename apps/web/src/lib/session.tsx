import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { GuestIdentity, MeResponse, StaffIdentity } from '@prana/contracts';
import { api } from './api-client.ts';

export type SessionUser = MeResponse['user'];

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'ready'; user: SessionUser }
  | { status: 'error'; user: null; error: unknown };

export interface Session {
  status: SessionState['status'];
  user: SessionUser;
  guest: GuestIdentity | null;
  staff: StaffIdentity | null;
  error: unknown;
  /** Asks GET /api/auth/me again (after sign-in or sign-out). */
  refresh: () => Promise<void>;
  /** Takes a known identity (a sign-in answer) without another round trip. */
  setUser: (user: SessionUser) => void;
}

const SessionContext = createContext<Session | null>(null);

function identityKey(user: SessionUser): string {
  if (!user) return 'anonymous';
  return user.kind === 'guest' ? `guest:${user.bookingId}` : `staff:${user.id}:${user.tier}`;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });

  const refresh = useCallback(async () => {
    // Keep a known identity on screen while asking again; only a failed check goes back to loading.
    setState((previous) => (previous.status === 'error' ? { status: 'loading', user: null } : previous));
    try {
      const me = await api.get<MeResponse>('/api/auth/me');
      setState({ status: 'ready', user: me.user ?? null });
    } catch (error) {
      setState({ status: 'error', user: null, error });
    }
  }, []);

  const setUser = useCallback((user: SessionUser) => setState({ status: 'ready', user }), []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // A new identity means new socket rooms: the handshake must carry the new cookie.
  const key = state.status === 'ready' ? identityKey(state.user) : null;
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    if (previousKey.current !== null && previousKey.current !== key) {
      // Loaded on demand so pages without live data do not ship the socket client.
      void import('./socket.ts').then((socket) => socket.reconnectSocket());
    }
    previousKey.current = key;
  }, [key]);

  const value = useMemo<Session>(() => {
    const user = state.user;
    return {
      status: state.status,
      user,
      guest: user?.kind === 'guest' ? user : null,
      staff: user?.kind === 'staff' ? user : null,
      error: state.status === 'error' ? state.error : undefined,
      refresh,
      setUser,
    };
  }, [state, refresh, setUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Who is signed in, from GET /api/auth/me.
 * `const { status, guest, staff } = useSession();`
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
