import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import { JOBS, QUEUES, SCHEDULER_IDS, type GuestRequestsResponse, type ReservationRequestResponse } from '@prana/contracts';
import { stageMessageJobId, stageSchedule, todayInBali } from '@prana/domain';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { DemoPulseJob } from '../../apps/api/src/demo/demo-pulse.job.ts';
import { DemoSchedule } from '../../apps/api/src/demo/demo-worker.module.ts';
import { BookingsRepository } from '../../apps/api/src/bookings/bookings.repository.ts';
import { StageMessages } from '../../apps/api/src/bookings/stage-messages.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

/** The first minute from `from` on which the pulse takes `turn` (0 a guest asks, 1 staff answer, 2 a visitor reserves). */
function minuteOfTurn(turn: 0 | 1 | 2, from = new Date()): Date {
  const minute = Math.ceil(from.getTime() / 60_000);
  return new Date((minute + ((turn - (minute % 3) + 3) % 3)) * 60_000);
}

/** `minutes` after `at`. */
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * The development demo moves by itself: a demo guest asks the concierge, a visitor asks for a
 * villa, and after a while the demo's staff account answers what the demo asked, through the same
 * services as the screens; what people asked is left to people. Everything it adds is removed after.
 */
describe('the demo pulse', () => {
  let api: TestApi;
  let worker: Worker;
  let pulse: DemoPulseJob;
  let db: Kysely<DB>;
  let staff: string;
  const job = { id: 'test', name: JOBS.demoPulse, data: {} } as unknown as Job<Record<string, never>, unknown, typeof JOBS.demoPulse>;
  const created = { requests: [] as string[], reservations: [] as string[] };

  beforeAll(async () => {
    api = await startTestApi();
    worker = await createWorker();
    pulse = worker.app.get(DemoPulseJob);
    db = api.app.get(EntityManager).fork().getKysely<DB>();
    staff = await signIn(api, { staff: 'manager' });
  }, 60_000);

  afterAll(async () => {
    if (created.requests.length > 0) await db.deleteFrom('guest_requests').where('id', 'in', created.requests).execute();
    for (const id of created.reservations) {
      const reservation = await db.selectFrom('reservation_requests').select('booking_id').where('id', '=', id).executeTakeFirst();
      await db.deleteFrom('reservation_requests').where('id', '=', id).execute();
      if (reservation?.booking_id) {
        await db.deleteFrom('availability_blocks').where('booking_id', '=', reservation.booking_id).execute();
        await db.deleteFrom('bookings').where('id', '=', reservation.booking_id).execute();
      }
    }
    await worker?.close();
    await api?.close();
  });

  const guestOf = async (code: string): Promise<string> => {
    const { last_name: lastName } = await db.selectFrom('bookings').select('last_name').where('code', '=', code).executeTakeFirstOrThrow();
    return signIn(api, { lastName, bookingCode: code });
  };
  const requestsOf = async (guest: string): Promise<GuestRequestsResponse['requests']> =>
    ((await api.request().get('/api/guest/requests').set('Cookie', guest).expect(200)).body as GuestRequestsResponse).requests;

  it('runs in the development demo only: elsewhere the worker leaves no schedule', async () => {
    const queue = worker.app.get<Queue>(getQueueToken(QUEUES.demo));
    expect((await queue.getJobSchedulers()).map((scheduler) => scheduler.key)).not.toContain(SCHEDULER_IDS[JOBS.demoPulse]());
  });

  it('puts the seeded demo stays’ stage messages on the way, as a booking made on the screens has them, and again at a restart without doubling them', async () => {
    const notifications = worker.app.get<Queue>(getQueueToken(QUEUES.notifications));
    const schedule = worker.app.get(DemoSchedule);
    const now = new Date();
    const stays = await schedule.scheduleStageMessages(now);
    try {
      const codes = (await db.selectFrom('bookings').select('code').where('id', 'in', stays).execute()).map((row) => row.code);
      // The guest in residence and the demo's stays to come; never a stay that has ended, nor a booking of a person's.
      expect(codes).toContain('PRN-2401');
      expect(codes.every((code) => /^PRN-24\d\d$/.test(code))).toBe(true);
      const expected: { jobId: string; sendAt: string }[] = [];
      for (const id of stays) {
        const stay = (await worker.app.get(BookingsRepository).stay(id))!;
        expected.push(...stageSchedule(stay, now).map(({ stage, sendAt }) => ({ jobId: stageMessageJobId(id, stage), sendAt: sendAt.toISOString() })));
      }
      expect(expected.length).toBeGreaterThan(0);
      const pending = async () => (await notifications.getJobs(['delayed', 'wait'])).filter((job) => expected.some((one) => one.jobId === job.id));
      expect((await pending()).map((job) => job.id).sort()).toEqual(expected.map((one) => one.jobId).sort());
      await schedule.scheduleStageMessages(now);
      const again = await pending();
      expect(again).toHaveLength(expected.length);
      for (const job of again) expect((job.data as { sendAt: string }).sendAt).toBe(expected.find((one) => one.jobId === job.id)!.sendAt);
    } finally {
      for (const id of stays) await worker.app.get(StageMessages).cancel(id);
    }
  });

  it('a demo guest in residence asks the concierge, and staff acknowledge it once it waited, leaving a person’s request alone', async () => {
    const askedAt = minuteOfTurn(0);
    const asked = await pulse.handle(job, askedAt);
    const code = /^(PRN-24\d\d) asked for/.exec(asked)?.[1];
    expect(code, asked).toBeDefined();
    const guest = await guestOf(code!);
    const before = await requestsOf(guest);
    const theirs = before.filter((request) => request.category === 'concierge').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
    expect(theirs?.status).toBe('pending');
    created.requests.push(theirs!.id);
    // A person's own request on the same booking: the demo's staff leave it to people.
    const person = (await api.request().post('/api/guest/requests').set('Cookie', guest).send({ category: 'concierge', title: 'A question of my own', notes: 'Is the spa open late?' }).expect(201))
      .body as { request: { id: string } };
    created.requests.push(person.request.id);

    // Not yet: it has not waited twelve minutes.
    expect(await pulse.handle(job, minuteOfTurn(1, askedAt))).toBe('staff answered 0');
    const answered = await pulse.handle(job, minuteOfTurn(1, minutesAfter(askedAt, 12)));
    expect(answered).toMatch(/^staff answered [1-9]/);
    const after = await requestsOf(guest);
    expect(after.find((request) => request.id === theirs!.id)?.status).toBe('acknowledged');
    expect(after.find((request) => request.id === person.request.id)?.status).toBe('pending');
  });

  it('a demo visitor asks for a week at a villa, and staff book it once it waited', async () => {
    const before = new Set((await db.selectFrom('reservation_requests').select('id').execute()).map((row) => row.id));
    const askedAt = minuteOfTurn(2);
    const asked = await pulse.handle(job, askedAt);
    const added = (await db.selectFrom('reservation_requests').select(['id', 'email', 'check_in', 'check_out']).execute()).filter((row) => !before.has(row.id));
    created.reservations.push(...added.map((row) => row.id));
    if (added.length === 0) {
      // Those nights were taken: the pulse says so with the refusal's code, and the next tick tries again.
      expect(asked).toMatch(/^a visitor was refused: (booking|reservation|pricing)\./);
      return;
    }
    expect(asked).toMatch(/asked for [a-z0-9-]+ from \d{4}-\d\d-\d\d \(PRR-/);
    expect(added).toHaveLength(1);
    expect(added[0]!.email).toMatch(/@visitor\.prana\.example$/);

    await pulse.handle(job, minuteOfTurn(1, minutesAfter(askedAt, 12)));
    const reservation = (await api.request().get('/api/reservation-requests').set('Cookie', staff).expect(200)).body as ReservationRequestResponse[];
    const booked = reservation.find((request) => request.id === added[0]!.id);
    expect(booked?.status).toBe('confirmed');
    expect(todayInBali(new Date()) < booked!.checkIn).toBe(true);
  });
});
