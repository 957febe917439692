import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccessUserResponse, AccessUsersResponse, InviteAccessUserResponse, StaffRole } from '@prana/contracts';
import { ROLE_DEFAULT_MODULES } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, connectError, disconnection, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';

const PASSWORD = 'a-long-enough-secret';
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence += 1)}`;

describe('access api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const sockets: ClientSocket[] = [];
  const master = () => as(api, cookies.master);
  const users = async () => (await master().get('/api/access-users').expect(200)).body as AccessUsersResponse;
  const signInAs = (username: string, role: StaffRole, password = PASSWORD) =>
    api.request().post('/api/auth/staff/login').send({ username, password, role });
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    ([response.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_session='))!.split(';')[0]!;

  /** Invites someone and lets them set a password: an active account that can sign in. */
  async function activeAccount(role: StaffRole): Promise<{ user: AccessUserResponse; cookie: string }> {
    const name = unique('user');
    const invite = (await master().post('/api/access-users', { name: `Test ${name}`, email: `${name}@prana.villas`, role }).expect(201))
      .body as InviteAccessUserResponse;
    await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: PASSWORD }).expect(200);
    const login = await signInAs(invite.user.username, role).expect(200);
    return { user: invite.user, cookie: cookieOf(login) };
  }

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it('lists the real staff accounts with counts, only to master', async () => {
    const body = await users();
    expect(body.users.map((user) => user.username)).toEqual(expect.arrayContaining(['master', 'investor', 'manager', 'staff']));
    const self = body.users.find((user) => user.username === 'master')!;
    expect(self).toMatchObject({ isSelf: true, status: 'active', role: 'master', permissions: [...ROLE_DEFAULT_MODULES.master], hasPassword: true });
    expect(self.lastActive).toBe('Just now');
    expect(body.users.filter((user) => user.isSelf)).toHaveLength(1);
    const { total, active, invited, suspended } = body.counts;
    expect(total).toBe(body.users.length);
    expect(active + invited + suspended).toBe(total);
    expect(active).toBe(body.users.filter((user) => user.status === 'active').length);
    expect(body.users.some((user) => 'passwordHash' in user)).toBe(false);

    for (const role of ['investor', 'manager', 'staff'] as const) {
      const refused = await as(api, cookies[role]).get('/api/access-users').expect(403);
      expect(refused.body.error).toBe(`The ${role} role cannot do this (access.manage).`);
      await as(api, cookies[role]).post('/api/access-users', { name: 'x', email: 'x@y.z', role: 'staff' }).expect(403);
      await as(api, cookies[role]).patch(`/api/access-users/${self.id}`, { status: 'suspended' }).expect(403);
      await as(api, cookies[role]).delete(`/api/access-users/${self.id}`).expect(403);
    }
    await api.request().get('/api/access-users').expect(401);
  });

  it('invites: name and email required with one message, the role default modules when none are picked', async () => {
    const before = await users();
    for (const body of [
      { name: '  ', email: 'a@b.co', role: 'staff' },
      { name: 'Wayan', email: '   ', role: 'staff' },
      { email: 'a@b.co', role: 'staff' },
      { name: 'Wayan', role: 'staff' },
    ]) {
      const refused = await master().post('/api/access-users', body).expect(400);
      expect(refused.body.error, JSON.stringify(body)).toBe('Enter a full name and email to send the invite.');
    }
    expect((await master().post('/api/access-users', { name: 'Wayan', email: 'not-an-email', role: 'staff' }).expect(400)).body.error).toBe(
      'Enter a valid email address.',
    );
    expect((await master().post('/api/access-users', { name: 'Wayan', email: 'w@b.co' }).expect(400)).body.error).toBe(
      'Choose a role: master, investor, manager or staff.',
    );
    expect((await master().post('/api/access-users', { name: 'Wayan', email: 'w@b.co', role: 'staff', modules: ['payroll'] }).expect(400)).body.error).toBe(
      'Modules are financials, operations, content, people and reports.',
    );
    expect((await users()).counts).toEqual(before.counts);

    const name = unique('wayan');
    const invited = await master().post('/api/access-users', { name: ' Wayan Sudarta ', email: ` ${name}@Prana.villas `, role: 'manager' }).expect(201);
    const body = invited.body as InviteAccessUserResponse;
    expect(body.user).toMatchObject({
      name: 'Wayan Sudarta',
      email: `${name}@Prana.villas`,
      username: name,
      role: 'manager',
      status: 'invited',
      permissions: [...ROLE_DEFAULT_MODULES.manager],
      lastActive: 'Invite pending',
      lastActiveAt: null,
      hasPassword: false,
      isSelf: false,
    });
    expect(body.invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.invitation.path).toBe(`/admin-invite/${body.invitation.token}`);
    expect(Date.parse(body.invitation.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const after = await users();
    expect(after.counts.invited).toBe(before.counts.invited + 1);
    expect(after.activity[0]).toMatchObject({ action: 'user.invited', message: `Invited Wayan Sudarta (${name}@Prana.villas) as manager` });

    // Picked chips win over the defaults, in canonical order; duplicates of an email are refused.
    const picked = await master()
      .post('/api/access-users', { name: 'Nyoman', email: `${unique('nyoman')}@prana.villas`, role: 'staff', modules: ['reports', 'financials', 'reports'] })
      .expect(201);
    expect(picked.body.user.permissions).toEqual(['financials', 'reports']);
    const duplicate = await master().post('/api/access-users', { name: 'Again', email: `${name.toUpperCase()}@prana.villas`, role: 'staff' }).expect(409);
    expect(duplicate.body.error).toBe('An account with this email already exists.');
    // The token is only stored hashed.
    const [row] = await dbOf(api).getConnection().execute<{ token_hash: string }[]>(
      'select token_hash from staff_invitations i join staff_users u on u.id = i.staff_user_id where u.username = ?',
      [name],
    );
    expect(row!.token_hash).not.toContain(body.invitation.token);
  });

  it('invite → set password with the one-time link → sign in works', async () => {
    const name = unique('ketut');
    const invite = (await master().post('/api/access-users', { name: 'Ketut Arya', email: `${name}@prana.villas`, role: 'staff' }).expect(201))
      .body as InviteAccessUserResponse;
    // No password yet: sign-in is refused like any wrong password.
    expect((await signInAs(invite.user.username, 'staff').expect(401)).body.error).toBe('The username or password is not correct.');

    const details = await api.request().get(`/api/auth/invitations/${invite.invitation.token}`).expect(200);
    expect(details.body).toEqual({ name: 'Ketut Arya', username: name, email: `${name}@prana.villas`, role: 'staff', expiresAt: invite.invitation.expiresAt });
    expect((await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: 'short' }).expect(400)).body.error).toBe(
      'Choose a password of 10 to 200 characters.',
    );
    const set = await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: PASSWORD }).expect(200);
    expect(set.body).toEqual({ username: name, role: 'staff' });

    const login = await signInAs(name, 'staff').expect(200);
    expect(login.body.user).toMatchObject({ kind: 'staff', username: name, role: 'staff' });
    expect((await users()).users.find((user) => user.username === name)).toMatchObject({ status: 'active', hasPassword: true, lastActive: 'Just now' });

    // One time only; an unknown or malformed token reads the same.
    const reused = await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: 'another-long-secret' }).expect(404);
    expect(reused.body.error).toBe('This invitation link is not valid or has expired. Ask a master for a new one.');
    await api.request().get(`/api/auth/invitations/${invite.invitation.token}`).expect(404);
    await api.request().get(`/api/auth/invitations/${'A'.repeat(43)}`).expect(404);
    await api.request().get('/api/auth/invitations/nope').expect(404);
    expect((await master().post(`/api/access-users/${invite.user.id}/invitation`).expect(409)).body.error).toBe('This account already has a password.');
  });

  it('re-issues a link, which retires the earlier one', async () => {
    const name = unique('gede');
    const first = (await master().post('/api/access-users', { name: 'Gede', email: `${name}@prana.villas`, role: 'investor' }).expect(201)).body;
    const second = (await master().post(`/api/access-users/${first.user.id}/invitation`).expect(201)).body as InviteAccessUserResponse;
    expect(second.invitation.token).not.toBe(first.invitation.token);
    await api.request().get(`/api/auth/invitations/${first.invitation.token}`).expect(404);
    await api.request().post(`/api/auth/invitations/${second.invitation.token}`).send({ password: PASSWORD }).expect(200);
    await signInAs(name, 'investor').expect(200);
  });

  it('toggles status invited → active → suspended → active; suspending refuses sign-in and closes the open socket', async () => {
    const name = unique('putu');
    const invite = (await master().post('/api/access-users', { name: 'Putu', email: `${name}@prana.villas`, role: 'staff' }).expect(201))
      .body as InviteAccessUserResponse;
    const id = invite.user.id;
    const wrongStep = await master().patch(`/api/access-users/${id}`, { status: 'suspended' }).expect(409);
    expect(wrongStep.body.error).toBe('An account that is invited can only become active.');
    expect((await master().patch(`/api/access-users/${id}`, { status: 'active' }).expect(200)).body.status).toBe('active');
    // Activated before choosing a password: the link still works.
    await api.request().post(`/api/auth/invitations/${invite.invitation.token}`).send({ password: PASSWORD }).expect(200);
    const cookie = cookieOf(await signInAs(name, 'staff').expect(200));
    const socket = connect(api.url, cookie);
    sockets.push(socket);
    await nextEvent(socket, 'session.ready');
    const ended = nextEvent(socket, 'session.ended');
    const closed = disconnection(socket);

    const suspended = await master().patch(`/api/access-users/${id}`, { status: 'suspended' }).expect(200);
    expect(suspended.body.status).toBe('suspended');
    expect(await ended).toEqual({ reason: 'suspended' });
    expect(await closed).toBe('io server disconnect');
    await api.request().get('/api/maintenance-tasks').set('Cookie', cookie).expect(401);
    expect((await connectError(connect(api.url, cookie))).message).toBe('Unauthorized: sign in first.');
    // Exactly what a wrong password gets: the answer says nothing about the password.
    expect((await signInAs(name, 'staff').expect(401)).body).toEqual({ error: 'The username or password is not correct.', code: 'auth.wrongCredentials' });
    expect((await users()).activity[0]).toMatchObject({ action: 'user.suspended', message: 'Suspended Putu' });

    expect((await master().patch(`/api/access-users/${id}`, { status: 'active' }).expect(200)).body.status).toBe('active');
    await signInAs(name, 'staff').expect(200);
    expect((await master().patch(`/api/access-users/${id}`, { status: 'invited' }).expect(409)).body.error).toBe(
      'An account that is active can only become suspended.',
    );
  });

  it('resets modules on a role change (signing the person out), toggles module chips', async () => {
    const { user, cookie } = await activeAccount('staff');
    const granted = await master().patch(`/api/access-users/${user.id}`, { toggleModule: 'reports' }).expect(200);
    expect(granted.body.permissions).toEqual(['operations', 'people', 'reports']);
    const removed = await master().patch(`/api/access-users/${user.id}`, { toggleModule: 'operations' }).expect(200);
    expect(removed.body.permissions).toEqual(['people', 'reports']);
    expect((await users()).activity[0]).toMatchObject({ action: 'module.removed', message: `Removed operations from ${user.name}` });

    const promoted = await master().patch(`/api/access-users/${user.id}`, { role: 'investor' }).expect(200);
    expect(promoted.body).toMatchObject({ role: 'investor', permissions: [...ROLE_DEFAULT_MODULES.investor] });
    await api.request().get('/api/maintenance-tasks').set('Cookie', cookie).expect(401);
    await signInAs(user.username, 'investor').expect(200);

    for (const body of [{}, { role: 'staff', toggleModule: 'reports' }]) {
      expect((await master().patch(`/api/access-users/${user.id}`, body).expect(400)).body.error).toBe('Send exactly one of status, role or toggleModule.');
    }
    expect((await master().patch(`/api/access-users/${user.id}`, { toggleModule: 'payroll' }).expect(400)).body.error).toBe(
      'Modules are financials, operations, content, people and reports.',
    );
    expect((await master().patch('/api/access-users/00000000-0000-4000-8000-000000000000', { role: 'staff' }).expect(404)).body.error).toBe(
      'No staff account with that id.',
    );
  });

  it('removes access: the account and its sessions go, the log keeps the name', async () => {
    const { user, cookie } = await activeAccount('manager');
    const socket = connect(api.url, cookie);
    sockets.push(socket);
    await nextEvent(socket, 'session.ready');
    const closed = disconnection(socket);
    await master().delete(`/api/access-users/${user.id}`).expect(204);
    expect(await closed).toBe('io server disconnect');
    await api.request().get('/api/maintenance-tasks').set('Cookie', cookie).expect(401);
    expect((await signInAs(user.username, 'manager').expect(401)).body.error).toBe('The username or password is not correct.');
    const body = await users();
    expect(body.users.some((entry) => entry.id === user.id)).toBe(false);
    expect(body.activity[0]).toMatchObject({ action: 'user.removed', message: `Removed access for ${user.name} (${user.email})` });
    await master().delete(`/api/access-users/${user.id}`).expect(404);
  });

  it('never lets a master suspend, demote or remove themselves', async () => {
    const self = (await users()).users.find((user) => user.isSelf)!;
    expect((await master().patch(`/api/access-users/${self.id}`, { status: 'suspended' }).expect(403)).body.error).toBe('You cannot suspend your own account.');
    expect((await master().patch(`/api/access-users/${self.id}`, { role: 'staff' }).expect(403)).body.error).toBe('You cannot change your own role.');
    expect((await master().delete(`/api/access-users/${self.id}`).expect(403)).body.error).toBe('You cannot remove your own access.');
    await master().get('/api/access-users').expect(200);
  });
});
