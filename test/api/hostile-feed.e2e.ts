import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SyncResultResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

const VILLA = 'palms-2bd-2';

/** 1,000 events repeating daily (~125 kB): 760,000 instances over the two-year window. */
function hostileFeed(): string {
  const start = todayInBali(new Date()).replaceAll('-', '');
  const events = Array.from({ length: 1_000 }, (_, index) =>
    ['BEGIN:VEVENT', `UID:hostile-${index}@example`, `DTSTART;VALUE=DATE:${start}`, 'RRULE:FREQ=DAILY', 'SUMMARY:Not available', 'END:VEVENT'].join('\r\n'),
  );
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Hostile//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
}

describe('a hostile feed cannot stall the worker', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let master: string;

  const blocks = async () => {
    const [row] = await api.app.get(EntityManager).fork().execute<{ count: string }[]>(`select count(*) from availability_blocks where villa_slug = ? and source = 'airbnb'`, [VILLA]);
    return Number(row!.count);
  };
  const sync = async () => (await api.request().post(`/api/villas/${VILLA}/sync-airbnb`).set('Cookie', master).expect(200)).body as SyncResultResponse;
  const setFeed = (url: string | null) => api.request().patch(`/api/villas/${VILLA}`).set('Cookie', master).send({ airbnbIcalUrl: url }).expect(200);

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.route('/good.ics', { body: fixture('airbnb.ics') });
    feeds.route('/hostile.ics', { body: hostileFeed() });
    api = await startTestApi();
    worker = await createWorker();
    master = await signIn(api, { staff: 'master' });
  });
  afterAll(async () => {
    await setFeed(null).catch(() => undefined);
    await api.app.get(EntityManager).fork().execute(`delete from availability_blocks where villa_slug = ? and source = 'airbnb'`, [VILLA]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
  });

  it('fails the run with its reason, changes nothing, and the worker goes on answering', async () => {
    await setFeed(`${feeds.url}/good.ics`);
    expect(await sync()).toMatchObject({ status: 'success', changes: { created: 3 } });
    const before = await blocks();

    await setFeed(`${feeds.url}/hostile.ics`);
    const failed = await sync();
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The calendar has more than 20,000 stays and closed dates (each repeat of a recurring event counts, up to two years ahead). Nothing was changed.',
    });
    expect(await blocks()).toBe(before);

    // The same worker takes the next job.
    await setFeed(`${feeds.url}/good.ics`);
    expect(await sync()).toMatchObject({ status: 'success' });
  });
});
