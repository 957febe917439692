import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { FunnelResponse, ReservationRequestResponse } from '@prana/contracts';
import { addDays, todayInBali, type FunnelCounts } from '@prana/domain';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { FUNNEL_COUNT_LIMIT } from '../../apps/api/src/funnel/funnel.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

const today = () => todayInBali(new Date());
// Nights no other file books, different on every run.
const base = addDays(today(), 600 + Math.floor(Math.random() * 200));

let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

/**
 * The booking funnel counts on the server, per Bali day and site: a search, a villa page seen, a
 * request sent and a request booked; imported reservations show as bookings by channel. Each
 * test reads today's counts before and after, so what other tests counted does not matter.
 */
describe('booking funnel', () => {
  let api: TestApi;
  let em: EntityManager;
  let master: string;

  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager).fork();
    master = await signIn(api, { staff: 'master' });
  });
  afterAll(() => api.close());

  const funnel = async (site = 'any'): Promise<FunnelResponse> =>
    (await api.request().get('/api/funnel').query({ from: today(), to: today(), site }).set('Cookie', master).expect(200)).body as FunnelResponse;
  const ubud = async (): Promise<FunnelCounts> => (await funnel()).sites.find((entry) => entry.site === 'prana-ubud')!.counts;
  const plus = (before: FunnelCounts, added: Partial<FunnelCounts>): FunnelCounts => ({
    search: before.search + (added.search ?? 0),
    view: before.view + (added.view ?? 0),
    request: before.request + (added.request ?? 0),
    booking: before.booking + (added.booking ?? 0),
  });

  it('counts a search, a villa view, a request and its booking for the villa’s site', async () => {
    const before = await ubud();
    const all = (await funnel()).direct;

    await api.request().post('/api/funnel/searches').send({ site: 'prana-ubud' }).expect(204);
    await api.request().post('/api/funnel/villa-views').send({ villa: 'ubud-lux-1' }).expect(204);
    const sent = await api
      .request()
      .post('/api/reservation-requests')
      .set('X-Forwarded-For', nextAddress())
      .send({ villaId: 'ubud-lux-1', checkIn: base, checkOut: addDays(base, 3), adults: 2, children: 0, infants: 0, fullName: 'Made Wirawan', email: 'made@example.com', phone: '+62 811 222 333', notes: '' })
      .expect(201);
    await api.request().post(`/api/staff/reservation-requests/${(sent.body as ReservationRequestResponse).id}/booking`).set('Cookie', master).expect(201);

    expect(await ubud()).toEqual(plus(before, { search: 1, view: 1, request: 1, booking: 1 }));
    expect((await funnel()).direct).toEqual(plus(all, { search: 1, view: 1, request: 1, booking: 1 }));
    // The chosen site's funnel is that site's row.
    const chosen = await funnel('prana-ubud');
    expect(chosen.direct).toEqual(await ubud());
    expect(chosen.sites.map((entry) => entry.site)).toEqual(['prana-ubud']);
  });

  it('counts a search of every site for each site, and once in the whole funnel', async () => {
    const before = await funnel();
    await api.request().post('/api/funnel/searches').send({}).expect(204);
    const after = await funnel();
    expect(after.direct.search).toBe(before.direct.search + 1);
    for (const site of after.sites) expect(site.counts.search).toBe(before.sites.find((entry) => entry.site === site.site)!.counts.search + 1);
  });

  it('counts a search the page showed, not each read of availability (a refetch, a retry, a staff screen)', async () => {
    const before = (await funnel()).direct;
    await api.request().get('/api/availability').query({ site: 'prana-palms' }).expect(200);
    await api.request().get('/api/availability').query({ site: 'prana-palms' }).expect(200);
    await api.request().get('/api/availability').expect(200);
    expect((await funnel()).direct).toEqual(before);
  });

  it('counts parallel searches exactly', async () => {
    const before = (await funnel('prana-palms')).direct.search;
    const address = nextAddress();
    await Promise.all(Array.from({ length: 40 }, () => api.request().post('/api/funnel/searches').set('X-Forwarded-For', address).send({ site: 'prana-palms' }).expect(204)));
    expect((await funnel('prana-palms')).direct.search).toBe(before + 40);
  });

  it('counts at most FUNNEL_COUNT_LIMIT searches and views per address and window, refusing the rest with 429 funnel.tooMany', async () => {
    const before = (await funnel('prana-jungle')).direct;
    const address = nextAddress();
    const count = (index: number) =>
      index % 2 === 0
        ? api.request().post('/api/funnel/searches').set('X-Forwarded-For', address).send({ site: 'prana-jungle' })
        : api.request().post('/api/funnel/villa-views').set('X-Forwarded-For', address).send({ villa: 'jungle-honeymoon-1' });
    // In parallel waves of 42: one wave of all 126 would also meet the database pool's bounded queue
    // (50 waiting, then 503 http.busy) on a busy machine, which is another rule than this one.
    const answers: Awaited<ReturnType<typeof count>>[] = [];
    for (let first = 0; first < FUNNEL_COUNT_LIMIT.max + 6; first += 42) {
      answers.push(...(await Promise.all(Array.from({ length: Math.min(42, FUNNEL_COUNT_LIMIT.max + 6 - first) }, (_, index) => count(first + index)))));
    }
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(FUNNEL_COUNT_LIMIT.max);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.body).toMatchObject({ code: 'funnel.tooMany', params: { count: 10 } });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const after = (await funnel('prana-jungle')).direct;
    expect(after.search - before.search + after.view - before.view).toBe(FUNNEL_COUNT_LIMIT.max);
    // Another address still counts.
    await api.request().post('/api/funnel/searches').set('X-Forwarded-For', nextAddress()).send({ site: 'prana-jungle' }).expect(204);
  });

  it('counts parallel views of one villa exactly', async () => {
    const before = await ubud();
    await Promise.all(Array.from({ length: 25 }, () => api.request().post('/api/funnel/villa-views').send({ villa: 'ubud-lux-2' }).expect(204)));
    expect(await ubud()).toEqual(plus(before, { view: 25 }));
  });

  it('shows reservations imported from a channel as bookings by channel, not closed dates', async () => {
    const before = await funnel('prana-ubud');
    const airbnb = (response: FunnelResponse) => response.channels.find((entry) => entry.channel === 'airbnb')!.bookings;
    const start = addDays(base, 20);
    const block = (summary: string, offset: number) =>
      em.getKysely<DB>().insertInto('availability_blocks').values({
        id: randomUUID(),
        villa_slug: 'ubud-lux-2',
        source: 'airbnb',
        status: 'active',
        uid: `${randomUUID()}@airbnb.com`,
        summary,
        starts_at: addDays(start, offset),
        ends_at: addDays(start, offset + 2),
        created_at: new Date(),
        updated_at: new Date(),
      });
    await block('Reserved', 0).execute();
    await block('Airbnb (Not available)', 5).execute();
    const after = await funnel('prana-ubud');
    expect(airbnb(after)).toBe(airbnb(before) + 1);
    // Booking.com names its stays like closed dates: one counts once staff entered its payout.
    const booking = (response: FunnelResponse) => response.channels.find((entry) => entry.channel === 'booking')!.bookings;
    const closedIds = [randomUUID(), randomUUID()];
    const closed = (id: string, payout: number | null, offset: number) =>
      em.getKysely<DB>().insertInto('availability_blocks').values({
        id,
        villa_slug: 'ubud-lux-2',
        source: 'booking',
        status: 'active',
        uid: `${randomUUID()}@booking.com`,
        summary: 'CLOSED - Not available',
        payout,
        starts_at: addDays(start, offset),
        ends_at: addDays(start, offset + 2),
        created_at: new Date(),
        updated_at: new Date(),
      });
    await closed(closedIds[0]!, null, 10).execute();
    await closed(closedIds[1]!, 6_300_000, 13).execute();
    expect(booking(await funnel('prana-ubud'))).toBe(booking(after) + 1);
    // The ledger's other readers start without them.
    await em.getKysely<DB>().deleteFrom('availability_blocks').where('id', 'in', closedIds).execute();
    // Not a step of the direct funnel.
    expect(after.direct).toEqual(before.direct);
    expect(after.channels.map((entry) => entry.channel)).toEqual(['airbnb', 'booking', 'vrbo', 'other']);
  });

  it('never fails the request it counts: with the counters gone, the search count and the request still answer', async () => {
    await em.getConnection().execute('alter table funnel_days rename to funnel_days_away');
    try {
      await api.request().post('/api/funnel/searches').set('X-Forwarded-For', nextAddress()).send({ site: 'prana-jungle' }).expect(204);
      await api
        .request()
        .post('/api/reservation-requests')
        .set('X-Forwarded-For', nextAddress())
        .send({ villaId: 'ubud-lux-1', checkIn: addDays(base, 40), checkOut: addDays(base, 42), adults: 2, children: 0, infants: 0, fullName: 'Ketut Sari', email: 'ketut@example.com', phone: '+62 811 444 555', notes: '' })
        .expect(201);
    } finally {
      await em.getConnection().execute('alter table funnel_days_away rename to funnel_days');
    }
  });

  it('refuses a bad period, an unknown villa and every role but master, with coded errors', async () => {
    const refused = await api.request().get('/api/funnel').query({ from: today(), to: addDays(today(), -1) }).set('Cookie', master).expect(400);
    expect(refused.body).toMatchObject({ code: 'funnel.period', params: { max: 366 } });
    await api.request().get('/api/funnel').query({ from: addDays(today(), -366), to: today() }).set('Cookie', master).expect(400);
    await api.request().get('/api/funnel').query({ from: addDays(today(), -365), to: today() }).set('Cookie', master).expect(200);
    expect((await api.request().post('/api/funnel/villa-views').send({ villa: 'no-such-villa' }).expect(404)).body).toMatchObject({ code: 'booking.villaNotFound' });
    await api.request().post('/api/funnel/villa-views').send({ villa: '../etc' }).expect(400);
    expect((await api.request().post('/api/funnel/searches').send({ site: 'nowhere' }).expect(400)).body).toMatchObject({ code: 'search.site' });
    expect((await api.request().post('/api/funnel/searches').send({ site: 'prana-ubud', who: 'me' }).expect(400)).body).toMatchObject({ code: 'validation.unknownField' });
    for (const role of ['manager', 'investor', 'staff']) {
      const cookie = await signIn(api, { staff: role });
      expect((await api.request().get('/api/funnel').query({ from: today(), to: today() }).set('Cookie', cookie).expect(403)).body).toMatchObject({ code: 'auth.roleCannot' });
    }
    await api.request().get('/api/funnel').query({ from: today(), to: today() }).expect(401);
  });
});
