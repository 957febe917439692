import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
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
const hostileBody = fc.oneof(
  hostileValue,
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
                expect(await databaseFingerprint(em), `${route.method} ${route.path} refused but changed data`).toBe(before);
              }
            }
          }),
          { numRuns: 12, seed: 2401 },
        );
      }
    }
    expect(failures).toEqual([]);
  });
});
