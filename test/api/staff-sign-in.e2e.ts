import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import { ROOMS, STAFF_ROLES, type StaffRole } from '@prana/contracts';
import { StaffUser } from '../../apps/api/src/auth/staff-user.entity.ts';
import { hashPassword } from '../../apps/api/src/auth/password.ts';
import { StaffAccountsService } from '../../apps/api/src/staff/staff-accounts.service.ts';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, connectError, disconnection, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

function cookieOf(setCookie: string[] | string | undefined): string {
  const cookie = [setCookie ?? []].flat().find((value) => value.startsWith('prana_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

/** A fresh account of its own, so suspending it never disturbs the demo accounts other tests use. */
async function createAccount(api: TestApi, role: StaffRole): Promise<StaffUser> {
  const em = api.app.get(EntityManager).fork();
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const staff = new StaffUser(username, `Test ${role}`, `${username}@prana.test`, role);
  staff.status = 'active';
  staff.passwordHash = await hashPassword(DEMO_PASSWORD);
  await em.persist(staff).flush();
  return staff;
}

/** A hash as the api wrote them before argon2id (scrypt, N=2^15). */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

async function signInAs(api: TestApi, username: string, role: StaffRole): Promise<string> {
  const login = await api.request().post('/api/auth/staff/login').send({ username, password: DEMO_PASSWORD, role }).expect(200);
  return cookieOf(login.headers['set-cookie']);
}

async function openSocket(api: TestApi, cookie: string): Promise<{ socket: ClientSocket; rooms: string[] }> {
  const socket = connect(api.url, cookie);
  const ready = await nextEvent(socket, 'session.ready');
  return { socket, rooms: ready.rooms };
}

describe('staff sign-in to the four tiers', () => {
  let api: TestApi;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await api.close();
  });

  it.each(STAFF_ROLES)('signs %s in to their tier; the socket joins that role room and no other', async (role) => {
    const login = await api.request().post('/api/auth/staff/login').send({ username: role, password: DEMO_PASSWORD, role }).expect(200);
    expect(login.body.user).toMatchObject({ kind: 'staff', username: role, role, tier: role });
    const cookie = cookieOf(login.headers['set-cookie']);
    const me = await api.request().get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body.user).toMatchObject({ kind: 'staff', role, tier: role });

    const { socket, rooms } = await openSocket(api, cookie);
    sockets.push(socket);
    expect(rooms).toContain(ROOMS.staffRole(role));
    expect(rooms.filter((room) => room.startsWith('staff:'))).toEqual([ROOMS.staffRole(role)]);
    expect(rooms).toContain(ROOMS.staffUser(login.body.user.id));
  });

  it('refuses a tier the account does not hold with a clear message, and sets no cookie', async () => {
    const manager = await api.request().post('/api/auth/staff/login').send({ username: 'manager', password: DEMO_PASSWORD, role: 'master' }).expect(403);
    expect(manager.body).toEqual({
      error: 'Your account holds the manager tier, not master. Choose manager to sign in.',
      code: 'auth.wrongTier',
      params: { role: 'manager', chosen: 'master' },
    });
    expect(manager.headers['set-cookie']).toBeUndefined();
    const investor = await api.request().post('/api/auth/staff/login').send({ username: 'investor', password: DEMO_PASSWORD, role: 'staff' }).expect(403);
    expect(investor.body.error).toBe('Your account holds the investor tier, not staff. Choose investor to sign in.');
  });

  it('lets a master preview any tier while keeping the master role on the server', async () => {
    const preview = await api.request().post('/api/auth/staff/login').send({ username: 'master', password: DEMO_PASSWORD, role: 'investor' }).expect(200);
    expect(preview.body.user).toMatchObject({ role: 'master', tier: 'investor' });
    const me = await api.request().get('/api/auth/me').set('Cookie', cookieOf(preview.headers['set-cookie'])).expect(200);
    expect(me.body.user).toMatchObject({ role: 'master', tier: 'investor' });
  });

  it('asks for both fields with one message', async () => {
    const response = await api.request().post('/api/auth/staff/login').send({ username: 'staff', password: '', role: 'staff' }).expect(400);
    expect(response.body.error).toBe('Enter both a username and password to continue.');
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const leaving = await signIn(api, { staff: 'staff' });
    const staying = await signIn(api, { staff: 'staff' });
    const { socket: leavingSocket } = await openSocket(api, leaving);
    const { socket: stayingSocket } = await openSocket(api, staying);
    sockets.push(leavingSocket, stayingSocket);

    const ended = nextEvent(leavingSocket, 'session.ended');
    const closed = disconnection(leavingSocket);
    await api.request().post('/api/auth/logout').set('Cookie', leaving).expect(204);
    expect(await ended).toEqual({ reason: 'signed-out' });
    expect(await closed).toBe('io server disconnect');
    await api.request().get('/api/staff/requests').set('Cookie', leaving).expect(401);

    // The other browser of the same person is untouched.
    expect(await stayingSocket.emitWithAck('ping')).toHaveProperty('at');
    await api.request().get('/api/staff/requests').set('Cookie', staying).expect(200);
  });
});

describe('suspending a staff account', () => {
  let api: TestApi;
  let accounts: StaffAccountsService;

  beforeAll(async () => {
    api = await startTestApi();
    accounts = api.app.get(StaffAccountsService);
  });
  afterAll(() => api.close());

  it('closes every open socket of the person at once and ends their sessions', async () => {
    const person = await createAccount(api, 'staff');
    const first = await signInAs(api, person.username, 'staff');
    const second = await signInAs(api, person.username, 'staff');
    const bystanderCookie = await signIn(api, { staff: 'manager' });
    const [a, b, bystander] = await Promise.all([openSocket(api, first), openSocket(api, second), openSocket(api, bystanderCookie)]);

    const endedA = nextEvent(a.socket, 'session.ended');
    const closedA = disconnection(a.socket);
    const closedB = disconnection(b.socket);
    await accounts.suspend(person.id);

    expect(await endedA).toEqual({ reason: 'suspended' });
    expect(await closedA).toBe('io server disconnect');
    expect(await closedB).toBe('io server disconnect');
    // Old cookies no longer work, on REST or on a new handshake.
    await api.request().get('/api/staff/requests').set('Cookie', first).expect(401);
    const retry = connect(api.url, second);
    expect((await connectError(retry)).message).toMatch(/Unauthorized/);
    retry.disconnect();
    // Someone else stays connected.
    expect(await bystander.socket.emitWithAck('ping')).toHaveProperty('at');
    bystander.socket.disconnect();
  });

  it('refuses a suspended account at sign-in, and lets it in again once reinstated', async () => {
    const person = await createAccount(api, 'manager');
    await accounts.suspend(person.id);
    const refused = await api
      .request()
      .post('/api/auth/staff/login')
      .send({ username: person.username, password: DEMO_PASSWORD, role: 'manager' })
      .expect(401);
    // Word for word what a wrong password gets: the answer says nothing about the password.
    const wrongPassword = await api.request().post('/api/auth/staff/login').send({ username: person.username, password: 'not-the-password', role: 'manager' }).expect(401);
    expect(refused.body).toEqual({ error: 'The username or password is not correct.', code: 'auth.wrongCredentials' });
    expect(refused.body).toEqual(wrongPassword.body);
    expect(refused.headers['set-cookie']).toBeUndefined();

    await accounts.reinstate(person.id);
    await api.request().post('/api/auth/staff/login').send({ username: person.username, password: DEMO_PASSWORD, role: 'manager' }).expect(200);
  });

  it('answers an unknown account with a 404, never a 500', async () => {
    await expect(accounts.suspend(randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(accounts.suspend('not-an-id')).rejects.toMatchObject({ status: 404 });
  });
});

describe('focus preferences of the dashboard session', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('starts with financials and operations, stores a choice per person in canonical order', async () => {
    const person = await createAccount(api, 'investor');
    const cookie = await signInAs(api, person.username, 'investor');
    const initial = await api.request().get('/api/staff/preferences').set('Cookie', cookie).expect(200);
    expect(initial.body).toEqual({ focus: ['financials', 'operations'] });

    const saved = await api.request().put('/api/staff/preferences').set('Cookie', cookie).send({ focus: ['governance', 'content'] }).expect(200);
    expect(saved.body).toEqual({ focus: ['content', 'governance'] });
    // A new session of the same person (another device) sees the stored choice.
    const again = await signInAs(api, person.username, 'investor');
    expect((await api.request().get('/api/staff/preferences').set('Cookie', again).expect(200)).body).toEqual({ focus: ['content', 'governance'] });
    await api.request().put('/api/staff/preferences').set('Cookie', again).send({ focus: [] }).expect(200);
    expect((await api.request().get('/api/staff/preferences').set('Cookie', cookie).expect(200)).body).toEqual({ focus: [] });

    // Someone else's are untouched.
    const other = await signIn(api, { staff: 'staff' });
    expect((await api.request().get('/api/staff/preferences').set('Cookie', other).expect(200)).body.focus).not.toEqual([]);
  });

  it('refuses unknown workstreams, repeats, stray fields and callers who are not staff', async () => {
    const cookie = await signIn(api, { staff: 'manager' });
    const unknown = await api.request().put('/api/staff/preferences').set('Cookie', cookie).send({ focus: ['pricing'] }).expect(400);
    expect(unknown.body.error).toBe('Choose focus workstreams from financials, operations, content and governance.');
    const twice = await api.request().put('/api/staff/preferences').set('Cookie', cookie).send({ focus: ['content', 'content'] }).expect(400);
    expect(twice.body.error).toBe('Each focus workstream at most once.');
    const stray = await api.request().put('/api/staff/preferences').set('Cookie', cookie).send({ focus: [], staffUserId: randomUUID() }).expect(400);
    expect(stray.body.error).toBe('Unknown field: staffUserId.');
    const missing = await api.request().put('/api/staff/preferences').set('Cookie', cookie).send({}).expect(400);
    expect(missing.body.error).toBe('Send the focus workstreams as a list.');

    const guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    await api.request().get('/api/staff/preferences').set('Cookie', guest).expect(401);
    await api.request().put('/api/staff/preferences').send({ focus: [] }).expect(401);
  });

  it('signs in with a password hashed by scrypt before argon2id, and stores an argon2id hash from then on', async () => {
    const staff = await createAccount(api, 'staff');
    const em = api.app.get(EntityManager).fork();
    const legacy = scryptHash(DEMO_PASSWORD);
    await em.nativeUpdate(StaffUser, { id: staff.id }, { passwordHash: legacy });

    await api.request().post('/api/auth/staff/login').send({ username: staff.username, password: 'not-the-password', role: 'staff' }).expect(401);
    expect((await em.fork().findOneOrFail(StaffUser, staff.id)).passwordHash).toBe(legacy);

    await signInAs(api, staff.username, 'staff');
    const rehashed = (await em.fork().findOneOrFail(StaffUser, staff.id)).passwordHash!;
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    await signInAs(api, staff.username, 'staff');
    expect((await em.fork().findOneOrFail(StaffUser, staff.id)).passwordHash).toBe(rehashed);
    await api.request().post('/api/auth/staff/login').send({ username: staff.username, password: 'not-the-password', role: 'staff' }).expect(401);
  });
});
