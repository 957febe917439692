import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { InviteAccessUserResponse } from '@prana/contracts';
import { ROOMS } from '@prana/contracts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connectError, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { as } from '../support/back-office.ts';

/** What a dropped socket.io client keeps to recover its session (private fields of socket.io-client). */
interface RecoveryState {
  _pid?: string;
  _lastOffset?: string;
}

const PASSWORD = 'a-long-enough-secret';

describe('a reconnecting socket gets only what its current session may see', () => {
  let api: TestApi;
  let realtime: RealtimeService;
  const sockets: ClientSocket[] = [];
  const heardBy = new Map<ClientSocket, string[]>();

  /** Opens a socket with `cookie`, presenting `recovery` (a previous socket's id and offset) as a reconnecting client does. */
  const open = (cookie: string | undefined, recovery: RecoveryState = {}) => {
    const socket: ClientSocket = io(api.url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { Cookie: cookie } : {},
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    Object.assign(socket as unknown as RecoveryState, recovery);
    sockets.push(socket);
    heardBy.set(socket, recorder(socket));
    socket.connect();
    return socket;
  };

  /** Connects, then drops the transport without a goodbye (a network drop): the server would keep its session for recovery. */
  const dropped = async (cookie: string): Promise<RecoveryState> => {
    const socket = open(cookie);
    await nextEvent(socket, 'session.ready');
    // An event after the handshake, so the client holds an offset to resume from.
    const heard = nextEvent(socket, 'availability.changed');
    realtime.toStaff('availability.changed', { villaSlug: 'before-the-drop' });
    await heard;
    const state = { ...(socket as unknown as RecoveryState) };
    socket.io.engine.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Recovery off, the server hands out no id: a forged one must not help either.
    return { _pid: state._pid ?? 'forged-session-id', _lastOffset: state._lastOffset ?? '0-0' };
  };

  /**
   * Every event packet that reaches the client's connection, also those socket.io-client would
   * buffer or drop (a hostile client reads the wire, not the library's events).
   */
  const recorder = (socket: ClientSocket) => {
    const heard: string[] = [];
    socket.io.on('packet', (packet: { type: number; data?: unknown[] }) => {
      if (packet.type === 2 && Array.isArray(packet.data)) heard.push(`${String(packet.data[0])} ${JSON.stringify(packet.data[1])}`);
    });
    return heard;
  };

  beforeAll(async () => {
    api = await startTestApi();
    realtime = api.app.get(RealtimeService);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it("a guest presenting a signed-out manager's socket id hears none of the manager's missed events, and joins only the guest rooms", async () => {
    const managerCookie = await signIn(api, { staff: 'manager' });
    const recovery = await dropped(managerCookie);
    await api.request().post('/api/auth/logout').set('Cookie', managerCookie).expect(204);
    realtime.toStaff('availability.changed', { villaSlug: 'missed-staff-event' });

    const guest = open(await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' }), recovery);
    const heard = heardBy.get(guest)!;
    const ready = await nextEvent(guest, 'session.ready');
    expect(guest.recovered).not.toBe(true);
    expect(ready.kind).toBe('guest');
    expect(ready.rooms.every((room) => !room.startsWith('staff'))).toBe(true);
    realtime.toStaff('availability.changed', { villaSlug: 'later-staff-event' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.filter((line) => line.startsWith('availability.changed'))).toEqual([]);
  });

  it('a manager demoted to staff reconnects with staff rooms only and hears no manager event', async () => {
    const master = as(api, await signIn(api, { staff: 'master' }));
    const name = `demoted${Date.now().toString(36)}`;
    const invite = (await master.post('/api/access-users', { name: `Test ${name}`, email: `${name}@prana.villas`, role: 'manager' }).expect(201)).body as InviteAccessUserResponse;
    await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: PASSWORD }).expect(200);
    const login = async (role: string) => {
      const response = await api.request().post('/api/auth/staff/login').send({ username: invite.user.username, password: PASSWORD, role }).expect(200);
      return ([response.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_session='))!.split(';')[0]!;
    };
    const recovery = await dropped(await login('manager'));
    await master.patch(`/api/access-users/${invite.user.id}`, { role: 'staff' }).expect(200);
    realtime.toStaff('availability.changed', { villaSlug: 'missed-manager-event' }, 'manager');

    const demoted = open(await login('staff'), recovery);
    const heard = heardBy.get(demoted)!;
    const ready = await nextEvent(demoted, 'session.ready');
    expect(demoted.recovered).not.toBe(true);
    expect(ready.rooms).toContain(ROOMS.staffRole('staff'));
    expect(ready.rooms).not.toContain(ROOMS.staffRole('manager'));
    realtime.toStaff('availability.changed', { villaSlug: 'later-manager-event' }, 'manager');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.filter((line) => line.startsWith('availability.changed'))).toEqual([]);
  });

  it('a client with no cookie presenting a staff socket id is refused before hearing anything', async () => {
    const recovery = await dropped(await signIn(api, { staff: 'staff' }));
    realtime.toStaff('availability.changed', { villaSlug: 'missed-before-refusal' });
    const anonymous = open(undefined, recovery);
    const heard = heardBy.get(anonymous)!;
    expect((await connectError(anonymous)).message).toBe('Unauthorized: sign in first.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toEqual([]);
  });
});
