import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AvailabilitySearchResponse, VillaResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

// Far beyond the demo bookings and other files' dates, so only this file's booking counts.
const base = addDays(todayInBali(new Date()), 700);
const VILLA = 'palms-2bd-1';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const value = await read();
    if (done(value) || attempt === 50) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('cached public reads agree across api processes', () => {
  let a: TestApi;
  let b: TestApi;
  let master: string;
  const query = { checkIn: addDays(base, 0), checkOut: addDays(base, 3), adults: 2 };
  const free = async (api: TestApi) => {
    const body = (await api.request().get('/api/availability').query(query).expect(200)).body as AvailabilitySearchResponse;
    return body.villas.find((villa) => villa.slug === VILLA)!.free;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApi(), startTestApi()]);
    master = await signIn(a, { staff: 'master' });
  });
  afterAll(async () => {
    const em = a.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug = ? and starts_at >= ?`, [VILLA, base]);
    await em.execute(`delete from bookings where villa_slug = ? and check_in >= ?`, [VILLA, base]);
    await a.request().patch(`/api/villas/${VILLA}`).set('Cookie', master).send({ airbnbIcalUrl: null });
    await Promise.all([a?.close(), b?.close()]);
  });

  it('answers visitors with an ETag browsers revalidate (304 when unchanged), for GET and HEAD', async () => {
    for (const path of ['/api/villas', `/api/availability?checkIn=${query.checkIn}&checkOut=${query.checkOut}&adults=2`]) {
      const first = await a.request().get(path).expect(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
      const again = await a.request().get(path).expect(200);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.body).toEqual(first.body);
      await a.request().get(path).set('If-None-Match', first.headers.etag!).expect(304);
      const head = await a.request().head(path).expect(200);
      expect(head.headers.etag).toBe(first.headers.etag);
    }
  });

  it('a booking made through one process shows on the other process at once', async () => {
    expect(await free(a)).toBe(true);
    expect(await free(b)).toBe(true);
    const before = (await b.request().get('/api/availability').query(query).expect(200)).headers.etag!;

    await a
      .request()
      .post('/api/bookings/direct')
      .set('Cookie', master)
      .send({ villaSlug: VILLA, checkIn: query.checkIn, checkOut: query.checkOut, guestName: 'Made Wirawan', email: 'made@example.com', adults: 2, children: 0, infants: 0 })
      .expect(201);

    expect(await free(a)).toBe(false);
    // B hears of it through the Redis adapter, a moment later.
    expect(await eventually(() => free(b), (value) => value === false)).toBe(false);
    await b.request().get('/api/availability').query(query).set('If-None-Match', before).expect(200);
  });

  it("linking a villa's feed shows in the visitors' villa list of every process", async () => {
    const linked = async (api: TestApi) => ((await api.request().get('/api/villas').expect(200)).body as VillaResponse[]).find((villa) => villa.slug === VILLA)!.hasAirbnbFeed;
    expect(await linked(b)).toBe(false);
    await a.request().patch(`/api/villas/${VILLA}`).set('Cookie', master).send({ airbnbIcalUrl: 'https://www.airbnb.com/calendar/ical/2401.ics' }).expect(200);
    expect(await eventually(() => linked(b), (value) => value)).toBe(true);
  });

  it('never hands a visitor what staff see, nor staff what a visitor sees', async () => {
    const visitor = (await b.request().get('/api/villas').expect(200)).body as VillaResponse[];
    expect(visitor.every((villa) => villa.outboundFeedToken === null)).toBe(true);
    const staff = (await b.request().get('/api/villas').set('Cookie', master).expect(200)).body as VillaResponse[];
    expect(staff.some((villa) => villa.outboundFeedToken !== null)).toBe(true);
    const visitorAgain = (await b.request().get('/api/villas').expect(200)).body as VillaResponse[];
    expect(visitorAgain.every((villa) => villa.outboundFeedToken === null)).toBe(true);
  });
});
