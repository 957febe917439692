import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOBS, QUEUES, SCHEDULER_IDS, type AvailabilityBlockResponse, type ServerEventName, type SyncResultResponse, type SyncRunResponse, type VillaFeedResponse, type VillaResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { FEED_USER_AGENT } from '../../apps/api/src/calendar-sync/feed-fetcher.ts';
import { CalendarSyncRequests } from '../../apps/api/src/calendar-sync/calendar-sync-requests.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { day, fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

const feedSchedulerId = (feedId: string) => SCHEDULER_IDS[JOBS.scheduledVillaPull]({ feedId });

// Villas of this file only, so other suites' calendars stay as they are.
const MAIN = 'palms-1bd-3';
const CONDITIONAL = 'palms-2bd-3';
const FLAKY = 'ubud-treetop-3';
const MY_VILLAS = [MAIN, CONDITIONAL, FLAKY];

describe('calendar sync: pulling Airbnb feeds', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let master: string;
  let socket: ClientSocket;
  const received: { event: ServerEventName; payload: { villaSlug?: string } }[] = [];

  const as = (cookie: string) => ({
    patch: (path: string, body: unknown) => api.request().patch(path).set('Cookie', cookie).send(body as object),
    post: (path: string) => api.request().post(path).set('Cookie', cookie),
    get: (path: string) => api.request().get(path).set('Cookie', cookie),
  });
  const setFeed = async (slug: string, url: string | null) => (await as(master).patch(`/api/villas/${slug}`, { airbnbIcalUrl: url }).expect(200)).body as VillaResponse;
  const sync = async (slug: string) => (await as(master).post(`/api/villas/${slug}/sync-airbnb`).expect(200)).body as SyncResultResponse;
  const blocks = async (slug: string, query = 'includeCancelled=true') =>
    (await as(master).get(`/api/villas/${slug}/availability?${query}`).expect(200)).body as AvailabilityBlockResponse[];
  const runs = async (slug: string) => (await as(master).get(`/api/villas/${slug}/sync-runs?limit=50`).expect(200)).body as SyncRunResponse[];
  const queue = () => api.app.get<Queue>(getQueueToken(QUEUES.calendarSync));
  /** The feed the villa's airbnbIcalUrl stored. */
  const airbnbFeedId = async (slug: string) =>
    ((await as(master).get(`/api/villas/${slug}/feeds`).expect(200)).body as VillaFeedResponse[]).find((feed) => feed.channel === 'airbnb')!.id;

  beforeAll(async () => {
    feeds = await startFeedServer();
    api = await startTestApi();
    worker = await createWorker();
    master = await signIn(api, { staff: 'master' });
    socket = connect(api.url, master);
    await nextEvent(socket, 'session.ready');
    for (const event of ['sync.started', 'sync.progress', 'sync.finished', 'availability.changed'] as const) {
      (socket.on as (name: string, listener: (payload: { villaSlug?: string }) => void) => void)(event, (payload) => received.push({ event, payload }));
    }
  });

  afterAll(async () => {
    socket?.disconnect();
    for (const slug of MY_VILLAS) await setFeed(slug, null).catch(() => undefined);
    // Leave the shared test database as other suites expect it.
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where source = 'airbnb' and villa_slug in (?)`, [MY_VILLAS]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
  });

  it('stores a feed link write-only, trimmed, and schedules its pulls every 15 minutes', async () => {
    feeds.route('/main.ics', { body: fixture('airbnb.ics') });
    const villa = await setFeed(MAIN, `  ${feeds.url}/main.ics  `);
    expect(villa).toMatchObject({ slug: MAIN, hasAirbnbFeed: true });
    expect(villa).not.toHaveProperty('airbnbIcalUrl');
    expect(JSON.stringify((await as(master).get('/api/villas').expect(200)).body)).not.toContain(feeds.url);

    const schedulers = await queue().getJobSchedulers();
    const schedulerId = feedSchedulerId(await airbnbFeedId(MAIN));
    const mine = schedulers.filter((scheduler) => scheduler.key === schedulerId);
    expect(mine).toHaveLength(1);
    expect(Number(mine[0]!.every)).toBe(15 * 60_000);
  });

  it('pulls an Airbnb-style feed into blocks, with live progress for sync watchers', async () => {
    received.length = 0;
    const result = await sync(MAIN);
    expect(result).toMatchObject({ status: 'success', changes: { created: 3, updated: 0, cancelled: 0 }, error: null });

    const stored = await blocks(MAIN, 'upcoming=true');
    expect(stored.map((block) => [block.startsAt, block.endsAt, block.summary, block.source, block.status])).toEqual([
      [day(20), day(24), 'Reserved', 'airbnb', 'active'],
      [day(40), day(45), 'Reserved', 'airbnb', 'active'],
      [day(60), day(90), 'Airbnb (Not available)', 'airbnb', 'active'],
    ]);
    // Airbnb answers 403 without a User-Agent: every request carried ours.
    expect(feeds.log.filter((entry) => entry.path === '/main.ics').every((entry) => entry.userAgent === FEED_USER_AGENT)).toBe(true);

    await expect.poll(() => received.filter((r) => r.payload.villaSlug === MAIN).map((r) => r.event)).toEqual(
      expect.arrayContaining(['sync.started', 'sync.progress', 'sync.finished', 'availability.changed']),
    );
    const finished = received.find((r) => r.event === 'sync.finished' && r.payload.villaSlug === MAIN)!.payload;
    expect(finished).toMatchObject({ status: 'success', runId: result.runId, changes: { created: 3, updated: 0, cancelled: 0 } });
    const [run] = await runs(MAIN);
    expect(run).toMatchObject({ id: result.runId, status: 'success', direction: 'pull_airbnb', changesDetected: 3, errorMessage: null });
    expect(run!.durationMs).toBeGreaterThan(0);
  });

  it('gives zero changes when the same feed is pulled again', async () => {
    const before = await blocks(MAIN);
    expect(await sync(MAIN)).toMatchObject({ status: 'success', changes: { created: 0, updated: 0, cancelled: 0 } });
    expect(await blocks(MAIN)).toEqual(before);
    expect((await runs(MAIN))[0]).toMatchObject({ status: 'success', changesDetected: 0 });
  });

  it('updates changed dates, cancels a removed stay (kept, not deleted) and creates a new one', async () => {
    feeds.route('/main.ics', { body: fixture('airbnb-changed.ics') });
    expect(await sync(MAIN)).toMatchObject({ status: 'success', changes: { created: 1, updated: 1, cancelled: 1 } });
    const all = await blocks(MAIN);
    expect(all.map((block) => [block.startsAt, block.endsAt, block.status])).toEqual([
      [day(21), day(25), 'active'],
      [day(40), day(45), 'cancelled'],
      [day(60), day(90), 'active'],
      [day(100), day(103), 'active'],
    ]);
    expect((await blocks(MAIN, 'upcoming=true')).map((block) => block.startsAt)).toEqual([day(21), day(60), day(100)]);
  });

  it('answers 304 to a conditional GET and records a run with no changes', async () => {
    feeds.route('/conditional.ics', { body: fixture('airbnb.ics'), conditional: true });
    await setFeed(CONDITIONAL, `${feeds.url}/conditional.ics`);
    expect(await sync(CONDITIONAL)).toMatchObject({ status: 'success', changes: { created: 3, updated: 0, cancelled: 0 } });
    expect(await sync(CONDITIONAL)).toMatchObject({ status: 'success', changes: { created: 0, updated: 0, cancelled: 0 } });
    const requests = feeds.log.filter((entry) => entry.path === '/conditional.ics');
    expect(requests.map((entry) => entry.status)).toEqual([200, 304]);
    expect(requests[1]!.ifNoneMatch).toMatch(/^"fixture-/);
    expect((await runs(CONDITIONAL)).map((run) => run.status)).toEqual(['success', 'success']);
    expect(await blocks(CONDITIONAL)).toHaveLength(3);
  });

  describe('a failing feed records a failed run with its reason and leaves the blocks untouched', () => {
    const expectFailure = async (reason: RegExp) => {
      const before = await blocks(MAIN);
      const runsBefore = (await runs(MAIN)).length;
      const result = await sync(MAIN);
      expect(result.status).toBe('failed');
      expect(result.error).toMatch(reason);
      expect(result.changes).toEqual({ created: 0, updated: 0, cancelled: 0 });
      expect(await blocks(MAIN)).toEqual(before);
      const after = await runs(MAIN);
      expect(after).toHaveLength(runsBefore + 1);
      // Stored as a code of the error catalogue; the English text is rendered from it.
      expect(after[0]).toMatchObject({ status: 'failed', errorMessage: result.error, failure: result.failure, changesDetected: 0 });
      expect(result.failure?.code).toMatch(/^sync\./);
    };

    it('a page that is not a calendar', async () => {
      feeds.route('/main.ics', { body: fixture('malformed.ics'), headers: { 'Content-Type': 'text/html' } });
      await expectFailure(/not a valid iCalendar file/);
    });

    it('a calendar cut off mid-way (which would otherwise cancel stays)', async () => {
      feeds.route('/main.ics', { body: fixture('truncated.ics') });
      await expectFailure(/not a valid iCalendar file/);
    });

    it('a feed over 5 MB, streamed without a declared length', async () => {
      const event = (n: number) => `BEGIN:VEVENT\r\nUID:big-${n}\r\nDTSTART;VALUE=DATE:20300101\r\nDTEND;VALUE=DATE:20300102\r\nSUMMARY:${'x'.repeat(200)}\r\nEND:VEVENT\r\n`;
      const body = `BEGIN:VCALENDAR\r\n${Array.from({ length: 24_000 }, (_, n) => event(n)).join('')}END:VCALENDAR\r\n`;
      expect(Buffer.byteLength(body)).toBeGreaterThan(5 * 1024 * 1024);
      feeds.route('/main.ics', { body, headers: { 'Transfer-Encoding': 'chunked' } });
      await expectFailure(/larger than 5 MB/);
    });

    it('a server that never answers (10 s timeout)', async () => {
      feeds.route('/main.ics', { hang: true });
      await expectFailure(/did not answer within 10 seconds/);
    }, 30_000);

    it('a permanent HTTP error, without retrying', async () => {
      feeds.route('/main.ics', { status: 404, body: 'gone' });
      const hits = feeds.hits('/main.ics');
      await expectFailure(/answered 404 \(Not Found\)/);
      expect(feeds.hits('/main.ics')).toBe(hits + 1);
    });

    it('and the feed is flagged once it failed three times in a row', async () => {
      const villa = ((await as(master).get('/api/villas').expect(200)).body as VillaResponse[]).find((v) => v.slug === MAIN)!;
      expect(villa.calendar).toMatchObject({ consecutiveFailures: 5, failing: true, lastRun: { status: 'failed' } });
      expect(villa.calendar!.lastSyncedAt).not.toBeNull();
    });
  });

  it('retries a transient error with backoff and records one run', async () => {
    feeds.route('/flaky.ics', { body: fixture('airbnb.ics'), before: [{ status: 503 }] });
    await setFeed(FLAKY, `${feeds.url}/flaky.ics`);
    const result = await sync(FLAKY);
    expect(result).toMatchObject({ status: 'success', changes: { created: 3, updated: 0, cancelled: 0 } });
    expect(feeds.log.filter((entry) => entry.path === '/flaky.ics').map((entry) => entry.status)).toEqual([503, 200]);
    expect(await runs(FLAKY)).toHaveLength(1);
  });

  it('runs one pull when two sync requests for a villa arrive at once; both get its result', async () => {
    feeds.route('/main.ics', { body: fixture('airbnb.ics'), delayMs: 1_000 });
    const hits = feeds.hits('/main.ics');
    const runsBefore = (await runs(MAIN)).length;
    const [first, second] = await Promise.all([sync(MAIN), sync(MAIN)]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ status: 'success', changes: { created: 0, updated: 2, cancelled: 1 } });
    expect(feeds.hits('/main.ics')).toBe(hits + 1);
    expect(await runs(MAIN)).toHaveLength(runsBefore + 1);
  });

  it('answers that a sync continues in the background when it outlasts the wait, and it does', async () => {
    feeds.route('/main.ics', { body: fixture('airbnb.ics'), delayMs: 1_500 });
    const runsBefore = (await runs(MAIN)).length;
    // The endpoint waits 20 s; the same bounded wait, shortened.
    const result = await api.app.get(CalendarSyncRequests).sync({ villaSlug: MAIN, feedId: await airbnbFeedId(MAIN) }, 200);
    expect(result).toEqual({ status: 'running', changes: { created: 0, updated: 0, cancelled: 0 }, error: null, failure: null, runId: null });
    await expect.poll(async () => (await runs(MAIN)).length, { timeout: 10_000 }).toBe(runsBefore + 1);
    expect((await runs(MAIN))[0]).toMatchObject({ status: 'success' });
  });

  it('a schedule tick enqueues the feed pull, which runs in the worker', async () => {
    feeds.route('/main.ics', { body: fixture('airbnb.ics') });
    const runsBefore = (await runs(MAIN)).length;
    await queue().add(JOBS.scheduledVillaPull, { villaSlug: MAIN, feedId: await airbnbFeedId(MAIN) });
    await expect.poll(async () => (await runs(MAIN)).length, { timeout: 10_000 }).toBe(runsBefore + 1);
    expect((await runs(MAIN))[0]).toMatchObject({ status: 'success', changesDetected: 0 });
  });

  it('ignores a tick of a per-villa schedule from before feeds', async () => {
    const runsBefore = (await runs(MAIN)).length;
    const job = await queue().add(JOBS.scheduledVillaPull, { villaSlug: MAIN } as never);
    await expect.poll(async () => (await queue().getJob(job.id!))?.returnvalue, { timeout: 10_000 }).toEqual({ enqueued: null });
    expect(await runs(MAIN)).toHaveLength(runsBefore);
  });

  it('keeps one schedule per feed however many workers start, and drops it with the link', async () => {
    const feedIds = Object.fromEntries(await Promise.all(MY_VILLAS.map(async (slug) => [slug, await airbnbFeedId(slug)] as const)));
    // A per-villa schedule left from before feeds: a starting worker removes it.
    await queue().upsertJobScheduler(`villa-pull-${MAIN}`, { every: 15 * 60_000, startDate: new Date(Date.now() + 3_600_000) }, { name: JOBS.scheduledVillaPull, data: { villaSlug: MAIN } });
    const second = await createWorker();
    try {
      const keys = (await queue().getJobSchedulers()).map((scheduler) => scheduler.key);
      expect(keys).not.toContain(`villa-pull-${MAIN}`);
      for (const slug of MY_VILLAS) expect(keys.filter((key) => key === feedSchedulerId(feedIds[slug]!))).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect(await setFeed(CONDITIONAL, null)).toMatchObject({ hasAirbnbFeed: false });
    const keys = (await queue().getJobSchedulers()).map((scheduler) => scheduler.key);
    expect(keys).not.toContain(feedSchedulerId(feedIds[CONDITIONAL]!));
    // Removing the link releases what it imported: cancelled with the reason, kept in the history.
    expect(await blocks(CONDITIONAL, 'upcoming=true')).toHaveLength(0);
    expect((await blocks(CONDITIONAL)).filter((block) => block.reason === 'feed removed' && block.status === 'cancelled')).toHaveLength(3);
  });
});
