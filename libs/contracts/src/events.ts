import type { StaffRole } from './roles.ts';
import type { SyncEvents } from './sync.ts';
import type { GuestServiceEvents } from './guest-services.ts';
import type { ReservationEvents } from './reservations.ts';
import type { BackOfficeEvents } from './back-office.ts';
import type { ConciergeEvents } from './staff.ts';
import type { LedgerEvents } from './ledger.ts';
import type { RegisterEvents } from './register.ts';
import type { TurnoverEvents } from './turnovers.ts';

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

export interface SessionEvents {
  'session.ready': (payload: SessionReadyPayload) => void;
  'session.ended': (payload: SessionEndedPayload) => void;
}

/**
 * Server → client events: name → payload. Each domain declares its events in its own file and
 * they meet here; no event name is typed anywhere else.
 */
export interface ServerToClientEvents extends SessionEvents, SyncEvents, GuestServiceEvents, ReservationEvents, BackOfficeEvents, ConciergeEvents, LedgerEvents, RegisterEvents, TurnoverEvents {}

/** Client → server events. */
export interface ClientToServerEvents {
  ping: (ack: (reply: { at: string }) => void) => void;
}

export type ServerEventName = keyof ServerToClientEvents;
export type ServerEventPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];
