import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@prana/contracts';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../support/test-api.ts';

function sessionCookie(setCookie: string[] | string | undefined): string {
  const cookies = [setCookie ?? []].flat();
  const cookie = cookies.find((value) => value.startsWith('prana_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

describe('staff sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it.each(STAFF_ROLES)('signs %s in to their own tier with an httpOnly SameSite cookie', async (role) => {
    const agent = api.agent();
    const response = await agent.post('/api/auth/staff/login').send({ username: role, password: DEMO_PASSWORD, role }).expect(200);
    expect(response.body.user).toMatchObject({ kind: 'staff', username: role, role, tier: role });
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toContain(DEMO_PASSWORD);

    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user).toMatchObject({ kind: 'staff', role });
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await api.request().post('/api/auth/staff/login').send({ username: 'staff', password: 'nope', role: 'staff' }).expect(401);
    const unknown = await api.request().post('/api/auth/staff/login').send({ username: 'nobody', password: 'nope', role: 'staff' }).expect(401);
    expect(wrong.body).toEqual({ error: 'The username or password is not correct.', code: 'auth.wrongCredentials' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields with one message', async () => {
    const response = await api.request().post('/api/auth/staff/login').send({ username: '  ', password: '', role: 'staff' }).expect(400);
    expect(response.body.error).toBe('Enter both a username and password to continue.');
  });

  it('refuses unknown fields and wrong types with a 400', async () => {
    const extra = await api
      .request()
      .post('/api/auth/staff/login')
      .send({ username: 'staff', password: DEMO_PASSWORD, role: 'staff', admin: true })
      .expect(400);
    expect(extra.body).toMatchObject({ error: 'Unknown field: admin.', code: 'validation.unknownField', params: { fields: 'admin' } });
    const wrongType = await api.request().post('/api/auth/staff/login').send({ username: 42, password: DEMO_PASSWORD, role: 'staff' }).expect(400);
    expect(wrongType.body.error).toBe('Enter both a username and password to continue.');
  });

  it('refuses a tier the account does not hold, but lets master preview any tier', async () => {
    const refused = await api.request().post('/api/auth/staff/login').send({ username: 'staff', password: DEMO_PASSWORD, role: 'master' }).expect(403);
    expect(refused.body.error).toBe('Your account holds the staff tier, not master. Choose staff to sign in.');

    const preview = await api.request().post('/api/auth/staff/login').send({ username: 'master', password: DEMO_PASSWORD, role: 'investor' }).expect(200);
    expect(preview.body.user).toMatchObject({ role: 'master', tier: 'investor' });
  });

  it("acts with the previewed tier's rights: a master previewing the investor reads finance, and may not manage access or book", async () => {
    const preview = await api.request().post('/api/auth/staff/login').send({ username: 'master', password: DEMO_PASSWORD, role: 'investor' }).expect(200);
    const cookie = sessionCookie(preview.headers['set-cookie']).split(';')[0]!;
    await api.request().get('/api/finance/years').set('Cookie', cookie).expect(200);
    const refused = await api.request().get('/api/access-users').set('Cookie', cookie).expect(403);
    expect(refused.body).toMatchObject({ code: 'auth.roleCannot', params: { role: 'investor', permission: 'access.manage' } });
    await api.request().post('/api/staff/reservation-requests/00000000-0000-4000-8000-000000000000/booking').set('Cookie', cookie).send({}).expect(403);
  });

  it('lets only roles that may book turn a reservation request into a booking (staff may not)', async () => {
    const login = await api.request().post('/api/auth/staff/login').send({ username: 'staff', password: DEMO_PASSWORD, role: 'staff' }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']).split(';')[0]!;
    const refused = await api.request().post('/api/staff/reservation-requests/00000000-0000-4000-8000-000000000000/booking').set('Cookie', cookie).send({}).expect(403);
    expect(refused.body).toMatchObject({ code: 'auth.roleCannot', params: { role: 'staff', permission: 'bookings.write' } });
  });

  it('ends the session on the server at log out', async () => {
    const login = await api.request().post('/api/auth/staff/login').send({ username: 'manager', password: DEMO_PASSWORD, role: 'manager' }).expect(200);
    const cookie = sessionCookie(login.headers['set-cookie']).split(';')[0]!;
    await api.request().get('/api/bookings').set('Cookie', cookie).expect(200);
    await api.request().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    // The old cookie, replayed, no longer works.
    await api.request().get('/api/bookings').set('Cookie', cookie).expect(401);
    const me = await api.request().get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(me.body).toEqual({ user: null });
  });
});

describe('guest sign-in', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('signs a guest in against a real booking, last name in any case', async () => {
    const agent = api.agent();
    const response = await agent.post('/api/auth/guest/login').send({ lastName: 'sAnToSo ', bookingCode: 'prn-2401' }).expect(200);
    expect(response.body.user).toMatchObject({ kind: 'guest', bookingCode: 'PRN-2401', lastName: 'Santoso' });
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user.bookingId).toBe(response.body.user.bookingId);
  });

  it('refuses an unknown booking and a wrong last name with a clear message', async () => {
    const unknown = await api.request().post('/api/auth/guest/login').send({ lastName: 'Santoso', bookingCode: 'PRN-9999' }).expect(401);
    expect(unknown.body).toEqual({ error: 'We could not find a booking with that last name and booking code.', code: 'auth.bookingNotFound' });
    const wrongName = await api.request().post('/api/auth/guest/login').send({ lastName: 'Walker', bookingCode: 'PRN-2401' }).expect(401);
    expect(wrongName.body).toEqual(unknown.body);
  });

  it('rate-limits repeated failures with a 429, a message and Retry-After, even for the right pair afterwards', async () => {
    // Its own address, so this test's failures do not count against the other tests' sign-ins.
    const login = () => api.request().post('/api/auth/guest/login').set('X-Forwarded-For', '198.51.100.41');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login().send({ lastName: 'Nobody', bookingCode: 'PRN-2406' }).expect(401);
    }
    const limited = await login().send({ lastName: 'Hartono', bookingCode: 'PRN-2406' }).expect(429);
    expect(limited.body.code).toBe('auth.tooManyAttempts');
    expect(limited.body.error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a guest session on a staff endpoint with 401', async () => {
    const agent = api.agent();
    await agent.post('/api/auth/guest/login').send({ lastName: 'Santoso', bookingCode: 'PRN-2401' }).expect(200);
    const response = await agent.get('/api/bookings').expect(401);
    expect(response.body).toEqual({ error: 'Sign in as staff to continue.', code: 'auth.staffRequired' });
  });
});
