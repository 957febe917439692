import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { fixture, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { freePort, startProcess, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { signIn } from '../support/sockets.ts';
import { testEnv } from '../support/env.ts';

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the expected log line did not appear');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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

    // The worker's output reaches this process on its own pipe, possibly after the api's answer.
    expect(await waitFor(() => jsonLines(worker.output()).find((line) => line.msg === 'calendar pull finished'))).toMatchObject({
      requestId: 'sync-trace-2401',
      jobId: expect.stringMatching(/^pull-/),
      queue: 'calendar-sync',
      villaSlug: 'jungle-honeymoon-2',
      status: 'success',
      service: 'prana',
    });

    await api.request().patch('/api/villas/jungle-honeymoon-2').set('Cookie', master).send({ airbnbIcalUrl: null }).expect(200);
    await api.app.get(EntityManager).fork().getConnection().execute(`delete from availability_blocks where villa_slug = 'jungle-honeymoon-2' and source = 'airbnb'`);
  });
  it('logs a failed pull as a warning with its reason', async () => {
    feeds.route('/gone.ics', { status: 404 });
    await api.request().patch('/api/villas/jungle-honeymoon-2').set('Cookie', master).send({ airbnbIcalUrl: `${feeds.url}/gone.ics` }).expect(200);
    const response = await api.request().post('/api/villas/jungle-honeymoon-2/sync-airbnb').set('Cookie', master).set('X-Request-Id', 'sync-gone-2401').expect(200);
    expect(response.body.status).toBe('failed');
    const line = await waitFor(() => jsonLines(worker.output()).find((entry) => entry.requestId === 'sync-gone-2401' && entry.msg === 'calendar pull finished'));
    expect(line).toMatchObject({ level: 40, status: 'failed', villaSlug: 'jungle-honeymoon-2' });
    expect(line!.error).toEqual(expect.any(String));
    await api.request().patch('/api/villas/jungle-honeymoon-2').set('Cookie', master).send({ airbnbIcalUrl: null }).expect(200);
  });

  it('writes one JSON line at start and one short line per request, without headers, when output is not a terminal', async () => {
    const port = await freePort();
    const apiProcess = startProcess('main', { PORT: String(port), LOG_LEVEL: 'log' }, { captureOutput: true });
    try {
      await waitForHealthy(`http://127.0.0.1:${port}`);
      await fetch(`http://127.0.0.1:${port}/api/villas`, { headers: { cookie: master, 'x-request-id': 'short-line-2401', 'user-agent': 'a-very-distinctive-agent/1.0' } });
      const lines = await waitFor(() => {
        const all = jsonLines(apiProcess.output());
        return all.some((line) => line.msg?.toString().startsWith('GET /api/villas')) ? all : undefined;
      });
      const started = lines.filter((line) => (line.level as number) >= 30 && !(line.req as object | undefined));
      expect(started.map((line) => line.msg)).toEqual([`api listening on http://localhost:${port}`]);
      const request = lines.find((line) => line.msg?.toString().startsWith('GET /api/villas'))!;
      expect(request.msg).toMatch(/^GET \/api\/villas 200 \d+ ms$/);
      expect(request).toMatchObject({ level: 30, req: { id: 'short-line-2401', method: 'GET', url: '/api/villas' }, res: { statusCode: 200 } });
      const raw = apiProcess.output().split('\n').find((line) => line.includes('short-line-2401'))!;
      expect(raw).not.toMatch(/headers|a-very-distinctive-agent|prana_session|cookie/i);
      expect(raw.length).toBeLessThan(400);

      // A visitor's second read is answered from the cache, before Nest's middleware: the same line.
      for (const id of ['visitor-2401-a', 'visitor-2401-b']) await fetch(`http://127.0.0.1:${port}/api/villas`, { headers: { 'x-request-id': id } });
      const visitorLines = await waitFor(() => {
        const found = jsonLines(apiProcess.output()).filter((line) => (line.req as { id?: string } | undefined)?.id?.startsWith('visitor-2401'));
        return found.length === 2 ? found : undefined;
      });
      for (const [index, line] of visitorLines.entries()) {
        expect(line.msg).toMatch(/^GET \/api\/villas 200 \d+ ms$/);
        expect(line).toMatchObject({ level: 30, req: { id: `visitor-2401-${'ab'[index]}`, method: 'GET', url: '/api/villas' }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
      }

      // A villa's outbound feed token opens its calendar: the log line never holds it.
      const villas = (await (await fetch(`http://127.0.0.1:${port}/api/villas`, { headers: { cookie: master } })).json()) as { outboundFeedToken: string | null }[];
      const token = villas.find((villa) => villa.outboundFeedToken)!.outboundFeedToken!;
      await fetch(`http://127.0.0.1:${port}/ical/villa/${token}?channel=airbnb`, { headers: { 'x-request-id': 'feed-2401' } });
      const feedLine = await waitFor(() => jsonLines(apiProcess.output()).find((line) => (line.req as { id?: string } | undefined)?.id === 'feed-2401'));
      expect(feedLine).toMatchObject({ msg: expect.stringMatching(/^GET \/ical\/villa\/\[redacted\]\?channel=airbnb 200 \d+ ms$/), req: { url: '/ical/villa/[redacted]?channel=airbnb' } });
      expect(apiProcess.output()).not.toContain(token);
    } finally {
      await apiProcess.stop();
    }
  });

  it('prints coloured one-line messages in a terminal', async () => {
    const port = await freePort();
    // `script` gives the api a pseudo-terminal, as `npm start` in a shell does.
    const child = spawn('script', ['-qfec', `${process.execPath} apps/api/dist/main.js`, '/dev/null'], {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, ...testEnv, PORT: String(port), LOG_LEVEL: 'log' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitForHealthy(`http://127.0.0.1:${port}`);
      await fetch(`http://127.0.0.1:${port}/api/villas`, { headers: { 'x-request-id': 'pretty-2401' } });
      const text = await waitFor(() => (output.includes('pretty-2401') ? stripVTControlCharacters(output) : undefined));
      expect(text).not.toBe(output);
      expect(text).not.toMatch(/^\{/m);
      expect(text).toMatch(/INFO.*\[Prana\] api listening on http:\/\/localhost:\d+/);
      expect(text).toMatch(/INFO.*GET \/api\/villas 200 \d+ ms {2}\(pretty-2401\)/);
      expect(text).not.toMatch(/RouterExplorer|InstanceLoader/);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
