import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import supertest from 'supertest';
import { startProcess, until, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { privateRedis, type PrivateRedis } from '../support/redis-server.ts';
import { nextEvent, type ClientSocket } from '../support/sockets.ts';

const PORT = 3622;
const url = `http://127.0.0.1:${PORT}`;
/** The one line a process writes when its command connection loses Redis. */
const OUTAGE_WARNING = /"level":40,[^\n]*"msg":"commands: [^"]+; reconnecting to 127\.0\.0\.1:6392"/;

describe('Redis restarts under a running api and worker', () => {
  let redis: PrivateRedis;
  const processes: RunningProcess[] = [];

  beforeAll(async () => {
    redis = privateRedis(6392);
    await redis.start();
    // The worker's heartbeat file appears once it has started: an outage during its start-up would
    // test something else (its logs are held until then).
    const healthFile = join(mkdtempSync(join(tmpdir(), 'prana-redis-restart-')), 'worker');
    processes.push(
      startProcess('main', { PORT: String(PORT), REDIS_URL: redis.url }, { captureOutput: true }),
      startProcess('worker', { REDIS_URL: redis.url, HEALTH_FILE: healthFile }, { captureOutput: true }),
    );
    await waitForHealthy(url);
    await until(() => existsSync(healthFile), 60_000, 'the worker to start');
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await redis?.kill();
  });

  it('reconnects api and worker, resumes open sockets and keeps working', async () => {
    const login = await supertest(url).post('/api/auth/guest/login').send({ lastName: 'Walker', bookingCode: 'PRN-2402' }).expect(200);
    const cookie = ([login.headers['set-cookie']].flat()[0] as string).split(';')[0]!;
    const socket = io(url, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, reconnectionDelay: 200, reconnectionDelayMax: 500 }) as ClientSocket;
    try {
      await nextEvent(socket, 'session.ready');

      await redis.kill();
      const ready = await fetch(`${url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).redis.status).toBe('down');
      // Redis stays down until each process has noticed: a restart quicker than their first retry
      // would be no outage to them.
      for (const process of processes) await until(() => OUTAGE_WARNING.test(process.output()), 15_000, 'the outage warning');

      await redis.start();
      await waitForHealthy(url, { timeoutMs: 20_000 });

      // The socket is still (or again) connected and receives live events after the restart.
      const ended = nextEvent(socket, 'session.ended', 15_000);
      await supertest(url).post('/api/auth/logout').set('Cookie', cookie).expect(204);
      expect(await ended).toEqual({ reason: 'signed-out' });

      // Rate-limited sign-in (Redis-backed) works again.
      await supertest(url).post('/api/auth/guest/login').send({ lastName: 'Walker', bookingCode: 'PRN-2402' }).expect(200);
      // The worker is still alive and connected.
      expect(processes[1]!.child.exitCode).toBeNull();
      // The outage was logged as a warning per connection (awaited above), not as a stack trace per
      // retry. Its first error may be a refused connection or a write cut short (EPIPE).
      for (const process of processes) expect(process.errors()).not.toMatch(/ECONNREFUSED|EPIPE|ECONNRESET/);
    } finally {
      socket.disconnect();
    }
  });
});
