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
import type { SessionEndings } from '../auth/session-endings.ts';

/** Between Prana processes only (socket.io serverSideEmit through the Redis adapter); never to browsers. */
const PUBLIC_DATA_CHANGED = 'public-data.changed';
const SESSIONS_CHANGED = 'sessions.changed';
interface ServerSideEvents {
  [PUBLIC_DATA_CHANGED]: (ack: (dropped: true) => void) => void;
  [SESSIONS_CHANGED]: (ack: (dropped: true) => void) => void;
}

/** How long a change waits for the other processes to say they dropped their cached answers. */
export const CACHE_DROP_ACK_TIMEOUT_MS = 1_000;

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

export interface SocketData {
  session: SessionContext;
}

/**
 * The one way services publish live events. Call it after the transaction committed: the
 * database is the truth and an event only says "look again" or carries the new row.
 * In the api it wraps the gateway's server; in the worker a server with no listener, whose
 * Redis adapter forwards every event to the api instances. Which rooms each event goes to is
 * described in api-description/live-events.ts (/api/docs/asyncapi.json): a send to another room changes it there.
 */
@Injectable()
export class RealtimeService implements SessionEndings {
  private readonly logger = new Logger(RealtimeService.name);
  private server: TypedServer | undefined;
  private readonly listeners = { [PUBLIC_DATA_CHANGED]: [] as (() => void)[], [SESSIONS_CHANGED]: [] as (() => void)[] };

  attach(server: TypedServer): void {
    this.server = server;
    for (const event of [PUBLIC_DATA_CHANGED, SESSIONS_CHANGED] as const) {
      server.on(event, (ack) => {
        this.notify(event);
        // Older senders emitted without an acknowledgement.
        if (typeof ack === 'function') ack(true);
      });
    }
  }

  /**
   * What public readers are shown changed (villas, blocks and prices in the availability reads; the
   * published catalogue in the extras menu): every process drops its cached answers.
   * Resolves once the other processes acknowledged it (or after CACHE_DROP_ACK_TIMEOUT_MS); never rejects.
   */
  publicDataChanged(): Promise<void> {
    return this.changed(PUBLIC_DATA_CHANGED);
  }

  onPublicDataChanged(listener: () => void): void {
    this.listeners[PUBLIC_DATA_CHANGED].push(listener);
  }

  /**
   * A session ended or what it grants changed (sign-out, suspension, role change, removal): every
   * process drops its cached sessions. Resolves once the other processes acknowledged it; never rejects.
   */
  sessionsChanged(): Promise<void> {
    return this.changed(SESSIONS_CHANGED);
  }

  onSessionsChanged(listener: () => void): void {
    this.listeners[SESSIONS_CHANGED].push(listener);
  }

  private notify(event: keyof ServerSideEvents): void {
    for (const listener of this.listeners[event]) listener();
  }

  private async changed(event: keyof ServerSideEvents): Promise<void> {
    this.notify(event);
    if (!this.server) return;
    // socket.io's own wait for the answers is fixed (5 s): a shorter bound of ours races it.
    const acknowledged = this.server.serverSideEmitWithAck(event);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CACHE_DROP_ACK_TIMEOUT_MS} ms`)), CACHE_DROP_ACK_TIMEOUT_MS);
    });
    try {
      await Promise.race([acknowledged, late]);
    } catch (error) {
      acknowledged.catch(() => undefined);
      // A process that did not answer in time drops its copy within the cache's max age.
      this.logger.warn(`Not every process acknowledged ${event}: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  toBooking<E extends ServerEventName>(bookingId: string, event: E, payload: ServerEventPayload<E>): void {
    void this.emit(ROOMS.booking(bookingId), event, payload);
  }

  /** To every signed-in staff member, or only to one role's room. */
  toStaff<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>, role?: StaffRole): void {
    void this.emit(role ? ROOMS.staffRole(role) : ROOMS.staff, event, payload);
  }

  /**
   * To the staff whose role holds the permission (PERMISSIONS), e.g. guests' requests to those who work
   * the queue; with `alsoBooking`, the booking's pages hear the same payload in the same broadcast (one
   * message through Redis for every process to read, not two).
   */
  toStaffWith<E extends ServerEventName>(permission: Permission, event: E, payload: ServerEventPayload<E>, alsoBooking: string | null = null): void {
    const rooms = (PERMISSIONS[permission] as readonly StaffRole[]).map((role) => ROOMS.staffRole(role));
    if (alsoBooking !== null) rooms.push(ROOMS.booking(alsoBooking));
    if (rooms.length > 0) void this.emit(rooms, event, payload);
  }

  /** Resolves once every process dropped its cached availability answers, when the event is `availability.changed`. */
  toSyncWatchers<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): Promise<void> {
    return this.emit(ROOMS.syncWatchers, event, payload);
  }

  /**
   * Call after the session rows changed: every process drops its cached sessions (resolved once they
   * acknowledged), and the sockets in the room are told their session ended and closed, on whichever
   * instance they live.
   */
  endSessions(room: string, reason: SessionEndedPayload['reason']): Promise<void> {
    const dropped = this.sessionsChanged();
    if (!this.server) return dropped;
    void this.emit(room, 'session.ended', { reason });
    this.server.in(room).disconnectSockets(true);
    return dropped;
  }

  private emit<E extends ServerEventName>(room: string | string[], event: E, payload: ServerEventPayload<E>): Promise<void> {
    const dropped = event === 'availability.changed' ? this.publicDataChanged() : Promise.resolve();
    if (!this.server) {
      this.logger.warn(`No realtime server attached; ${event} to ${room} was not sent.`);
      return dropped;
    }
    // The typed map guarantees the payload matches the event; socket.io's emit signature cannot express it.
    (this.server.to(room).emit as (event: string, payload: unknown) => boolean)(event, payload);
    return dropped;
  }
}
