import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { loadConfig } from '../../apps/api/src/config/app-config.ts';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../support/test-api.ts';
import { anotherMaster } from '../support/back-office.ts';
import { signIn } from '../support/sockets.ts';
import { createGuest } from './guest-fixtures.ts';

// Every test speaks from its own address (the api trusts X-Forwarded-For from loopback here), so
// the limits one test reaches never refuse another test's sign-ins.
let addressCounter = 0;
const nextAddress = () => `203.0.113.${++addressCounter}`;

describe('sign-in limits', () => {
  let api: TestApi;
  const { login } = loadConfig();

  const staffLogin = (address: string, username: string, password: string) =>
    api.request().post('/api/auth/staff/login').set('X-Forwarded-For', address).send({ username, password, role: 'staff' });
  const guestLogin = (address: string, lastName: string, bookingCode: string) =>
    api.request().post('/api/auth/guest/login').set('X-Forwarded-For', address).send({ lastName, bookingCode });

  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('checks at most the limit when 40 wrong guesses arrive at once, and refuses the rest (and then the right password) with 429', async () => {
    const address = nextAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => staffLogin(address, 'staff', `wrong-${index}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(login.maxAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - login.maxAttempts);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await staffLogin(address, 'staff', 'prana-demo')).status).toBe(429);
    // Another address is not held back by this one.
    expect((await staffLogin(nextAddress(), 'staff', 'prana-demo')).status).toBe(200);
  });

  it('stops one address spraying 25 booking codes', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      statuses.push((await guestLogin(address, 'Santoso', `PRN-${String(9000 + index)}`)).status);
    }
    expect(statuses.slice(0, login.addressMaxAttempts).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(login.addressMaxAttempts).every((status) => status === 429)).toBe(true);
    // The real pair from that address waits too.
    expect((await guestLogin(address, 'Santoso', 'PRN-2401')).status).toBe(429);
  });

  it('stops guesses on one account spread over many addresses', async () => {
    const attempts = login.accountMaxAttempts + 5;
    const statuses: number[] = [];
    for (let index = 0; index < attempts; index += 1) statuses.push((await staffLogin(nextAddress(), 'nobody-here', 'guess')).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(login.accountMaxAttempts);
    expect(statuses.slice(login.accountMaxAttempts).every((status) => status === 429)).toBe(true);
  });

  it('does not let one address lock a master out: 100 wrong guesses from it, then the right password from another address signs in', async () => {
    const master = await anotherMaster(api, await signIn(api, { staff: 'master' }), DEMO_PASSWORD);
    const attacker = nextAddress();
    const masterLogin = (address: string, password: string) =>
      api.request().post('/api/auth/staff/login').set('X-Forwarded-For', address).send({ username: master.username, password, role: 'master' });
    const statuses: number[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      statuses.push(...(await Promise.all(Array.from({ length: 25 }, (_, index) => masterLogin(attacker, `wrong-${batch}-${index}`)))).map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(login.maxAttempts);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - login.maxAttempts);
    expect((await masterLogin(nextAddress(), DEMO_PASSWORD)).status).toBe(200);
  });

  it('lets a device the account signed in on before past the per-account limit; unknown devices wait', async () => {
    const guest = await createGuest(api);
    const known = await guestLogin(nextAddress(), guest.lastName, guest.code).expect(200);
    const deviceCookie = ([known.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_device='))!.split(';')[0]!;
    // Guesses from many addresses use up the account's limit.
    for (let index = 0; index < login.accountMaxAttempts; index += 1) await guestLogin(nextAddress(), 'Wrong', guest.code).expect(401);
    expect((await guestLogin(nextAddress(), guest.lastName, guest.code)).status).toBe(429);
    // The guest's own phone, from yet another address (a new Wi-Fi), still signs in.
    await guestLogin(nextAddress(), guest.lastName, guest.code).set('Cookie', deviceCookie).expect(200);
    // A device cookie of another booking, or a forged one, is an unknown device.
    const other = await createGuest(api);
    const otherCookie = ([(await guestLogin(nextAddress(), other.lastName, other.code).expect(200)).headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_device='))!.split(';')[0]!;
    expect((await guestLogin(nextAddress(), guest.lastName, guest.code).set('Cookie', otherCookie)).status).toBe(429);
    const [name, value] = deviceCookie.split('=') as [string, string];
    expect((await guestLogin(nextAddress(), guest.lastName, guest.code).set('Cookie', `${name}=${value.slice(0, -2)}xx`)).status).toBe(429);
  });

  it('counts a look-alike spelling of a booking code (ſ for s) on the same counter the lookup finds', async () => {
    const guest = await createGuest(api);
    const code = `S${guest.code}`;
    await api.app.get(EntityManager).fork().nativeUpdate(Booking, { id: guest.booking.id }, { code });
    const address = nextAddress();
    for (let attempt = 0; attempt < login.maxAttempts; attempt += 1) await guestLogin(address, 'Nobody', code).expect(401);
    // Same booking (the lookup folds ſ to S), so the same exhausted counter.
    expect((await guestLogin(address, guest.lastName, `ſ${guest.code}`)).status).toBe(429);
    expect((await guestLogin(nextAddress(), guest.lastName, `ſ${guest.code.toLowerCase()}`)).status).toBe(200);
  });

  it('gives a successful sign-in its attempt back, so a person who signs in often is never held back', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < login.addressMaxAttempts + 5; attempt += 1) {
      await guestLogin(address, 'Santoso', 'PRN-2401').expect(200);
    }
  });
});
