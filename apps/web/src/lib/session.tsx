import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestIdentity, MeResponse, StaffIdentity } from '@prana/contracts';
import { getMe } from './auth-api.ts';
import { keptGuestBooking } from './offline/kept-guest.ts';
import { useHydrated } from './use-hydrated.ts';

export type SessionUser = MeResponse['user'];

export interface Session {
  status: 'loading' | 'ready' | 'error';
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

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => getMe(signal),
  // Changes only by signing in or out, which write it here, or by session.ended, which asks again.
  staleTime: Infinity,
});

function identityKey(user: SessionUser): string {
  if (!user) return 'anonymous';
  return user.kind === 'guest' ? `guest:${user.bookingId}` : `staff:${user.id}:${user.tier}`;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const cache = useQueryClient();
  const me = useQuery(sessionQuery);
  const { refetch } = me;

  // A new identity means new socket rooms (the handshake must carry the new cookie), and nothing
  // cached for the previous one may show. A sign-in or sign-out switches before it navigates, so
  // the next pages' queries are never dropped; a change found by asking again switches after.
  const identity = useRef<string | null>(null);
  const switchTo = useCallback(
    (next: string, user: SessionUser) => {
      if (identity.current !== null && identity.current !== next) {
        cache.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery.queryKey[0] });
        // Nothing one person queued offline may go out under another's session.
        cache.getMutationCache().clear();
        // Loaded on demand so pages without live data do not ship the socket client.
        void import('./socket.ts').then((socket) => socket.reconnectSocket());
      }
      identity.current = next;
      // A guest's cache is kept on the device for offline use; loaded only where there is one to keep or forget.
      const guestBooking = user?.kind === 'guest' ? user.bookingId : null;
      if (guestBooking ?? keptGuestBooking()) void import('./offline/persist.ts').then((persist) => persist.followSession(cache, guestBooking));
    },
    [cache],
  );

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  // A page brought back by Back (the back/forward cache) may show someone who signed out since.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => void (event.persisted && refetch());
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refetch]);
  const setUser = useCallback(
    (user: SessionUser) => {
      switchTo(identityKey(user), user);
      cache.setQueryData(sessionQuery.queryKey, { user });
    },
    [cache, switchTo],
  );

  const user = me.data?.user;
  const key = me.data ? identityKey(me.data.user) : null;
  // The build's HTML of a public page shows no one signed in; so does hydration, then the answer.
  const hydrated = useHydrated();
  useEffect(() => {
    if (key !== null) switchTo(key, user ?? null);
  }, [key, user, switchTo]);

  const value = useMemo<Session>(() => {
    // Keep a known identity on screen while asking again; a failed check shows loading while retried.
    const status = !hydrated ? 'loading' : me.data ? 'ready' : me.isError && !me.isFetching ? 'error' : 'loading';
    const user = status === 'ready' ? (me.data?.user ?? null) : null;
    return {
      status,
      user,
      guest: user?.kind === 'guest' ? user : null,
      staff: user?.kind === 'staff' ? user : null,
      error: status === 'error' ? me.error : undefined,
      refresh,
      setUser,
    };
  }, [hydrated, me.data, me.isError, me.isFetching, me.error, refresh, setUser]);

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
