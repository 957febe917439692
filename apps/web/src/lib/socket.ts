import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerEventName, ServerToClientEvents } from '@prana/contracts';

export type PranaSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: PranaSocket | null = null;
/** Connections made, and failed attempts before the first: either means events may have been missed. */
let connections = 0;

function create(): PranaSocket {
  // Same origin, session cookie on the handshake; connected only once a page listens. WebSocket first,
  // long polling only where a network refuses it: one connection, not a polling handshake and an upgrade.
  const created: PranaSocket = io({ withCredentials: true, autoConnect: false, transports: ['websocket', 'polling'], tryAllTransports: true });
  created.on('connect', () => {
    connections += 1;
  });
  // A page opened offline: its first connection comes after a gap, like a reconnection.
  created.on('connect_error', () => {
    connections = Math.max(connections, 1);
  });
  // Back online: connect now rather than after socket.io's back-off (up to seconds), so live
  // changes (a staff answer to what the outbox just sent) arrive at once.
  window.addEventListener('online', () => {
    if (!created.connected && created.active) {
      created.disconnect();
      created.connect();
    }
  });
  return created;
}

/** The one socket, connected on first use. Pages use the hooks below instead. */
export function getSocket(): PranaSocket {
  socket ??= create();
  if (!socket.connected && !socket.active) socket.connect();
  return socket;
}

/**
 * After sign-in or sign-out the rooms change: a fresh handshake carries the new session. The
 * server keeps no recovery sessions (a recovered socket would keep the old session's rooms), so
 * the handshake never carries a recovery id and the rooms come from the new cookie.
 */
export function reconnectSocket(): void {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export function disconnectSocket(): void {
  socket?.disconnect();
}

/**
 * Listens to one typed server event while the component is mounted.
 * `useSocketEvent('session.ended', (payload) => ...)`
 */
export function useSocketEvent<E extends ServerEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    const target = getSocket();
    const listener = (...args: unknown[]) => (latest.current as (...a: unknown[]) => void)(...args);
    // socket.io's typed overloads cannot follow a generic event name; the signature above keeps it honest.
    const untyped = target as unknown as Socket;
    const name: string = event;
    untyped.on(name, listener);
    return () => {
      untyped.off(name, listener);
    };
  }, [event]);
}

/**
 * Calls back when the socket comes back after a drop, so the page refetches what it shows: the
 * server does not replay missed events (the REST fallback in ARCHITECTURE "Live events").
 */
export function useReconnect(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    const target = getSocket();
    const onConnect = () => {
      if (connections > 1) latest.current();
    };
    target.on('connect', onConnect);
    return () => {
      target.off('connect', onConnect);
    };
  }, []);
}

function subscribeStatus(notify: () => void): () => void {
  const target = getSocket();
  target.on('connect', notify);
  target.on('disconnect', notify);
  return () => {
    target.off('connect', notify);
    target.off('disconnect', notify);
  };
}

/** True while the live connection is up (for a "live" indicator). */
export function useSocketConnected(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => socket?.connected ?? false,
    () => false,
  );
}
