import { Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import {
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Socket } from 'socket.io';
import { can, ROOMS, SESSION_COOKIE, type ClientToServerEvents, type ServerToClientEvents } from '@prana/contracts';
import { readCookie } from '../common/cookies.ts';
import { SessionsService, type SessionContext } from '../auth/sessions.service.ts';
import { RealtimeService, type SocketData, type TypedServer } from './realtime.service.ts';

/** How often an api process looks for its sockets whose session expired, under this schedule name. */
const EXPIRED_SOCKETS_SWEEP_MS = 60_000;
export const EXPIRED_SOCKETS_SWEEP = 'expired-sockets';

type TypedSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Rooms a session may hear; derived at every handshake from the same cookie as REST (staff by the tier they act in). */
export function roomsFor(session: SessionContext): string[] {
  if (session.kind === 'guest') return [ROOMS.booking(session.bookingId), ROOMS.session(session.sessionId)];
  const rooms: string[] = [
    ROOMS.staff,
    ROOMS.staffRole(session.tier),
    ROOMS.staffUser(session.staff.id),
    ROOMS.session(session.sessionId),
  ];
  if (can(session.tier, 'sync.watch')) rooms.push(ROOMS.syncWatchers);
  return rooms;
}

@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<TypedServer>, OnGatewayConnection<TypedSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server!: TypedServer;

  constructor(
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
  ) {}

  afterInit(server: TypedServer): void {
    this.realtime.attach(server);
    // Refuse the handshake itself without a live session: nothing connects anonymously.
    server.use((socket, next) => {
      const token = readCookie(socket.handshake.headers.cookie, SESSION_COOKIE);
      this.sessions
        .resolve(token)
        .then((session) => {
          if (!session) return next(new Error('Unauthorized: sign in first.'));
          socket.data.session = session;
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(`Socket handshake failed: ${String(error)}`);
          next(new Error('Unavailable: please retry shortly.'));
        });
    });
  }

  async handleConnection(socket: TypedSocket): Promise<void> {
    const rooms = roomsFor(socket.data.session);
    await socket.join(rooms);
    socket.emit('session.ready', { kind: socket.data.session.kind, rooms });
  }

  /**
   * A socket's session is checked at its handshake only, so each api process closes its own sockets
   * whose session has since expired, telling them why: an expired session hears nothing more.
   */
  @Interval(EXPIRED_SOCKETS_SWEEP, EXPIRED_SOCKETS_SWEEP_MS)
  closeExpiredSockets(now = Date.now()): number {
    let closed = 0;
    for (const socket of this.server.sockets.sockets.values()) {
      if (socket.data.session.expiresAt > now) continue;
      socket.emit('session.ended', { reason: 'expired' });
      socket.disconnect(true);
      closed += 1;
    }
    return closed;
  }

  @SubscribeMessage('ping')
  ping(): { at: string } {
    return { at: new Date().toISOString() };
  }
}
