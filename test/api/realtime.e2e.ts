import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { ROOMS } from '@prana/contracts';
import { SchedulerRegistry } from '@nestjs/schedule';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { EXPIRED_SOCKETS_SWEEP, RealtimeGateway } from '../../apps/api/src/realtime/realtime.gateway.ts';
import { STAFF_SESSION_HOURS } from '../../apps/api/src/auth/sessions.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, connectError, disconnection, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

describe('Socket.IO gateway', () => {
  let api: TestApi;
  const sockets: ClientSocket[] = [];
  const open = (cookie?: string) => {
    const socket = connect(api.url, cookie);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it('refuses a handshake without a session', async () => {
    const error = await connectError(open());
    expect(error.message).toBe('Unauthorized: sign in first.');
  });

  it('puts a guest in their booking room only, and delivers events for that booking alone', async () => {
    const [santosoCookie, walkerCookie] = await Promise.all([
      signIn(api, { lastName: 'Santoso', bookingCode: 'PRN-2401' }),
      signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' }),
    ]);
    const santoso = open(santosoCookie);
    const walker = open(walkerCookie);
    const [santosoReady, walkerReady] = await Promise.all([nextEvent(santoso, 'session.ready'), nextEvent(walker, 'session.ready')]);
    expect(santosoReady.kind).toBe('guest');
    const santosoRoom = santosoReady.rooms.find((room) => room.startsWith('booking:'))!;
    expect(walkerReady.rooms).not.toContain(santosoRoom);

    const walkerHeard: unknown[] = [];
    walker.on('session.ended', (payload) => walkerHeard.push(payload));
    const received = nextEvent(santoso, 'session.ended');
    // Publish through the same service every module uses.
    api.app.get(RealtimeService).endSessions(santosoRoom, 'expired');
    expect(await received).toEqual({ reason: 'expired' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(walkerHeard).toEqual([]);
  });

  it('answers ping with an acknowledgement', async () => {
    const staff = open(await signIn(api, { staff: 'staff' }));
    await nextEvent(staff, 'session.ready');
    const reply = await staff.timeout(2_000).emitWithAck('ping');
    expect(Date.parse(reply.at)).not.toBeNaN();
  });

  it('joins staff to the staff, role and sync rooms', async () => {
    const investor = open(await signIn(api, { staff: 'investor' }));
    const ready = await nextEvent(investor, 'session.ready');
    expect(ready.rooms).toEqual(expect.arrayContaining([ROOMS.staff, ROOMS.staffRole('investor'), ROOMS.syncWatchers]));
  });

  it('closes the sockets of a session that signs out', async () => {
    const cookie = await signIn(api, { staff: 'manager' });
    const socket = open(cookie);
    await nextEvent(socket, 'session.ready');
    const ended = nextEvent(socket, 'session.ended');
    const closed = disconnection(socket);
    await api.request().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(await ended).toEqual({ reason: 'signed-out' });
    expect(await closed).toBe('io server disconnect');
    // And it cannot come back with the old cookie.
    expect((await connectError(open(cookie))).message).toBe('Unauthorized: sign in first.');
  });

  it('closes, on a schedule of its own process, the sockets whose session expired, and only those', async () => {
    expect(api.app.get(SchedulerRegistry).getInterval(EXPIRED_SOCKETS_SWEEP)).toBeDefined();
    const [staffCookie, guestCookie] = await Promise.all([signIn(api, { staff: 'staff' }), signIn(api, { lastName: 'Santoso', bookingCode: 'PRN-2401' })]);
    const staff = open(staffCookie);
    const guest = open(guestCookie);
    await Promise.all([nextEvent(staff, 'session.ready'), nextEvent(guest, 'session.ready')]);
    const guestHeard: unknown[] = [];
    guest.on('session.ended', (payload) => guestHeard.push(payload));
    const ended = nextEvent(staff, 'session.ended');
    const closed = disconnection(staff);

    // A minute past the staff session's end; the guest's lasts for days.
    const closedCount = api.app.get(RealtimeGateway).closeExpiredSockets(Date.now() + STAFF_SESSION_HOURS * 3_600_000 + 60_000);

    expect(closedCount).toBe(1);
    expect(await ended).toEqual({ reason: 'expired' });
    expect(await closed).toBe('io server disconnect');
    expect(guest.connected).toBe(true);
    expect(guestHeard).toEqual([]);
  });
});

describe('Socket.IO handshake origin', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('refuses a socket opened from another site, even with a valid session cookie', async () => {
    const cookie = await signIn(api, { staff: 'staff' });
    const socket = io(api.url, {
      transports: ['websocket'],
      extraHeaders: { Cookie: cookie, Origin: 'https://evil.example' },
      reconnection: false,
      forceNew: true,
    });
    try {
      const error = await connectError(socket);
      expect(error.message).toMatch(/websocket error|Forbidden|not allowed/i);
    } finally {
      socket.disconnect();
    }
  });
});
