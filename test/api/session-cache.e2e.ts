import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InviteAccessUserResponse, MeResponse, StaffRole } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { as, dbOf } from '../support/back-office.ts';
import { createGuest } from './guest-fixtures.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';

const PASSWORD = 'a-long-enough-secret';
let sequence = 0;

/**
 * Each api process keeps the sessions it looked up for up to 30 s (SessionsService). A session that
 * ended, or whose account changed, must be refused at once by every process, not 30 s later: the
 * change is made through process A, and the cookie was last used (and cached) on process B.
 */
describe('cached sessions agree across api processes', () => {
  let a: TestApi;
  let b: TestApi;
  let master: string;

  const me = async (api: TestApi, cookie: string) => ((await as(api, cookie).get('/api/auth/me').expect(200)).body as MeResponse).user;

  /** A new active staff account of its own, signed in through A. */
  async function account(role: StaffRole): Promise<{ id: string; cookie: string }> {
    const name = `cache${Date.now().toString(36)}${(sequence += 1)}`;
    const invite = (await as(a, master).post('/api/access-users', { name: `Cache ${name}`, email: `${name}@prana.villas`, role }).expect(201)).body as InviteAccessUserResponse;
    await a.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: PASSWORD }).expect(200);
    const login = await a.request().post('/api/auth/staff/login').send({ username: invite.user.username, password: PASSWORD, role }).expect(200);
    const cookie = ([login.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_session='))!.split(';')[0]!;
    return { id: invite.user.id, cookie };
  }

  /** B has the session cached: it answered it twice. */
  async function cachedOnB(cookie: string) {
    const first = await me(b, cookie);
    expect(first).not.toBeNull();
    expect(await me(b, cookie)).toEqual(first);
    return first;
  }

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApi(), startTestApi()]);
    master = await signIn(a, { staff: 'master' });
  });
  afterAll(() => Promise.all([a?.close(), b?.close()]));

  it('a suspended staff member is refused by the other process at once', async () => {
    const { id, cookie } = await account('manager');
    await cachedOnB(cookie);
    await as(b, cookie).get('/api/villas/palms-1bd-1/availability?upcoming=true').expect(200);
    await as(a, master).patch(`/api/access-users/${id}`, { status: 'suspended' }).expect(200);
    expect(await me(b, cookie)).toBeNull();
    await as(b, cookie).get('/api/villas/palms-1bd-1/availability?upcoming=true').expect(401);
  });

  it('a signed-out session is refused by the other process at once', async () => {
    const cookie = await signIn(a, { staff: 'staff' });
    await cachedOnB(cookie);
    await as(a, cookie).post('/api/auth/logout').expect(204);
    expect(await me(b, cookie)).toBeNull();
  });

  it('a role change applies on the other process at once: the old session is refused, the new one has the new role', async () => {
    const { id, cookie } = await account('staff');
    expect(await cachedOnB(cookie)).toMatchObject({ kind: 'staff', role: 'staff' });
    await as(b, cookie).post('/api/villas/palms-1bd-1/holds', {}).expect(403);
    await as(a, master).patch(`/api/access-users/${id}`, { role: 'manager' }).expect(200);
    expect(await me(b, cookie)).toBeNull();
    await as(b, cookie).post('/api/villas/palms-1bd-1/holds', {}).expect(401);
  });

  it('a removed staff member is refused by the other process at once', async () => {
    const { id, cookie } = await account('investor');
    await cachedOnB(cookie);
    await as(a, master).delete(`/api/access-users/${id}`).expect(204);
    expect(await me(b, cookie)).toBeNull();
  });

  it("a guest's sign-out, and their booking going away, are refused by the other process at once", async () => {
    const signedOut = await createGuest(a);
    expect(await cachedOnB(signedOut.cookie)).toMatchObject({ kind: 'guest' });
    await as(a, signedOut.cookie).post('/api/auth/logout').expect(204);
    expect(await me(b, signedOut.cookie)).toBeNull();

    // Nothing in the api removes a booking; a removal made in the database is announced like this.
    const removed = await createGuest(a);
    await cachedOnB(removed.cookie);
    await as(b, removed.cookie).get('/api/guest/profile').expect(200);
    await dbOf(a).execute(`delete from bookings where id = ?`, [removed.booking.id]);
    await a.app.get(RealtimeService).sessionsChanged();
    expect(await me(b, removed.cookie)).toBeNull();
    await as(b, removed.cookie).get('/api/guest/profile').expect(401);
  });

  it('a session nobody changed stays signed in on both processes', async () => {
    const cookie = await signIn(b, { staff: 'investor' });
    expect(await me(a, cookie)).toMatchObject({ kind: 'staff', role: 'investor' });
    expect(await me(b, cookie)).toMatchObject({ kind: 'staff', role: 'investor' });
  });
});
