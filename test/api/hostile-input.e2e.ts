import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { addDays, MAX_STAY_NIGHTS, todayInBali } from '@prana/domain';
import { fillPath, listRoutes, type RouteInfo } from '../support/routes.ts';

// Tables whose rows legitimately change on any authenticated request (sign-in bookkeeping).
const VOLATILE = new Set(['sessions', 'staff_users', 'mikro_orm_migrations']);
// Endpoints whose purpose is to end or start a session; fuzzing them with a session would sign it out.
const SESSION_ENDPOINTS = /^\/api\/auth\/(logout|staff\/login|guest\/login)$/;

/** A fingerprint of every durable table, to prove a refused request changed nothing. */
async function databaseFingerprint(em: EntityManager): Promise<string> {
  const connection = em.getConnection();
  const tables = (await connection.execute<{ tablename: string }[]>(`select tablename from pg_tables where schemaname = 'public' order by tablename`))
    .map((row) => row.tablename)
    .filter((table) => !VOLATILE.has(table));
  const parts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await connection.execute<{ digest: string | null }[]>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`,
      );
      return `${table}:${row?.digest}`;
    }),
  );
  return parts.join(',');
}

/** The tables whose digests differ between two fingerprints. */
function changedTables(before: string, after: string): string[] {
  const digests = new Set(before.split(','));
  return after.split(',').filter((part) => !digests.has(part)).map((part) => part.split(':')[0]!);
}

const newestActivity = (em: EntityManager) =>
  em.getConnection().execute(`select panel, action, message, actor_name, created_at from activity_log order by id desc limit 3`);

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(20_000)),
  fc.constantFrom('', ' ', '\u0000', '💥🏝️', '"; drop table villas; --', '<script>alert(1)</script>', '../../etc/passwd', '2026-02-30', '-1', 'NaN'),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** Arrays and objects nested past any request of Prana (the api refuses them before any walk). */
const deeplyNested = fc.tuple(fc.integer({ min: 17, max: 3_000 }), fc.boolean()).map(([depth, objects]) => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = objects ? { title: value } : [value];
  return value;
});
const hostileBody = fc.oneof(
  hostileValue,
  deeplyNested,
  fc.dictionary(fc.constantFrom('villaSlug', 'checkIn', 'checkOut', 'status', 'category', 'title', 'notes', 'amount', 'name', 'email', 'role', 'password', 'username', 'lastName', 'bookingCode', 'id', '__proto__', 'constructor'), hostileValue, { maxKeys: 8 }),
);

describe('hostile input on every endpoint', () => {
  let api: TestApi;
  let em: EntityManager;
  let routes: RouteInfo[];
  const sessions: Record<string, string | undefined> = {};

  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager).fork();
    routes = listRoutes(api.app).filter((route) => route.path.startsWith('/api/') || route.path.startsWith('/ical/'));
    sessions.anonymous = undefined;
    sessions.guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    sessions.master = await signIn(api, { staff: 'master' });
  });
  afterAll(() => api.close());

  it('finds the endpoints to attack', () => {
    expect(routes.length).toBeGreaterThan(5);
  });

  // Every route × three callers × a dozen hostile inputs: minutes, not seconds, as the api grows.
  it('never answers 500 and never stores anything for a refused request', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const [who, cookie] of Object.entries(sessions)) {
        if (cookie && SESSION_ENDPOINTS.test(route.path)) continue;
        await fc.assert(
          fc.asyncProperty(hostileString, hostileBody, fc.dictionary(fc.constantFrom('start', 'end', 'limit', 'year', 'checkIn', 'checkOut', 'adults', 'site', 'villaIds', 'range'), hostileString, { maxKeys: 4 }), async (param, body, query) => {
            const before = route.method === 'GET' ? '' : await databaseFingerprint(em);
            const path = fillPath(route.path, param);
            let request = api.request()[route.method.toLowerCase() as 'get'](path).query(query);
            if (cookie) request = request.set('Cookie', cookie);
            const response = route.method === 'GET' ? await request : await request.set('Content-Type', 'application/json').send(JSON.stringify(body));
            if (response.status >= 500) {
              failures.push(`${who} ${route.method} ${path} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
              return;
            }
            if (response.status >= 400) {
              expect(typeof response.body.error, `${route.method} ${route.path} → ${response.status} ${response.text.slice(0, 120)}`).toBe('string');
              if (route.method !== 'GET' && !SESSION_ENDPOINTS.test(route.path)) {
                const after = await databaseFingerprint(em);
                // Names the tables that changed and the newest activity lines, so a failure says what was written.
                const changed = after === before ? '' : `${changedTables(before, after).join(', ')}; newest activity: ${JSON.stringify(await newestActivity(em))}`;
                expect(changed, `${route.method} ${route.path} → ${response.status} refused but changed data`).toBe('');
              }
            }
          }),
          { numRuns: 12, seed: 2401 },
        );
      }
    }
    expect(failures).toEqual([]);
  });

  describe('text and dates the database can hold', () => {
    const today = todayInBali(new Date());
    let addressCounter = 0;
    /** One control character: any C0 or C1 one, or DEL; line breaks and tabs only when `inNotes` is false. */
    const controlCharacter = (inNotes: boolean) =>
      fc
        .oneof(fc.integer({ min: 0, max: 0x9f }), fc.integer({ min: 0x202a, max: 0x202e }), fc.integer({ min: 0x2066, max: 0x2069 }))
        .filter((code) => (code < 0x20 || code >= 0x7f) && !(inNotes && [0x09, 0x0a, 0x0d].includes(code)))
        .map((code) => String.fromCharCode(code));
    const withControl = (inNotes: boolean) =>
      fc.tuple(fc.string({ maxLength: 8 }), controlCharacter(inNotes), fc.string({ maxLength: 8 })).map(([before, control, after]) => `Text${before}${control}${after}`);
    const yearOutOfRange = fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((year) => `${String(year).padStart(4, '0')}-01-15`);

    const reservation = (overrides: Record<string, unknown>) => ({
      villaId: 'ubud-lux-1', checkIn: addDays(today, 400), checkOut: addDays(today, 404), adults: 2, children: 0, infants: 0,
      fullName: 'Ayu Lestari', email: 'ayu@example.com', phone: '+62 811 000 111', notes: 'Late arrival.', ...overrides,
    });
    const postReservation = (body: object) =>
      api.request().post('/api/reservation-requests').set('X-Forwarded-For', `198.18.0.${(addressCounter += 1) % 250}`).send(body);
    const postGuestRequest = (body: object) => api.request().post('/api/guest/requests').set('Cookie', sessions.guest!).send(body);

    /** A refusal: 400 with a message for the field, and nothing stored. */
    async function expectRefused(send: () => PromiseLike<{ status: number; body: { error?: string; fields?: Record<string, { code: string }> } }>, field: string) {
      const before = await databaseFingerprint(em);
      const response = await send();
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body.fields?.[field]?.code, `${field}: ${JSON.stringify(response.body)}`).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
      expect(await databaseFingerprint(em)).toBe(before);
    }

    it('refuses control characters in any text field (line breaks and tabs only in notes) with a field message', { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('fullName', 'email', 'phone', 'villaId'), withControl(false), async (field, value) => {
          await expectRefused(() => postReservation(reservation({ [field]: value })), field);
        }),
        { numRuns: 15, seed: 1301 },
      );
      await fc.assert(
        fc.asyncProperty(withControl(true), async (value) => {
          await expectRefused(() => postReservation(reservation({ notes: value })), 'notes');
          await expectRefused(() => postGuestRequest({ category: 'housekeeping', title: 'Towels', notes: value, metadata: { serviceId: 'refresh' } }), 'notes');
          await expectRefused(() => postGuestRequest({ category: 'housekeeping', title: value, metadata: { serviceId: 'refresh' } }), 'title');
        }),
        { numRuns: 10, seed: 1302 },
      );
      // Line breaks and tabs are what notes are for.
      const accepted = await postReservation(reservation({ notes: 'Two lines\nand\ta tab.' }));
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    });

    it('refuses a body nested 20,000 deep with 400, signed out, before any walk of it', async () => {
      const body = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      for (const path of ['/api/reservation-requests', '/api/auth/guest/login']) {
        const before = await databaseFingerprint(em);
        const response = await api.request().post(path).set('X-Forwarded-For', `198.18.1.${(addressCounter += 1) % 250}`).set('Content-Type', 'application/json').send(body);
        expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(response.body.code).toBe('http.tooDeep');
        expect(await databaseFingerprint(em)).toBe(before);
      }
    });

    it('accepts dates from 2000 to 2100 only', { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(yearOutOfRange, async (date) => {
          const shuttles = await api.request().get('/api/guest/shuttles').query({ date }).set('Cookie', sessions.guest!);
          expect(shuttles.status, date).toBe(400);
          await expectRefused(() => postGuestRequest({ category: 'transport', title: 'Scooter', serviceDate: date, metadata: { type: 'private', optionId: 'scooter' } }), 'serviceDate');
          await expectRefused(() => postReservation(reservation({ checkIn: date })), 'checkIn');
        }),
        { numRuns: 10, seed: 1303 },
      );
    });

    it(`refuses stays longer than ${MAX_STAY_NIGHTS} nights for reservation requests and direct bookings`, { timeout: 120_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: MAX_STAY_NIGHTS + 1, max: 2_000 }), async (nights) => {
          const checkIn = addDays(today, 500);
          await expectRefused(() => postReservation(reservation({ checkIn, checkOut: addDays(checkIn, nights) })), 'checkOut');
          const before = await databaseFingerprint(em);
          const direct = await api.request().post('/api/bookings/direct').set('Cookie', sessions.master!)
            .send({ villaSlug: 'ubud-lux-1', checkIn, checkOut: addDays(checkIn, nights), guestName: 'Long Stay', email: 'long@example.com', adults: 2, children: 0, infants: 0 });
          expect(direct.status).toBe(400);
          expect(direct.body.error).toBe(`A stay is at most ${MAX_STAY_NIGHTS} nights. For a longer stay, message our concierge.`);
          expect(await databaseFingerprint(em)).toBe(before);
        }),
        { numRuns: 6, seed: 1304 },
      );
    });

    it('takes a card expiry only as a real month that has not passed', { timeout: 120_000 }, async () => {
      const thisYear = Number(today.slice(2, 4));
      const pastOrUnreal = fc.oneof(
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: thisYear - 1 })).map(([month, year]) => `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`),
        fc.tuple(fc.constantFrom('00', '13', '99', '1', 'ab'), fc.integer({ min: thisYear, max: 99 })).map(([month, year]) => `${month}/${year}`),
        fc.string({ maxLength: 10 }).filter((value) => value.trim() !== '' && !/^(0[1-9]|1[0-2])\/\d{2}$/.test(value.trim())),
      );
      await fc.assert(
        fc.asyncProperty(pastOrUnreal, async (expiry) => {
          await expectRefused(() => api.request().post('/api/guest/payment-methods').set('Cookie', sessions.guest!).send({ type: 'visa', label: 'Visa', last4: '4242', expiry }), 'expiry');
        }),
        { numRuns: 15, seed: 1305 },
      );
    });

    it('takes a request time only as one of the listed times', { timeout: 120_000 }, async () => {
      const notATime = fc.string({ maxLength: 20 }).filter((value) => {
        const trimmed = value.trim();
        return trimmed !== '' && trimmed !== 'asap' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(trimmed) && !/^\d{4}-\d{2}-\d{2}$/.test(trimmed);
      });
      await fc.assert(
        fc.asyncProperty(notATime, async (scheduledTime) => {
          await expectRefused(() => postGuestRequest({ category: 'housekeeping', title: 'Towels', scheduledTime, metadata: { serviceId: 'refresh' } }), 'scheduledTime');
        }),
        { numRuns: 15, seed: 1306 },
      );
    });
  });
});
