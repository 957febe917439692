import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type GuestRequestCreatedResponse, type StaffQueueResponse } from '@prana/contracts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { startProcess, type RunningProcess, until } from '../support/processes.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

// A short promise, open all day, so a deadline comes within seconds whatever the time of the run
// (and the workers look for late requests every few tenths of a second).
const CONCIERGE_ENV = { CONCIERGE_RESPONSE_MINUTES: '0.05', CONCIERGE_HOURS: '00:00-24:00' };


describe("the 15-minute promise, kept by the workers' late-requests check", () => {
  let api: TestApi;
  let guest: TestGuest;
  let staffCookie: string;
  let socket: ClientSocket;
  let dir: string;
  const late: string[] = [];
  const workers: RunningProcess[] = [];
  const saved = { ...process.env };

  /** A worker process of its own; resolves once its health file says it is up. */
  async function startWorker(name: string): Promise<RunningProcess> {
    const healthFile = join(dir, name);
    const worker = startProcess('worker', { ...CONCIERGE_ENV, HEALTH_FILE: healthFile });
    workers.push(worker);
    await until(() => existsSync(healthFile), 30_000, `worker ${name} to start`);
    return worker;
  }

  async function askForTowels(): Promise<string> {
    const created = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Towels', notes: 'Two more, please.' }).expect(201);
    return (created.body as GuestRequestCreatedResponse).request.id;
  }

  /** Everything sent before now has arrived once a marker sent after it arrives. */
  async function drained(): Promise<void> {
    const marker = nextEvent(socket, 'availability.changed');
    api.app.get(RealtimeService).toStaff('availability.changed', { villaSlug: 'marker' });
    await marker;
  }

  beforeAll(async () => {
    Object.assign(process.env, CONCIERGE_ENV);
    dir = await mkdtemp(join(tmpdir(), 'prana-concierge-'));
    api = await startTestApi();
    // What other files left in the same queue (their jobs, a slower check's schedule) goes first.
    await api.app.get<Queue>(getQueueToken(QUEUES.concierge)).obliterate({ force: true });
    guest = await createGuest(api);
    staffCookie = await signIn(api, { staff: 'staff' });
    socket = connect(api.url, staffCookie);
    await nextEvent(socket, 'session.ready');
    socket.on('request.late', ({ item }) => late.push(item.id));
  });

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await api?.close();
    await rm(dir, { recursive: true, force: true });
    process.env = saved;
  });

  it('marks an unanswered request late at its deadline and raises request.late once, with two workers running', async () => {
    await Promise.all([startWorker('a'), startWorker('b')]);
    const id = await askForTowels();
    const answered = await askForTowels();
    await api.request().patch(`/api/staff/requests/${answered}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);

    await until(() => late.includes(id), 20_000, 'request.late');
    // Past both deadlines and then some: nothing more comes, and the answered request never went late.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await drained();
    expect(late.filter((lateId) => lateId === id)).toHaveLength(1);
    expect(late).not.toContain(answered);

    const queue = (await api.request().get('/api/staff/requests').set('Cookie', staffCookie).expect(200)).body as StaffQueueResponse;
    const row = queue.items.find((item) => item.id === id);
    expect(row).toMatchObject({ status: 'pending', lateAt: expect.any(String), answeredAt: null });
  });

  it('keeps the escalation across a worker restart: a deadline that passes while no worker runs fires when one starts', async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    const id = await askForTowels();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(late).not.toContain(id);
    await startWorker('c');
    await until(() => late.includes(id), 20_000, 'request.late after the restart');
    await drained();
    expect(late.filter((lateId) => lateId === id)).toHaveLength(1);
  });
});
