import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerEventName, ServerEventPayload, ServerToClientEvents } from '@prana/contracts';
import type { TestApi } from './test-api.ts';
import { DEMO_PASSWORD } from './test-api.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Signs in through REST and returns the session cookie ("name=value"). */
export async function signIn(api: TestApi, as: { staff: string } | { lastName: string; bookingCode: string }): Promise<string> {
  const response =
    'staff' in as
      ? await api.request().post('/api/auth/staff/login').send({ username: as.staff, password: DEMO_PASSWORD, role: as.staff })
      : await api.request().post('/api/auth/guest/login').send(as);
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  const cookie = [response.headers['set-cookie'] ?? []].flat().find((value: string) => value.startsWith('prana_session='));
  return cookie!.split(';')[0]!;
}

/** A real socket.io-client connection, as the browser makes it, carrying the session cookie. */
export function connect(url: string, cookie?: string): ClientSocket {
  return io(url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { Cookie: cookie } : {},
    reconnection: false,
    forceNew: true,
  });
}

export function nextEvent<E extends ServerEventName>(socket: ClientSocket, event: E, timeoutMs = 5_000): Promise<ServerEventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    (socket.once as (event: string, listener: (payload: ServerEventPayload<E>) => void) => void)(event, (payload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

export function connectError(socket: ClientSocket, timeoutMs = 5_000): Promise<Error> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connect_error within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error);
    });
  });
}

/** Resolves when the socket disconnects, with the reason. */
export function disconnection(socket: ClientSocket, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no disconnect within ${timeoutMs} ms`)), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
