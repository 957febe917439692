import { Injectable, Logger } from '@nestjs/common';
import type { Server } from 'socket.io';
import {
  PERMISSIONS,
  ROOMS,
  type ClientToServerEvents,
  type Permission,
  type ServerEventName,
  type ServerEventPayload,
  type ServerToClientEvents,
  type SessionEndedPayload,
  type StaffRole,
} from '@prana/contracts';
import type { SessionContext } from '../auth/sessions.service.ts';

/** Between Prana processes only (socket.io serverSideEmit through the Redis adapter); never to browsers. */
const PUBLIC_DATA_CHANGED = 'public-data.changed';
interface ServerSideEvents {
  [PUBLIC_DATA_CHANGED]: () => void;
}

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

export interface SocketData {
  session: SessionContext;
}

/**
 * The one way services publish live events. Call it after the transaction committed: the
 * database is the truth and an event only says "look again" or carries the new row.
 * In the api it wraps the gateway's server; in the worker a server with no listener, whose
 * Redis adapter forwards every event to the api instances.
 */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);
  private server: TypedServer | undefined;
  private readonly publicDataListeners: (() => void)[] = [];

  attach(server: TypedServer): void {
    this.server = server;
    server.on(PUBLIC_DATA_CHANGED, () => this.notifyPublicDataChanged());
  }

  /** What visitors read (villas, availability) changed: every api process drops its cached answers. */
  publicDataChanged(): void {
    this.notifyPublicDataChanged();
    this.server?.serverSideEmit(PUBLIC_DATA_CHANGED);
  }

  onPublicDataChanged(listener: () => void): void {
    this.publicDataListeners.push(listener);
  }

  private notifyPublicDataChanged(): void {
    for (const listener of this.publicDataListeners) listener();
  }

  toBooking<E extends ServerEventName>(bookingId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(ROOMS.booking(bookingId), event, payload);
  }

  /** To every signed-in staff member, or only to one role's room. */
  toStaff<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>, role?: StaffRole): void {
    this.emit(role ? ROOMS.staffRole(role) : ROOMS.staff, event, payload);
  }

  /** To the staff whose role holds the permission (PERMISSIONS), e.g. guests' requests to those who work the queue. */
  toStaffWith<E extends ServerEventName>(permission: Permission, event: E, payload: ServerEventPayload<E>): void {
    const roles = PERMISSIONS[permission] as readonly StaffRole[];
    if (roles.length > 0) this.emit(roles.map((role) => ROOMS.staffRole(role)), event, payload);
  }

  toSyncWatchers<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
    this.emit(ROOMS.syncWatchers, event, payload);
  }

  /** Tells the sockets in a room their session ended, then closes them on whichever instance they live. */
  endSessions(room: string, reason: SessionEndedPayload['reason']): void {
    if (!this.server) return;
    this.emit(room, 'session.ended', { reason });
    this.server.in(room).disconnectSockets(true);
  }

  private emit<E extends ServerEventName>(room: string | string[], event: E, payload: ServerEventPayload<E>): void {
    if (event === 'availability.changed') this.publicDataChanged();
    if (!this.server) {
      this.logger.warn(`No realtime server attached; ${event} to ${room} was not sent.`);
      return;
    }
    // The typed map guarantees the payload matches the event; socket.io's emit signature cannot express it.
    (this.server.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload);
  }
}
