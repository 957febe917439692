import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type CheckInPersonBody, type RegisterOverdueResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { startProcess, type RunningProcess, until } from '../support/processes.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { createGuest } from './guest-fixtures.ts';
import { KTP_PERSON, twoAdults } from '../support/check-in-fixtures.ts';

// A report due four seconds after the arrival, so the worker's delayed job fires within the test.
const REGISTER_ENV = { IMMIGRATION_REPORT_HOURS: String(4 / 3600) };

const GERMAN: CheckInPersonBody = {
  fullName: 'Thomas Becker',
  sex: 'M',
  birthDate: '1985-09-02',
  nationality: 'D',
  documentType: 'passport',
  documentNumber: 'C01X00T47',
  issuingCountry: 'D',
  documentExpiry: '2034-01-31',
  mrz: null,
};


describe('the report to immigration, overdue by a delayed job in the workers', () => {
  let api: TestApi;
  let staffCookie: string;
  let socket: ClientSocket;
  let dir: string;
  const raised: string[] = [];
  const workers: RunningProcess[] = [];
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, REGISTER_ENV);
    dir = await mkdtemp(join(tmpdir(), 'prana-register-'));
    api = await startTestApi();
    // Deadlines other files scheduled in the same queue would stand before this file's own.
    await api.app.get<Queue>(getQueueToken(QUEUES.register)).obliterate({ force: true });
    staffCookie = await signIn(api, { staff: 'staff' });
    socket = connect(api.url, staffCookie);
    await nextEvent(socket, 'session.ready');
    socket.on('register.changed', ({ stay }) => {
      for (const person of stay.persons) if (person.overdueAt !== null) raised.push(`${stay.bookingId}/${person.position}/${person.overdueAt}`);
    });
    const healthFile = join(dir, 'worker');
    workers.push(startProcess('worker', { ...REGISTER_ENV, HEALTH_FILE: healthFile }));
    await until(() => existsSync(healthFile), 45_000, 'the worker to start');
  }, 90_000);

  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await api?.close();
    await rm(dir, { recursive: true, force: true });
    process.env = saved;
  });

  it('raises an unreported foreign guest once after the set time, live; a guest reported in time never', { timeout: 60_000 }, async () => {
    const late = await createGuest(api, { fromToday: 0 });
    const onTime = await createGuest(api, { fromToday: 0 });
    for (const guest of [late, onTime]) {
      await api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).send(twoAdults({ guests: [GERMAN, KTP_PERSON] })).expect(200);
      await api.request().post(`/api/staff/check-ins/${guest.booking.id}/guests/0/verify`).set('Cookie', staffCookie).expect(200);
      await api.request().post(`/api/staff/check-ins/${guest.booking.id}/guests/1/verify`).set('Cookie', staffCookie).expect(200);
    }
    await api.request().post(`/api/staff/check-ins/${onTime.booking.id}/guests/0/report`).set('Cookie', staffCookie).send({ proofNumber: 'APOA-1' }).expect(200);

    await until(() => raised.some((entry) => entry.startsWith(`${late.booking.id}/0/`)), 30_000, 'the overdue report');
    // Past both deadlines and then some: raised once, never for the guest reported in time or the Indonesian guest.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(new Set(raised.filter((entry) => entry.startsWith(`${late.booking.id}/`)))).toHaveProperty('size', 1);
    expect(raised.filter((entry) => entry.startsWith(`${onTime.booking.id}/`))).toEqual([]);
    const overdue = (await api.request().get('/api/staff/register/overdue').set('Cookie', staffCookie).expect(200)).body as RegisterOverdueResponse;
    const stay = overdue.stays.find((candidate) => candidate.bookingId === late.booking.id);
    expect(stay?.persons.map((person) => [person.position, person.overdueAt !== null])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(overdue.stays.some((candidate) => candidate.bookingId === onTime.booking.id)).toBe(false);
  });
});
