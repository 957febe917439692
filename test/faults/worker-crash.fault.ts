import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { startProcess, type RunningProcess } from '../support/processes.ts';
import { signIn } from '../support/sockets.ts';

// A short job lock, so a crashed worker's pull is taken over within seconds (not the default 30 s).
const WORKER_ENV = { JOB_LOCK_SECONDS: '3' };

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('workers failing in the middle of a pull', () => {
  let feeds: FeedServer;
  let api: TestApi;
  let master: string;
  const workers: RunningProcess[] = [];

  const setFeed = (slug: string, url: string | null) =>
    api.request().patch(`/api/villas/${slug}`).set('Cookie', master).send({ airbnbIcalUrl: url }).expect(200);
  const runs = async (slug: string) =>
    (await api.request().get(`/api/villas/${slug}/sync-runs?limit=10`).set('Cookie', master).expect(200)).body as Array<{ status: string }>;
  const importedBlocks = async (slug: string) =>
    api.app.get(EntityManager).fork().getConnection().execute<{ uid: string }[]>(`select uid from availability_blocks where villa_slug = ? and source = 'airbnb'`, [slug]);

  beforeAll(async () => {
    feeds = await startFeedServer();
    api = await startTestApi();
    master = await signIn(api, { staff: 'master' });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await feeds?.close();
    await api?.close();
  });

  it('a pull whose worker is killed completes on another worker, and no block is duplicated', async () => {
    const slug = 'palms-2bd-2';
    feeds.route('/crash.ics', { body: fixture('airbnb.ics'), delayMs: 4_000 });
    await setFeed(slug, `${feeds.url}/crash.ics`);
    const first = startProcess('worker', WORKER_ENV);
    workers.push(first);

    void api.request().post(`/api/villas/${slug}/sync-airbnb`).set('Cookie', master).then(() => undefined);
    await until(async () => feeds.hits('/crash.ics'), (hits) => hits >= 1, 20_000, 'the first worker to fetch the feed');

    // Mid-pull: a second worker joins and the first one dies without a word.
    workers.push(startProcess('worker', WORKER_ENV));
    await first.stop('SIGKILL');
    feeds.route('/crash.ics', { body: fixture('airbnb.ics') });

    const done = await until(() => runs(slug), (list) => list.some((run) => run.status === 'success'), 45_000, 'the pull to finish on the other worker');
    expect(done.filter((run) => run.status === 'success')).toHaveLength(1);
    expect(feeds.hits('/crash.ics')).toBeGreaterThanOrEqual(2);
    const blocks = await importedBlocks(slug);
    expect(blocks).toHaveLength(3);
    expect(new Set(blocks.map((block) => block.uid)).size).toBe(3);
    await setFeed(slug, null);
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  it('a worker stopped with SIGTERM finishes the pull it is running before it exits', async () => {
    const slug = 'palms-2bd-3';
    feeds.route('/shutdown.ics', { body: fixture('airbnb.ics'), delayMs: 3_000 });
    await setFeed(slug, `${feeds.url}/shutdown.ics`);
    const worker = startProcess('worker', WORKER_ENV);
    workers.push(worker);

    void api.request().post(`/api/villas/${slug}/sync-airbnb`).set('Cookie', master).then(() => undefined);
    await until(async () => feeds.hits('/shutdown.ics'), (hits) => hits >= 1, 20_000, 'the worker to fetch the feed');

    const exitCode = await worker.stop('SIGTERM');
    expect(exitCode).toBe(0);
    // By the time the process is gone, its pull has been recorded as a success.
    const list = await runs(slug);
    expect(list.filter((run) => run.status === 'success')).toHaveLength(1);
    expect(await importedBlocks(slug)).toHaveLength(3);
    await setFeed(slug, null);
  });
});
