import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { can, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@prana/contracts';
import { ACCESS, type Access } from '../../apps/api/src/auth/access.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { fillPath, servedEndpoints } from '../support/routes.ts';

/**
 * The authorization matrix: one table in the code says who may do what, and this test walks
 * every admin endpoint with every role. Routes are read from Nest's own metadata, so an
 * endpoint added later is walked without touching this file, and each answer is checked against
 * PERMISSIONS, the one table the AccessGuard reads.
 */

type Who = 'anonymous' | 'guest' | StaffRole;
const EVERYONE: readonly Who[] = ['anonymous', 'guest', ...STAFF_ROLES];

interface DeclaredRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Express pattern as served, e.g. /api/villas/:slug */
  path: string;
  /** Controller.method, for messages. */
  handler: string;
  access: Access | undefined;
}

// Ending a session is what these do; each call gets a session of its own so the others survive.
const SESSION_ENDING = /^\/api\/auth\/logout$/;
// Permissions a person uses on their own account only; the one kind of write an investor may make.
const SELF_SERVICE: ReadonlySet<Permission> = new Set(['preferences.own'] as Permission[]);
const ANY_ID = '00000000-0000-4000-8000-000000000000';

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Every handler of every controller Nest registered, with its declared access rule. */
type FoundRoute = Omit<DeclaredRoute, 'path'> & { paths: string[] };

function declaredRoutes(api: TestApi): FoundRoute[] {
  const reflector = api.app.get(Reflector);
  const scanner = new MetadataScanner();
  const found: FoundRoute[] = [];
  for (const module of api.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const prefixes = [(Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined) ?? '/'].flat();
      const prototype = type.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name]!;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod] as DeclaredRoute['method'];
        found.push({
          method,
          handler: `${type.name}.${name}`,
          access: reflector.getAllAndOverride<Access | undefined>(ACCESS, [handler, type]),
          paths: prefixes.flatMap((prefix) => [paths].flat().map((path) => joinPath(prefix, path))),
        });
      }
    }
  }
  return found;
}

function expectedAnswer(access: Access, who: Who): 'allowed' | 401 | 403 {
  if (access.kind === 'public') return 'allowed';
  if (access.kind === 'guest') return who === 'guest' ? 'allowed' : 401;
  if (who === 'anonymous' || who === 'guest') return 401;
  return can(who, access.permission) ? 'allowed' : 403;
}

describe('authorization matrix: every route × no session, a guest and each staff role', () => {
  let api: TestApi;
  let routes: DeclaredRoute[];
  const cookies = new Map<Who, string | undefined>();

  async function sessionFor(who: Who): Promise<string | undefined> {
    if (who === 'anonymous') return undefined;
    return who === 'guest' ? signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' }) : signIn(api, { staff: who });
  }

  beforeAll(async () => {
    api = await startTestApi();
    const servedKeys = new Set(servedEndpoints(api.app));
    // The global prefix (/api) applies to all but its exclusions (/ical/...): take the form Express serves.
    routes = declaredRoutes(api).flatMap(({ paths, ...route }) =>
      paths.map((path) => {
        const prefixed = joinPath('/api', path);
        return { ...route, path: servedKeys.has(`${route.method} ${prefixed}`) ? prefixed : path };
      }),
    );
    for (const who of EVERYONE) cookies.set(who, await sessionFor(who));
  });
  afterAll(() => api.close());

  it('reads the same routes from Nest as Express serves, including the staff endpoints', () => {
    const declared = routes.map((route) => `${route.method} ${route.path}`).sort();
    expect(declared).toEqual(servedEndpoints(api.app));
    expect(declared).toContain('GET /api/staff/requests');
    expect(declared).toContain('PATCH /api/staff/reservation-requests/:id');
    // Following up a reservation request is working the queue, like answering a guest's request.
    const accessOf = (method: string, path: string) => routes.find((route) => route.method === method && route.path === path)?.access;
    expect(accessOf('PATCH', '/api/staff/reservation-requests/:id')).toEqual(accessOf('PATCH', '/api/staff/requests/:id'));
    expect(accessOf('PATCH', '/api/staff/reservation-requests/:id')).toEqual({ kind: 'staff', permission: 'requests.manage' });
    expect(declared).toContain('GET /api/bookings');
    // Holds are written by those who manage villas; confirming a request as a booking books nights,
    // so it needs the booking permission like a direct booking; visitors read a villa's unavailable nights.
    expect(accessOf('POST', '/api/villas/:slug/holds')).toEqual({ kind: 'staff', permission: 'villas.manage' });
    expect(accessOf('DELETE', '/api/villas/:slug/holds/:id')).toEqual({ kind: 'staff', permission: 'villas.manage' });
    expect(accessOf('GET', '/api/calendar')).toEqual({ kind: 'staff', permission: 'villas.read' });
    expect(accessOf('POST', '/api/staff/reservation-requests/:id/booking')).toEqual(accessOf('POST', '/api/bookings/direct'));
    expect(accessOf('POST', '/api/staff/reservation-requests/:id/booking')).toEqual({ kind: 'staff', permission: 'bookings.write' });
    expect(accessOf('GET', '/api/villas/:slug/unavailable-nights')).toEqual({ kind: 'public' });
  });

  it('finds an access rule declared on every route', () => {
    const undeclared = routes.filter((route) => !route.access).map((route) => `${route.method} ${route.path} (${route.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('answers every route for every caller exactly as PERMISSIONS says', async () => {
    const mismatches: string[] = [];
    const tally = { allowed: 0, 401: 0, 403: 0 };
    for (const route of routes) {
      const access = route.access;
      if (!access) continue;
      for (const who of EVERYONE) {
        const cookie = SESSION_ENDING.test(route.path) ? await sessionFor(who) : cookies.get(who);
        const path = fillPath(route.path, ANY_ID);
        let request = api.request()[route.method.toLowerCase() as 'get'](path);
        if (cookie) request = request.set('Cookie', cookie);
        const response = route.method === 'GET' ? await request : await request.send({});
        const expected = expectedAnswer(access, who);
        const ok =
          expected === 'allowed'
            ? response.status !== 401 && response.status !== 403 && response.status < 500
            : response.status === expected;
        tally[expected] += 1;
        if (!ok) {
          const rule = access.kind === 'staff' ? `staff:${access.permission}` : access.kind;
          mismatches.push(
            `${who} ${route.method} ${route.path} [${rule}] → ${response.status} (expected ${expected}) ${JSON.stringify(response.body).slice(0, 120)}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every kind of answer was actually exercised, so a guard that lets everyone in, or no one, fails.
    expect(tally.allowed).toBeGreaterThan(0);
    expect(tally[401]).toBeGreaterThan(0);
    expect(tally[403]).toBeGreaterThan(0);
  });

  it('keeps the table honest: investors never write, staff never read finance, and only master manages access and team', () => {
    const investorWrites = routes
      .filter((route) => route.method !== 'GET' && route.access?.kind === 'staff')
      .map((route) => (route.access as { permission: Permission }).permission)
      .filter((permission) => can('investor', permission) && !SELF_SERVICE.has(permission));
    expect(investorWrites).toEqual([]);
    // Self-service writes exist (so the filter above is exercised) and stay scoped to one's own account.
    expect(routes.some((route) => route.method !== 'GET' && route.access?.kind === 'staff' && SELF_SERVICE.has(route.access.permission))).toBe(true);

    const permissions = Object.keys(PERMISSIONS) as Permission[];
    const staffReadsBackOffice = permissions.filter((permission) => /^(finance|expenses|access|team)[.-]/.test(permission) && can('staff', permission));
    expect(staffReadsBackOffice).toEqual([]);
    const notMasterOnly = permissions.filter(
      (permission) => /^(access|team)[.-]/.test(permission) && !permission.endsWith('.read') && PERMISSIONS[permission].join() !== 'master',
    );
    expect(notMasterOnly).toEqual([]);
  });

  it('follows the role table: a manager sees no money, an investor no operations', async () => {
    // The table itself: financials are master's and the investor's, operations the others'.
    const holders = (permission: Permission) => STAFF_ROLES.filter((role) => can(role, permission));
    expect(holders('finance.read')).toEqual(['master', 'investor']);
    expect(holders('expenses.read')).toEqual(['master', 'investor']);
    expect(holders('expenses.write')).toEqual(['master']);
    expect(holders('maintenance.read')).toEqual(['master', 'manager', 'staff']);
    // And the server answers by it, whatever the web shows.
    const manager = cookies.get('manager')!;
    const investor = cookies.get('investor')!;
    for (const path of ['/api/finance/years', '/api/finance/monthly', '/api/finance/site-insights', '/api/finance/expense-composition', '/api/expenses', '/api/expense-categories']) {
      const refused = await api.request().get(path).set('Cookie', manager).expect(403);
      expect(refused.body.code, path).toBe('auth.roleCannot');
    }
    await api.request().post('/api/expenses').set('Cookie', manager).send({ categoryId: ANY_ID, description: 'Fuel', amount: 100_000, date: '2026-01-01' }).expect(403);
    await api.request().post('/api/expenses/undo').set('Cookie', manager).send({}).expect(403);
    await api.request().get('/api/maintenance-tasks').set('Cookie', manager).expect(200);
    await api.request().get('/api/maintenance-tasks').set('Cookie', investor).expect(403);
    await api.request().get('/api/finance/years').set('Cookie', investor).expect(200);
  });

  it("keeps credentials from roles that do not need them: booking codes masked and visitors' contacts hidden for investors, feed tokens for managers of channels", async () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'bookings.codes'))).toEqual(['master', 'manager', 'staff']);
    expect(STAFF_ROLES.filter((role) => can(role, 'reservations.contact'))).toEqual(['master', 'manager', 'staff']);
    const checkIn = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 303 * 86_400_000).toISOString().slice(0, 10);
    await api.request().post('/api/reservation-requests').set('X-Forwarded-For', '192.0.2.99')
      .send({ villaId: 'jungle-loft', checkIn, checkOut, adults: 2, fullName: 'Matrix Visitor', email: 'matrix@example.com', phone: '+62 811 222 333' })
      .expect(201);
    for (const role of STAFF_ROLES) {
      const bookings = (await api.request().get('/api/bookings').set('Cookie', cookies.get(role)!).expect(200)).body as { bookings: { code: string | null; source: string }[] };
      const walker = bookings.bookings.find((booking) => booking.code?.endsWith('02') && booking.code.startsWith('PRN-'));
      expect(walker?.code, role).toBe(can(role, 'bookings.codes') ? 'PRN-2402' : 'PRN-••02');
      const requests = (await api.request().get('/api/reservation-requests').set('Cookie', cookies.get(role)!).expect(200)).body as { fullName: string; email: string | null; phone: string | null }[];
      const visitor = requests.find((request) => request.fullName === 'Matrix Visitor')!;
      expect({ email: visitor.email, phone: visitor.phone }, role).toEqual(
        can(role, 'reservations.contact') ? { email: 'matrix@example.com', phone: '+62 811 222 333' } : { email: null, phone: null },
      );
      // Whoever holds a villa's outbound feed token reads its calendar: only the roles that manage channels get it.
      const villas = (await api.request().get('/api/villas').set('Cookie', cookies.get(role)!).expect(200)).body as { outboundFeedToken: string | null }[];
      expect(villas.every((villa) => (villa.outboundFeedToken !== null) === can(role, 'villas.manage')), role).toBe(true);
    }
  });
});
