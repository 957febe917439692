import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { startProcess, type RunningProcess } from '../support/processes.ts';
import { signIn } from '../support/sockets.ts';

describe('structured logs across api and worker', () => {
  let api: TestApi;
  let feeds: FeedServer;
  let worker: RunningProcess;
  let master: string;

  beforeAll(async () => {
    api = await startTestApi();
    feeds = await startFeedServer();
    worker = startProcess('worker', { LOG_LEVEL: 'log' }, { captureOutput: true });
    master = await signIn(api, { staff: 'master' });
  });
  afterAll(async () => {
    await worker?.stop();
    await feeds?.close();
    await api?.close();
  });

  it('carries the request id of a sync from the api request into the worker job log, as JSON', async () => {
    feeds.route('/logged.ics', { body: fixture('airbnb.ics') });
    await api.request().patch('/api/villas/jungle-honeymoon-2').set('Cookie', master).send({ airbnbIcalUrl: `${feeds.url}/logged.ics` }).expect(200);
    const response = await api
      .request()
      .post('/api/villas/jungle-honeymoon-2/sync-airbnb')
      .set('Cookie', master)
      .set('X-Request-Id', 'sync-trace-2401')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('sync-trace-2401');
    expect(response.body.status).toBe('success');

    const lines = worker
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.msg === 'calendar pull finished')).toMatchObject({
      requestId: 'sync-trace-2401',
      villaSlug: 'jungle-honeymoon-2',
      status: 'success',
      service: 'prana',
    });

    await api.request().patch('/api/villas/jungle-honeymoon-2').set('Cookie', master).send({ airbnbIcalUrl: null }).expect(200);
    await api.app.get(EntityManager).fork().getConnection().execute(`delete from availability_blocks where villa_slug = 'jungle-honeymoon-2' and source = 'airbnb'`);
  });
});
