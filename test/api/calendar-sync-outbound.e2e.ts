import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import ical, { type VEvent } from 'node-ical';
import type { VillaResponse } from '@prana/contracts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { day } from '../fixtures/ics/feed-server.ts';

const VILLA = 'ubud-mansion-2';

/** The calendar date node-ical gives an all-day value (built at local midnight). */
function dateOf(value: Date): string {
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

describe('outbound iCal feed GET /ical/villa/{token}', () => {
  let api: TestApi;
  let master: string;
  let token: string;

  beforeAll(async () => {
    api = await startTestApi();
    master = await signIn(api, { staff: 'master' });
    const villas = (await api.request().get('/api/villas').set('Cookie', master).expect(200)).body as VillaResponse[];
    token = villas.find((villa) => villa.slug === VILLA)!.outboundFeedToken!;
    for (const [from, to, guestName] of [[20, 25, 'Gusti Ngurah Rai'], [40, 47, 'Ketut Liyer']] as const) {
      await api
        .request()
        .post('/api/bookings/direct')
        .set('Cookie', master)
        .send({ villaSlug: VILLA, checkIn: day(from), checkOut: day(to), guestName, email: 'guest@example.com', adults: 4, children: 0, infants: 0 })
        .expect(201);
    }
    const em = api.app.get(EntityManager).fork();
    const villa = await em.findOneOrFail(Villa, { slug: VILLA });
    const imported = new AvailabilityBlock(villa, 'airbnb', day(60), day(64));
    imported.uid = 'outbound-test@airbnb.com';
    imported.summary = 'Reserved';
    em.persist([new AvailabilityBlock(villa, 'manual', day(30), day(32)), imported]);
    await em.flush();
  });

  afterAll(async () => {
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug = ?`, [VILLA]);
    await em.execute(`delete from bookings where villa_slug = ? and code !~ '^PRN-24[0-9]{2}$'`, [VILLA]);
    await api?.close();
  });

  it('serves valid RFC 5545 text: CRLF, folded lines, PRODID, DTSTAMP, all-day dates', async () => {
    const response = await api.request().get(`/ical/villa/${token}`).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => done(null, text));
    }).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body as string;
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:-\/\/Prana\/\/Villa Calendar 1\.0\/\/EN\r\n/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(text).toContain(`DTSTART;VALUE=DATE:${day(20).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${day(25).replaceAll('-', '')}`);
    // Guest names never leave Prana.
    expect(text).not.toMatch(/Gusti|Liyer/);
  });

  it('parses back with node-ical to the same stays and holds, without the imported reservation', async () => {
    const text = (await api.request().get(`/ical/villa/${token}`).expect(200)).text;
    const events = Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT');
    expect(events.map((event) => [dateOf(event.start), dateOf(event.end!), String(event.summary)])).toEqual([
      [day(20), day(25), 'Reserved'],
      [day(30), day(32), 'Not available'],
      [day(40), day(47), 'Reserved'],
    ]);
    const again = (await api.request().get(`/ical/villa/${token}`).expect(200)).text;
    const uids = (feed: string) => [...feed.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]);
    expect(uids(again)).toEqual(uids(text));
    expect(uids(text).every((uid) => uid!.endsWith('@prana.villas'))).toBe(true);
  });

  it('answers 304 to its own ETag, and a new booking changes the ETag', async () => {
    const first = await api.request().get(`/ical/villa/${token}`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    await api.request().get(`/ical/villa/${token}`).set('If-None-Match', etag).expect(304);
    await api
      .request()
      .post('/api/bookings/direct')
      .set('Cookie', master)
      .send({ villaSlug: VILLA, checkIn: day(80), checkOut: day(83), guestName: 'Nyoman Sari', email: 'sari@example.com', adults: 2, children: 0, infants: 0 })
      .expect(201);
    const changed = await api.request().get(`/ical/villa/${token}`).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 to an unknown token', async () => {
    expect((await api.request().get('/ical/villa/not-a-real-token-at-all-0000').expect(404)).body.error).toBe('No calendar at this address.');
    await api.request().get('/ical/villa/x').expect(404);
  });
});
