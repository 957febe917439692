import type { StaffRole } from './roles.ts';

/** Room names. A socket joins rooms only after the handshake proved its session. */
export const ROOMS = {
  booking: (bookingId: string) => `booking:${bookingId}`,
  staff: 'staff',
  staffRole: (role: StaffRole) => `staff:${role}`,
  staffUser: (staffUserId: string) => `staff-user:${staffUserId}`,
  /** Every socket of one signed-in browser, so signing out closes exactly those. */
  session: (sessionId: string) => `session:${sessionId}`,
  syncWatchers: 'sync-watchers',
} as const;

/** Sent to a socket right after it connected and joined its rooms. */
export interface SessionReadyPayload {
  kind: 'guest' | 'staff';
  rooms: string[];
}

/** The session behind a socket ended (signed out, suspended); the socket is then disconnected. */
export interface SessionEndedPayload {
  reason: 'signed-out' | 'suspended' | 'expired';
}

/** Server → client events: name → payload. The only place an event name is typed. */
export interface ServerToClientEvents {
  'session.ready': (payload: SessionReadyPayload) => void;
  'session.ended': (payload: SessionEndedPayload) => void;
}

/** Client → server events. */
export interface ClientToServerEvents {
  ping: (ack: (reply: { at: string }) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
