import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BookingConflictPayload, BookingsResponse, BookingsSyncResponse, DirectBookingResponse, VillaResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { day, fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

const RACE = 'palms-1bd-1';
const CONFLICT = 'ubud-lux-1';
const SYNC_ALL = 'ubud-treetop-2';
const HOLDS = 'jungle-honeymoon-1';
const MY_VILLAS = [RACE, CONFLICT, SYNC_ALL, HOLDS];

const compact = (date: string) => date.replaceAll('-', '');
function calendar(events: { uid: string; from: number; to: number; summary: string }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN'];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `DTSTART;VALUE=DATE:${compact(day(event.from))}`, `DTEND;VALUE=DATE:${compact(day(event.to))}`, `UID:${event.uid}`, `SUMMARY:${event.summary}`, 'END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

describe('bookings: direct bookings, imported reservations and sync', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let socket: ClientSocket;
  const cookies: Record<string, string> = {};

  const post = (path: string, body: object | undefined, who = 'master') => api.request().post(path).set('Cookie', cookies[who]!).send(body);
  const book = (body: Record<string, unknown>, who = 'master') =>
    post('/api/bookings/direct', { guestName: 'Putu Ayu Santika', email: 'putu@example.com', adults: 2, children: 0, infants: 0, ...body }, who);
  const list = async () => (await api.request().get('/api/bookings').set('Cookie', cookies.master!).expect(200)).body as BookingsResponse;

  beforeAll(async () => {
    feeds = await startFeedServer();
    api = await startTestApi();
    worker = await createWorker();
    for (const role of ['master', 'manager', 'investor', 'staff']) cookies[role] = await signIn(api, { staff: role });
    cookies.guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    socket = connect(api.url, cookies.master);
    await nextEvent(socket, 'session.ready');
  });

  afterAll(async () => {
    socket?.disconnect();
    for (const slug of MY_VILLAS) await api.request().patch(`/api/villas/${slug}`).set('Cookie', cookies.master!).send({ airbnbIcalUrl: null });
    // Leave the shared test database as other suites expect it: only the demo bookings.
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug in (?) and (booking_id is null or booking_id in (select id from bookings where code !~ '^PRN-24[0-9]{2}$'))`, [MY_VILLAS]);
    await em.execute(`delete from bookings where villa_slug in (?) and code !~ '^PRN-24[0-9]{2}$'`, [MY_VILLAS]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
  });

  it('lists the demo bookings with stats by source', async () => {
    const body = await list();
    // The demo's codes are PRN-2401 … PRN-2406; a code Prana issues has six characters after PRN- and may begin with 24 too.
    expect(body.bookings.filter((booking) => /^PRN-24\d\d$/.test(booking.code ?? ''))).toHaveLength(6);
    expect(body.stats.total).toBe(body.bookings.length);
    expect(body.stats.bySource.direct + body.stats.bySource.airbnb).toBe(body.stats.total);
    expect(body).toHaveProperty('syncedAt');
  });

  it('creates a direct booking that holds its nights, priced from the villa rate', async () => {
    const response = await book({ villaSlug: RACE, checkIn: day(150), checkOut: day(153), guestName: '  Wayan Sudarsana ', children: 0 }).expect(201);
    const body = response.body as DirectBookingResponse;
    const villa = await api.app.get(EntityManager).fork().findOneOrFail(Villa, { slug: RACE });
    expect(body.booking).toMatchObject({
      villaSlug: RACE,
      guestName: 'Wayan Sudarsana',
      checkIn: day(150),
      checkOut: day(153),
      adults: 2,
      amount: villa.baseRate * 3,
      source: 'direct',
      status: 'confirmed',
    });
    expect(body.booking.code).toMatch(/^PRN-[A-HJKMNP-Z2-9]{6}$/);
    expect(body.bookings.map((booking) => booking.id)).toContain(body.booking.id);
    const blocks = (await api.request().get(`/api/villas/${RACE}/availability?upcoming=true`).set('Cookie', cookies.master!).expect(200)).body;
    expect(blocks).toContainEqual(expect.objectContaining({ startsAt: day(150), endsAt: day(153), source: 'direct', guestName: 'Wayan Sudarsana' }));
    // The guest can sign in with their last name and the new code.
    await api.request().post('/api/auth/guest/login').send({ lastName: 'Sudarsana', bookingCode: body.booking.code }).expect(200);
  });

  it('refuses invalid bookings with a message', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ villaSlug: RACE, checkIn: day(-3), checkOut: day(2) }, 400, /Check-in cannot be in the past/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(160) }, 400, /Check-out must be after check-in/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(161) }, 400, /at least 2 nights/],
      [{ villaSlug: RACE, checkIn: '2027-02-30', checkOut: '2027-03-03' }, 400, /real dates/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(163), adults: 2, children: 1 }, 400, /sleeps at most 2 guests; this party is 3/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(163), adults: 0 }, 400, /at least one adult/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(163), email: 'not-an-email' }, 400, /valid email/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(163), guestName: '  ' }, 400, /guest's full name/],
      [{ villaSlug: RACE, checkIn: day(160), checkOut: day(163), discount: 50 }, 400, /Unknown field: discount/],
      [{ villaSlug: 'no-such-villa', checkIn: day(160), checkOut: day(163) }, 404, /no-such-villa/],
    ];
    for (const [body, status, message] of cases) {
      const response = await book(body).expect(status);
      expect(response.body.error, JSON.stringify(body)).toMatch(message);
    }
  });

  it('lets only master and manager book and sync', async () => {
    for (const role of ['investor', 'staff']) {
      await book({ villaSlug: RACE, checkIn: day(170), checkOut: day(173) }, role).expect(403);
      await post('/api/bookings/sync', undefined, role).expect(403);
      await api.request().get('/api/bookings').set('Cookie', cookies[role]!).expect(200);
    }
    await book({ villaSlug: RACE, checkIn: day(170), checkOut: day(173) }, 'guest').expect(401);
    await api.request().post('/api/bookings/direct').send({}).expect(401);
    await book({ villaSlug: RACE, checkIn: day(170), checkOut: day(173) }, 'manager').expect(201);
  });

  it('answers 409 with a clear message when the nights overlap an existing booking', async () => {
    // PRN-2402, the demo stay at the Jungle Loft, runs from day 10 to day 14.
    const response = await book({ villaSlug: 'jungle-loft', checkIn: day(13), checkOut: day(16) }).expect(409);
    expect(response.body.error).toBe(
      `Jungle Loft is not available from ${day(13)} to ${day(16)}: another booking or hold already covers some of those nights. Choose other dates.`,
    );
    // Arriving on the check-out day is fine.
    await book({ villaSlug: 'jungle-loft', checkIn: day(14), checkOut: day(16), adults: 1 }).expect(201);
  });

  it('creates exactly one of 20 concurrent bookings of the same nights; the others get 409', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => book({ villaSlug: RACE, checkIn: day(200), checkOut: day(204), guestName: `Racer ${n}` })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) expect(response.body.error).toMatch(/is not available from/);
    const em = api.app.get(EntityManager).fork();
    const [row] = await em.execute<{ count: string }[]>(
      `select count(*) from bookings where villa_slug = ? and check_in = ? and status = 'confirmed'`,
      [RACE, day(200)],
    );
    expect(Number(row!.count)).toBe(1);
  });

  it('has PostgreSQL refuse overlapping direct bookings and holds even past the application', async () => {
    const em = api.app.get(EntityManager).fork();
    const villa = await em.findOneOrFail(Villa, { slug: HOLDS });
    em.persist(new AvailabilityBlock(villa, 'manual', day(220), day(225)));
    await em.flush();
    const clash = api.app.get(EntityManager).fork();
    clash.persist(new AvailabilityBlock(clash.getReference(Villa, HOLDS as never), 'system', day(224), day(226)));
    await expect(clash.flush()).rejects.toMatchObject({ code: '23P01' });
    // An imported reservation over the same nights is stored (and raised as a conflict), never refused.
    const imported = api.app.get(EntityManager).fork();
    const block = new AvailabilityBlock(imported.getReference(Villa, HOLDS as never), 'airbnb', day(221), day(223));
    block.uid = 'constraint-check@airbnb.com';
    imported.persist(block);
    await expect(imported.flush()).resolves.toBeUndefined();
  });

  describe('an imported reservation over a direct booking', () => {
    it('is stored, marked as a conflict, sent live and counted on the villa card', async () => {
      await book({ villaSlug: CONFLICT, checkIn: day(30), checkOut: day(34), guestName: 'Made Suryani' }).expect(201);
      feeds.route('/conflict.ics', {
        body: calendar([
          { uid: 'double@airbnb.com', from: 32, to: 36, summary: 'Reserved' },
          // Airbnb echoing our outbound feed: closed dates over our own booking are not a conflict.
          { uid: 'echo@airbnb.com', from: 30, to: 34, summary: 'Airbnb (Not available)' },
        ]),
      });
      await api.request().patch(`/api/villas/${CONFLICT}`).set('Cookie', cookies.master!).send({ airbnbIcalUrl: `${feeds.url}/conflict.ics` }).expect(200);
      const conflict = nextEvent(socket, 'booking.conflict', 15_000);
      const result = (await post(`/api/villas/${CONFLICT}/sync-airbnb`, undefined).expect(200)).body;
      expect(result).toMatchObject({ status: 'success', changes: { created: 2, updated: 0, cancelled: 0 } });

      const payload: BookingConflictPayload = await conflict;
      expect(payload).toMatchObject({
        villaSlug: CONFLICT,
        block: { startsAt: day(32), endsAt: day(36), source: 'airbnb', conflict: true, summary: 'Reserved' },
        conflictsWith: { startsAt: day(30), endsAt: day(34), source: 'direct', guestName: 'Made Suryani' },
      });
      const blocks = (await api.request().get(`/api/villas/${CONFLICT}/availability?upcoming=true`).set('Cookie', cookies.master!).expect(200)).body;
      expect(blocks.filter((block: { conflict: boolean }) => block.conflict)).toHaveLength(1);
      const villas = (await api.request().get('/api/villas').set('Cookie', cookies.master!).expect(200)).body as VillaResponse[];
      expect(villas.find((villa) => villa.slug === CONFLICT)!.calendar).toMatchObject({ conflicts: 1, consecutiveFailures: 0, failing: false });
    });

    it('appears in GET /api/bookings as an Airbnb booking (closed dates do not)', async () => {
      const body = await list();
      const imported = body.bookings.filter((booking) => booking.villaSlug === CONFLICT && booking.source === 'airbnb');
      expect(imported).toEqual([
        expect.objectContaining({ checkIn: day(32), checkOut: day(36), code: null, guestName: null, amount: null, status: 'confirmed' }),
      ]);
      expect(body.stats.bySource.airbnb).toBe(body.bookings.filter((booking) => booking.source === 'airbnb').length);
    });

    it('blocks a direct booking over its nights', async () => {
      const response = await book({ villaSlug: CONFLICT, checkIn: day(35), checkOut: day(38) }).expect(409);
      expect(response.body.error).toMatch(/is not available from/);
    });
  });

  it('POST /api/bookings/sync pulls every villa with a feed and answers with the bookings, stats and syncedAt', async () => {
    feeds.route('/all.ics', { body: fixture('airbnb.ics') });
    await api.request().patch(`/api/villas/${SYNC_ALL}`).set('Cookie', cookies.master!).send({ airbnbIcalUrl: `${feeds.url}/all.ics` }).expect(200);
    const body = (await post('/api/bookings/sync', undefined).expect(200)).body as BookingsSyncResponse;
    expect(body.results).toContainEqual(expect.objectContaining({ villaSlug: SYNC_ALL, status: 'success', changes: { created: 3, updated: 0, cancelled: 0 } }));
    expect(body.results).toContainEqual(expect.objectContaining({ villaSlug: CONFLICT, status: 'success', changes: { created: 0, updated: 0, cancelled: 0 } }));
    expect(body.bookings.filter((booking) => booking.villaSlug === SYNC_ALL && booking.source === 'airbnb')).toHaveLength(2);
    const [row] = await api.app.get(EntityManager).fork().execute<{ latest: Date }[]>(`select max(finished_at) as latest from sync_runs where status = 'success'`);
    expect(body.syncedAt).toBe(new Date(row!.latest).toISOString());
    expect((await list()).syncedAt).toBe(body.syncedAt);
    await post('/api/bookings/sync', { force: true }).expect(400);
  });
});
