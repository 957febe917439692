import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import ical, { type VEvent } from 'node-ical';
import { addDays, todayInBali } from '@prana/domain';
import type { AccessUsersResponse, AvailabilityBlockResponse, ServerEventName, SyncResultResponse, SyncRunResponse, VillaFeedResponse, VillaResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { day, fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

// A villa of this file only.
const VILLA = 'palms-1bd-2';

/** The calendar date node-ical gives an all-day value (built at local midnight). */
function dateOf(value: Date): string {
  return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
}

describe('every channel’s calendar: a villa’s inbound feeds and its outbound feed per channel', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let master: string;
  let manager: string;
  let socket: ClientSocket;
  let airbnb: VillaFeedResponse;
  let booking: VillaFeedResponse;
  /** The demo data's own blocks on the villa, left out of what is compared. */
  const seeded = new Set<string>();
  const received: { event: ServerEventName; payload: { villaSlug?: string; feedId?: string } }[] = [];

  const as = (cookie: string) => ({
    get: (path: string) => api.request().get(path).set('Cookie', cookie),
    post: (path: string, body?: object) => api.request().post(path).set('Cookie', cookie).send(body),
    patch: (path: string, body: object) => api.request().patch(path).set('Cookie', cookie).send(body),
    delete: (path: string) => api.request().delete(path).set('Cookie', cookie),
  });
  const feedsPath = `/api/villas/${VILLA}/feeds`;
  const list = async () => (await as(master).get(feedsPath).expect(200)).body as VillaFeedResponse[];
  const sync = async (feed: VillaFeedResponse) => (await as(master).post(`${feedsPath}/${feed.id}/sync`).expect(200)).body as SyncResultResponse;
  const blocks = async () => (await as(master).get(`/api/villas/${VILLA}/availability?includeCancelled=true`).expect(200)).body as AvailabilityBlockResponse[];
  const runs = async () => (await as(master).get(`/api/villas/${VILLA}/sync-runs?limit=50`).expect(200)).body as SyncRunResponse[];
  const token = async () => ((await as(master).get('/api/villas').expect(200)).body as VillaResponse[]).find((villa) => villa.slug === VILLA)!.outboundFeedToken!;
  const outbound = async (query = '') => {
    const text = (await api.request().get(`/ical/villa/${await token()}${query}`).expect(200)).text;
    return { text, events: Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item?.type === 'VEVENT') };
  };

  beforeAll(async () => {
    feeds = await startFeedServer();
    api = await startTestApi();
    worker = await createWorker();
    master = await signIn(api, { staff: 'master' });
    manager = await signIn(api, { staff: 'manager' });
    socket = connect(api.url, master);
    await nextEvent(socket, 'session.ready');
    for (const event of ['sync.started', 'sync.progress', 'sync.finished', 'feeds.changed'] as const) {
      (socket.on as (name: string, listener: (payload: { villaSlug?: string }) => void) => void)(event, (payload) => received.push({ event, payload }));
    }
    feeds.route('/airbnb.ics', { body: fixture('airbnb.ics') });
    feeds.route('/booking.ics', { body: fixture('booking.ics') });
    for (const block of await blocks()) seeded.add(`${block.startsAt}/${block.endsAt}`);
  });

  afterAll(async () => {
    socket?.disconnect();
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from villa_feeds where villa_slug = ?`, [VILLA]);
    await em.execute(`delete from availability_blocks where villa_slug = ?`, [VILLA]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
  });

  it('adds feeds of two channels; URLs are write-only, labels trimmed; bad input is refused with its code and changes nothing', async () => {
    airbnb = (await as(master).post(feedsPath, { label: ' Airbnb main listing ', url: `${feeds.url}/airbnb.ics`, channel: 'airbnb' }).expect(201)).body;
    booking = (await as(manager).post(feedsPath, { label: 'Booking.com', url: `${feeds.url}/booking.ics`, channel: 'booking' }).expect(201)).body;
    expect(airbnb).toMatchObject({ villaSlug: VILLA, label: 'Airbnb main listing', channel: 'airbnb', calendar: { lastSyncedAt: null, stale: true, failing: false } });
    expect(JSON.stringify(await list())).not.toContain(feeds.url);
    expect((await list()).map((feed) => feed.id)).toEqual([airbnb.id, booking.id]);

    const refused = [
      [{ label: '', url: `${feeds.url}/x.ics`, channel: 'vrbo' }, 'ical.feedLabel'],
      [{ label: 'X', url: 'ftp://example.com/x.ics', channel: 'vrbo' }, 'ical.invalidUrl'],
      [{ label: 'X', url: `${feeds.url}/x.ics`, channel: 'expedia' }, 'ical.feedChannel'],
      [{ label: 'X', channel: 'vrbo' }, 'ical.feedUrlRequired'],
    ] as const;
    for (const [body, code] of refused) {
      const response = await as(master).post(feedsPath, body).expect(400);
      expect(JSON.stringify(response.body)).toContain(code);
    }
    expect((await as(master).patch(`${feedsPath}/${booking.id}`, {}).expect(400)).body.code).toBe('ical.feedNoChange');
    expect((await as(master).patch(`${feedsPath}/not-a-uuid`, { label: 'X' }).expect(404)).body.code).toBe('ical.feedNotFound');
    expect((await as(master).delete(`/api/villas/ubud-lux-3/feeds/${booking.id}`).expect(404)).body.code).toBe('ical.feedNotFound');
    expect(await list()).toHaveLength(2);
  });

  it('pulls each feed on its own: its own run, status and live progress; the blocks keep their channel, feed and Airbnb details', async () => {
    received.length = 0;
    expect(await sync(airbnb)).toMatchObject({ status: 'success', changes: { created: 3, updated: 0, cancelled: 0 } });
    expect(await sync(booking)).toMatchObject({ status: 'success', changes: { created: 2, updated: 0, cancelled: 0 } });

    const active = (await blocks()).filter((block) => block.status === 'active' && block.feedId !== null);
    expect(active.map((block) => [block.startsAt, block.source, block.summary, block.feedId])).toEqual([
      [day(20), 'airbnb', 'Reserved', airbnb.id],
      [day(30), 'booking', 'CLOSED - Not available', booking.id],
      [day(40), 'airbnb', 'Reserved', airbnb.id],
      [day(50), 'booking', 'CLOSED - Not available', booking.id],
      [day(60), 'airbnb', 'Airbnb (Not available)', airbnb.id],
    ]);
    // What staff use from Airbnb's DESCRIPTION.
    expect(active[0]).toMatchObject({ reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMABCDE12345', phoneLast4: '4821' });
    expect(active[1]).toMatchObject({ reservationUrl: null, phoneLast4: null });

    const [bookingRun, airbnbRun] = await runs();
    expect(airbnbRun).toMatchObject({ feedId: airbnb.id, direction: 'pull_airbnb', changesDetected: 3 });
    expect(bookingRun).toMatchObject({ feedId: booking.id, direction: 'pull', changesDetected: 2 });
    const health = await list();
    expect(health.map((feed) => [feed.id, feed.calendar.lastRun?.status, feed.calendar.stale])).toEqual([
      [airbnb.id, 'success', false],
      [booking.id, 'success', false],
    ]);
    // Progress says which feed is syncing.
    await expect.poll(() => new Set(received.filter((r) => r.event === 'sync.finished').map((r) => r.payload.feedId))).toEqual(new Set([airbnb.id, booking.id]));
    expect(received.filter((r) => r.event === 'sync.progress').every((r) => r.payload.villaSlug === VILLA && (r.payload.feedId === airbnb.id || r.payload.feedId === booking.id))).toBe(true);
  });

  it("diffs each feed by UID within itself: a change in one feed never touches the other's blocks", async () => {
    feeds.route('/booking.ics', { body: fixture('booking.ics').replace(/BEGIN:VEVENT\r\nUID:7b9d[^]*?END:VEVENT\r\n/, '') });
    expect(await sync(booking)).toMatchObject({ status: 'success', changes: { created: 0, updated: 0, cancelled: 1 } });
    expect(await sync(airbnb)).toMatchObject({ status: 'success', changes: { created: 0, updated: 0, cancelled: 0 } });
    const mine = await blocks();
    expect(mine.filter((block) => block.status === 'cancelled').map((block) => [block.startsAt, block.feedId])).toEqual([[day(50), booking.id]]);
    expect(mine.filter((block) => block.feedId === airbnb.id && block.status === 'active')).toHaveLength(3);
    // The failing of one feed is its own.
    feeds.route('/booking.ics', { status: 404, body: 'gone' });
    expect(await sync(booking)).toMatchObject({ status: 'failed' });
    const [airbnbHealth, bookingHealth] = await list();
    expect(airbnbHealth!.calendar).toMatchObject({ consecutiveFailures: 0, lastRun: { status: 'success' } });
    expect(bookingHealth!.calendar).toMatchObject({ consecutiveFailures: 1, lastRun: { status: 'failed' } });
    feeds.route('/booking.ics', { body: fixture('booking.ics').replace(/BEGIN:VEVENT\r\nUID:7b9d[^]*?END:VEVENT\r\n/, '') });
  });

  it("moves Airbnb's rolling Not-available window forward without a new row", async () => {
    const today = todayInBali(new Date());
    feeds.route('/airbnb.ics', { body: fixture('airbnb-rolling.ics', today) });
    expect(await sync(airbnb)).toMatchObject({ status: 'success', changes: { created: 2, cancelled: 3 } });
    const window = (await blocks()).find((block) => block.feedId === airbnb.id && block.status === 'active' && block.startsAt === day(365))!;
    const rowsBefore = (await blocks()).length;

    // The next day Airbnb sends the window a day later, under a new UID.
    feeds.route('/airbnb.ics', { body: fixture('airbnb-rolling.ics', addDays(today, 1)) });
    expect(await sync(airbnb)).toMatchObject({ status: 'success', changes: { created: 0, updated: 1, cancelled: 0 } });
    const after = await blocks();
    expect(after).toHaveLength(rowsBefore);
    expect(after.find((block) => block.id === window.id)).toMatchObject({ startsAt: day(366), endsAt: day(731), status: 'active' });
    feeds.route('/airbnb.ics', { body: fixture('airbnb.ics') });
    await sync(airbnb);
  });

  it("sends each channel the other channel's blocks and Prana's own, never its own back", async () => {
    await as(master)
      .post('/api/bookings/direct')
      .send({ villaSlug: VILLA, checkIn: day(10), checkOut: day(13), guestName: 'Wayan Sukma', email: 'wayan@example.com', adults: 2, children: 0, infants: 0 })
      .expect(201);
    const spans = (events: VEvent[]) =>
      events.map((event) => [dateOf(event.start), dateOf(event.end!), String(event.summary)]).filter(([startsAt, endsAt]) => !seeded.has(`${startsAt}/${endsAt}`));

    const toAirbnb = await outbound('?channel=airbnb');
    expect(spans(toAirbnb.events)).toEqual([
      [day(10), day(13), 'Reserved'],
      [day(30), day(34), 'Not available'],
    ]);
    // The address Airbnb was given before there were channels reads as Airbnb's.
    expect(spans((await outbound()).events)).toEqual(spans(toAirbnb.events));
    expect(toAirbnb.text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(toAirbnb.text).toContain('\r\nX-PUBLISHED-TTL:PT15M\r\n');

    // Booking.com gets Airbnb's stays, not Airbnb's closed dates (often Airbnb echoing this very feed).
    expect(spans((await outbound('?channel=booking')).events)).toEqual([
      [day(10), day(13), 'Reserved'],
      [day(20), day(24), 'Reserved'],
      [day(40), day(45), 'Reserved'],
    ]);
    // A channel with no feed of its own gets both.
    expect(spans((await outbound('?channel=vrbo')).events)).toEqual([
      [day(10), day(13), 'Reserved'],
      [day(20), day(24), 'Reserved'],
      [day(30), day(34), 'Not available'],
      [day(40), day(45), 'Reserved'],
    ]);
    const refused = await api.request().get(`/ical/villa/${await token()}?channel=expedia`).expect(400);
    expect(refused.body.code).toBe('ical.outboundChannel');
    expect(toAirbnb.text).not.toMatch(/Wayan|4821|airbnb\.com\/hosting/);
  });

  it('rotates the outbound token: the old address answers 404, the new one serves the feed', async () => {
    const old = await token();
    const rotated = (await as(manager).post(`/api/villas/${VILLA}/outbound-feed/rotate`).expect(200)).body as { outboundFeedToken: string };
    expect(rotated.outboundFeedToken).not.toBe(old);
    expect(await token()).toBe(rotated.outboundFeedToken);
    expect((await api.request().get(`/ical/villa/${old}?channel=booking`).expect(404)).body.code).toBe('ical.calendarNotFound');
    await api.request().get(`/ical/villa/${rotated.outboundFeedToken}?channel=booking`).expect(200);
    await as(master).post('/api/villas/no-such-villa/outbound-feed/rotate').expect(404);
    // Who shut the old link is in the access panel's activity log, by meaning.
    const [logged] = ((await as(master).get('/api/access-users').expect(200)).body as AccessUsersResponse).activity;
    expect(logged).toMatchObject({ action: 'outbound.rotated', details: { villaSlug: VILLA }, actorName: expect.any(String) });
  });

  it('edits a feed (a new URL downloads in full) and removes it; its stays are released, and a new feed of its channel starts with none of them', async () => {
    received.length = 0;
    feeds.route('/booking-2.ics', { body: fixture('booking.ics') });
    const edited = (await as(master).patch(`${feedsPath}/${booking.id}`, { label: 'Booking.com (new)', url: `${feeds.url}/booking-2.ics` }).expect(200)).body as VillaFeedResponse;
    expect(edited).toMatchObject({ id: booking.id, label: 'Booking.com (new)', channel: 'booking' });
    // The stay that left the old URL is back in the new one: reactivated, not duplicated.
    expect(await sync(edited)).toMatchObject({ status: 'success', changes: { created: 0, updated: 1, cancelled: 0 } });
    await expect.poll(() => received.some((r) => r.event === 'feeds.changed' && r.payload.villaSlug === VILLA)).toBe(true);

    // Two removals at once: one removes it, the other finds nothing left.
    const statuses = await Promise.all([as(master).delete(`${feedsPath}/${booking.id}`), as(manager).delete(`${feedsPath}/${booking.id}`)]);
    expect(statuses.map((response) => response.status).sort()).toEqual([204, 404]);
    expect((await list()).map((feed) => feed.id)).toEqual([airbnb.id]);
    // Its dates are free again: no active block of the booking channel is left, and none has a feed.
    const released = (await blocks()).filter((block) => block.source === 'booking' && block.feedId === null);
    expect(released.filter((block) => block.status === 'active')).toEqual([]);
    expect(released.filter((block) => block.reason === 'feed removed')).toHaveLength(2);
    expect((await runs()).some((run) => run.feedId === null)).toBe(true);
    // Who removed it, and how many stays it released, is in the access panel's activity log.
    const [logged] = ((await as(master).get('/api/access-users').expect(200)).body as AccessUsersResponse).activity;
    expect(logged).toMatchObject({ action: 'feed.removed', details: { feed: 'Booking.com (new)', villaSlug: VILLA, released: 2 }, actorName: expect.any(String) });

    // A new feed of the channel imports its file afresh and never touches the released blocks.
    const again = (await as(master).post(feedsPath, { label: 'Booking.com', url: `${feeds.url}/booking-2.ics`, channel: 'booking' }).expect(201)).body as VillaFeedResponse;
    expect(await sync(again)).toMatchObject({ status: 'success', changes: { created: 2, updated: 0, cancelled: 0 } });
    const after = (await blocks()).filter((block) => block.source === 'booking');
    expect(after.filter((block) => block.status === 'active').map((block) => block.feedId)).toEqual([again.id, again.id]);
    expect(after.filter((block) => block.reason === 'feed removed' && block.status === 'cancelled' && block.feedId === null)).toHaveLength(2);
  });

  it('imports a feed with one unreadable event without it, and the run says what was left out and why', async () => {
    const event = (uid: string, start: string, extra = '') =>
      `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART;VALUE=DATE:${start.replaceAll('-', '')}\r\n${extra}DTEND;VALUE=DATE:${addDays(start, 2).replaceAll('-', '')}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
    const body = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other//EN\r\n${event('good-1@other', day(200))}${event('twice@other', day(210), `DTSTART;VALUE=DATE:${day(211).replaceAll('-', '')}\r\n`)}${event('good-2@other', day(220))}END:VCALENDAR\r\n`;
    feeds.route('/partly-broken.ics', { body });
    const feed = (await as(master).post(feedsPath, { label: 'Partly broken', url: `${feeds.url}/partly-broken.ics`, channel: 'other' }).expect(201)).body as VillaFeedResponse;
    const result = await sync(feed);
    expect(result).toMatchObject({ status: 'success', changes: { created: 2, updated: 0, cancelled: 0 } });
    const run = (await runs()).find((candidate) => candidate.id === result.runId)!;
    expect(run).toMatchObject({ status: 'success', skipped: 1, skippedReasons: [{ code: 'sync.eventUnreadable', params: { uid: 'twice@other' } }] });
    expect((await blocks()).filter((block) => block.feedId === feed.id && block.status === 'active').map((block) => block.startsAt).sort()).toEqual([day(200), day(220)]);
    await as(master).delete(`${feedsPath}/${feed.id}`).expect(204);
  });

  it('refuses a feed URL that reaches a private address when it is stored, and more than ten feeds on a villa at once', async () => {
    for (const url of ['http://10.0.0.1/cal.ics', 'http://169.254.169.254/latest', 'http://127.0.0.2:6379/x.ics', 'http://[::1]/x.ics']) {
      const refused = await as(master).post(feedsPath, { label: 'Inside', url, channel: 'other' });
      expect(refused.status, url).toBe(400);
      expect(refused.body.fields?.url?.code, url).toBe('sync.privateAddress');
      expect((await as(master).patch(`${feedsPath}/${airbnb.id}`, { url }).expect(400)).body.fields?.url?.code).toBe('sync.privateAddress');
    }
    const before = (await list()).length;
    // Parallel adds cannot pass the cap together.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => as(master).post(feedsPath, { label: `Other ${index}`, url: `${feeds.url}/other-${index}.ics`, channel: 'other' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10 - before);
    const capped = answers.filter((answer) => answer.status === 409);
    expect(capped).toHaveLength(12 - (10 - before));
    expect(capped[0]!.body).toMatchObject({ code: 'ical.tooManyFeeds', params: { max: 10 } });
    expect(await list()).toHaveLength(10);
    for (const feed of (await list()).filter((candidate) => candidate.label.startsWith('Other '))) await as(master).delete(`${feedsPath}/${feed.id}`).expect(204);
  });

  it("keeps airbnbIcalUrl and sync-airbnb working on the villa's Airbnb feed", async () => {
    await as(master).patch(`/api/villas/${VILLA}`, { airbnbIcalUrl: `${feeds.url}/airbnb.ics` }).expect(200);
    const [first, ...rest] = await list();
    expect(first!.id).toBe(airbnb.id);
    expect(rest.every((feed) => feed.channel !== 'airbnb')).toBe(true);
    const result = (await as(master).post(`/api/villas/${VILLA}/sync-airbnb`).expect(200)).body as SyncResultResponse;
    expect((await runs()).find((run) => run.id === result.runId)).toMatchObject({ feedId: airbnb.id });
    expect((await as(master).patch(`/api/villas/${VILLA}`, { airbnbIcalUrl: null }).expect(200)).body).toMatchObject({ hasAirbnbFeed: false });
    expect((await list()).map((feed) => feed.channel)).toEqual(['booking']);
    expect((await as(master).post(`/api/villas/${VILLA}/sync-airbnb`).expect(409)).body.code).toBe('ical.noLink');
  });
});
