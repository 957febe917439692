import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQueueToken } from '@nestjs/bullmq';
import { QueueEvents, type Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { JOBS, QUEUES, SCHEDULER_IDS } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { Session } from '../../apps/api/src/auth/session.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn } from '../support/sockets.ts';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function waitForFile(file: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (existsSync(file)) return readFile(file, 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${file} was not written`);
}

describe('worker process', () => {
  let api: TestApi;
  let worker: Worker;
  beforeAll(async () => {
    api = await startTestApi();
    worker = await createWorker();
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  it('runs queued jobs: an enqueued purge deletes expired sessions', async () => {
    const em = api.app.get(EntityManager).fork();
    em.persist(new Session('expired-session-for-purge-test', 'guest', new Date(Date.now() - 60_000)));
    await em.flush();

    const queue = api.app.get<Queue>(getQueueToken(QUEUES.maintenance));
    const events = new QueueEvents(QUEUES.maintenance, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    try {
      await events.waitUntilReady();
      const job = await queue.add(JOBS.purgeExpiredSessions, {});
      // The schedule's first tick may purge the row first; either way the worker did it.
      const result = (await job.waitUntilFinished(events, 10_000)) as { purged: number };
      expect(Number.isInteger(result.purged)).toBe(true);
      expect(await em.fork().count(Session, { id: 'expired-session-for-purge-test' })).toBe(0);
    } finally {
      await events.close();
    }
  });

  it('keeps its health file fresh for the container health check while Redis answers', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'prana-worker-')), 'health');
    process.env.HEALTH_FILE = file;
    const second = await createWorker();
    try {
      const written = await waitForFile(file);
      expect(Date.now() - Date.parse(written)).toBeLessThan(60_000);
    } finally {
      await second.close();
      delete process.env.HEALTH_FILE;
      await rm(file, { force: true });
    }
  });

  it("registers the purge schedule once, however many workers start", async () => {
    const second = await createWorker();
    try {
      const queue = api.app.get<Queue>(getQueueToken(QUEUES.maintenance));
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.filter((scheduler) => scheduler.key === SCHEDULER_IDS[JOBS.purgeExpiredSessions]())).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('publishes live events that reach a client connected to the api', async () => {
    const cookie = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    const socket = connect(api.url, cookie);
    const readyEvent = nextEvent(socket, 'session.ready');
    try {
      const ready = await readyEvent;
      const room = ready.rooms.find((name) => name.startsWith('session:'))!;
      const ended = nextEvent(socket, 'session.ended');
      worker.app.get(RealtimeService).endSessions(room, 'expired');
      expect(await ended).toEqual({ reason: 'expired' });
    } finally {
      socket.disconnect();
    }
  });
});
