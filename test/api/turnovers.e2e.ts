import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getQueueToken } from '@nestjs/bullmq';
import { QueueEvents, type Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { QUEUES, TURNOVERS_CATCH_UP_JOB_ID, turnoverDueJobId, type CalendarResponse, type RotaResponse, type ShiftResponse, type StaffQueueResponse, type TurnoverChangedPayload, type TurnoverResponse, type TurnoversResponse } from '@prana/contracts';
import { baliInstant } from '@prana/domain';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { day, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';

// Villas of this file only (their imported blocks and turnovers are removed after).
const VILLA = 'palms-2bd-2';

/** An Airbnb-like feed of reservations [uid, first night offset, check-out offset]. */
function feed(stays: [string, number, number][], extra = ''): string {
  const events = stays.map(
    ([uid, from, to]) =>
      `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${day(from).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${day(to).replaceAll('-', '')}\r\nUID:${uid}@airbnb.com\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`,
  );
  return `BEGIN:VCALENDAR\r\nPRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN${extra}\r\nVERSION:2.0\r\n${events.join('')}END:VCALENDAR\r\n`;
}

interface StoredRow {
  id: string;
  uid: string;
  day: string;
  due_at: Date;
  same_day: boolean;
  arrival_day: string | null;
  state: string;
  cancelled_at: Date | null;
  version: number;
  updated_at: Date;
}

describe('turnovers: derived from the calendar, moved by housekeeping', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let master: string;
  let staff: string;
  let investor: string;
  let socket: ClientSocket;
  let shiftId: string | null = null;

  const as = (cookie: string) => ({
    patch: (path: string, body: unknown) => api.request().patch(path).set('Cookie', cookie).send(body as object),
    post: (path: string, body?: unknown) => api.request().post(path).set('Cookie', cookie).send(body as object),
    get: (path: string) => api.request().get(path).set('Cookie', cookie),
    delete: (path: string) => api.request().delete(path).set('Cookie', cookie),
    put: (path: string, body: unknown) => api.request().put(path).set('Cookie', cookie).send(body as object),
  });
  const queue = () => api.app.get<Queue>(getQueueToken(QUEUES.concierge));
  const em = () => api.app.get(EntityManager).fork();
  const sync = async () => (await as(master).post(`/api/villas/${VILLA}/sync-airbnb`).expect(200)).body as { status: string };
  /** The villa's stored turnovers by their reservation's UID. */
  const stored = async (): Promise<Map<string, StoredRow>> => {
    const rows = await em().execute<StoredRow[]>(
      `select t.id, b.uid, to_char(t.day, 'YYYY-MM-DD') as day, t.due_at, t.same_day, to_char(t.arrival_day, 'YYYY-MM-DD') as arrival_day, t.state, t.cancelled_at, t.version, t.updated_at
       from turnovers t join availability_blocks b on b.id = t.departure_block_id where t.villa_slug = ?`,
      [VILLA],
    );
    return new Map(rows.map((row) => [row.uid.replace('@airbnb.com', ''), row]));
  };
  const board = async (cookie = staff) => (await as(cookie).get('/api/turnovers').expect(200)).body as TurnoversResponse;
  /** The next turnover.changed about one turnover (in a given state). */
  const eventFor = (id: string, state?: string) =>
    new Promise<TurnoverChangedPayload>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no turnover.changed for ${id}`)), 10_000);
      const listener = (payload: TurnoverChangedPayload) => {
        if (payload.id !== id || (state !== undefined && payload.turnover?.state !== state)) return;
        clearTimeout(timer);
        socket.off('turnover.changed', listener);
        resolve(payload);
      };
      socket.on('turnover.changed', listener);
    });
  const move = (id: string, state: string, cookie = staff) => as(cookie).post(`/api/turnovers/${id}/state`, { state });

  beforeAll(async () => {
    feeds = await startFeedServer();
    api = await startTestApi();
    worker = await createWorker();
    master = await signIn(api, { staff: 'master' });
    staff = await signIn(api, { staff: 'staff' });
    investor = await signIn(api, { staff: 'investor' });
    socket = connect(api.url, staff);
    await nextEvent(socket, 'session.ready');
  });

  afterAll(async () => {
    socket?.disconnect();
    if (shiftId) await as(master).delete(`/api/rota/shifts/${shiftId}`).catch(() => undefined);
    await as(master).patch(`/api/villas/${VILLA}`, { airbnbIcalUrl: null }).catch(() => undefined);
    await em().execute(`delete from availability_blocks where source = 'airbnb' and villa_slug = ?`, [VILLA]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
  });

  it('gives every imported stay a turnover on its check-out day: a same-day turn due at 15:00 and listed first, else by the end of the day', async () => {
    feeds.route('/t.ics', { body: feed([['r1', -2, 1], ['r2', 1, 4], ['r3', 6, 8]]) });
    await as(master).patch(`/api/villas/${VILLA}`, { airbnbIcalUrl: `${feeds.url}/t.ics` }).expect(200);
    expect((await sync()).status).toBe('success');
    const rows = await stored();
    expect(rows.get('r1')).toMatchObject({ day: day(1), same_day: true, arrival_day: day(1), state: 'occupied', cancelled_at: null });
    expect(new Date(rows.get('r1')!.due_at)).toEqual(baliInstant(day(1), '15:00'));
    expect(rows.get('r2')).toMatchObject({ day: day(4), same_day: false, arrival_day: day(6) });
    expect(new Date(rows.get('r2')!.due_at)).toEqual(baliInstant(day(5), '00:00'));
    expect(rows.get('r3')).toMatchObject({ day: day(8), same_day: false, arrival_day: null });

    const listed = (await board()).turnovers.filter((turnover) => turnover.villaSlug === VILLA);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ day: day(1), sameDay: true, state: 'occupied', departure: { day: day(1), time: '12:00' }, arrival: { day: day(1), time: '15:00' } });
    // Same-day turns come first on each day.
    const tomorrow = (await board()).turnovers.filter((turnover) => turnover.day === day(1)).map((turnover) => turnover.sameDay);
    expect(tomorrow).toEqual([...tomorrow].sort((a, b) => Number(b) - Number(a)));

    // Each has its not-ready alert job, an hour before its due time.
    const job = await queue().getJob(turnoverDueJobId(rows.get('r3')!.id, rows.get('r3')!.due_at));
    expect(await job?.getState()).toBe('delayed');
    expect(job!.data).toEqual({ turnoverId: rows.get('r3')!.id, dueAt: new Date(rows.get('r3')!.due_at).toISOString() });

    // The multi-calendar shows the readiness on the arrival day.
    const calendar = (await as(staff).get(`/api/calendar?from=${day(0)}&days=14`).expect(200)).body as CalendarResponse;
    expect(calendar.readiness).toContainEqual({ villaSlug: VILLA, day: day(1), turnoverId: rows.get('r1')!.id, state: 'occupied' });
  });

  it('changes no turnover on a pull that changes nothing, re-parsed or not', async () => {
    const before = await stored();
    expect((await sync()).status).toBe('success');
    // The same stays in other bytes: parsed and reconciled again.
    feeds.route('/t.ics', { body: feed([['r1', -2, 1], ['r2', 1, 4], ['r3', 6, 8]], '\r\nX-WR-CALNAME:Palms') });
    expect((await sync()).status).toBe('success');
    const after = await stored();
    for (const [uid, row] of before) {
      expect(after.get(uid)!.version).toBe(row.version);
      expect(after.get(uid)!.updated_at).toEqual(row.updated_at);
    }
  });

  it('re-times a turnover when its reservation moves in the feed, keeping its state, and moves its alert job', async () => {
    const before = await stored();
    const r3 = before.get('r3')!;
    await move(r3.id, 'to-clean').expect(200);
    feeds.route('/t.ics', { body: feed([['r1', -2, 1], ['r2', 1, 4], ['r3', 7, 9]]) });
    expect((await sync()).status).toBe('success');
    const after = await stored();
    expect(after.get('r3')).toMatchObject({ id: r3.id, day: day(9), state: 'to-clean', cancelled_at: null });
    expect(after.get('r3')!.version).toBe(r3.version + 2);
    // The stay before it now prepares for an arrival a day later.
    expect(after.get('r2')).toMatchObject({ day: day(4), arrival_day: day(7) });
    expect(after.get('r1')!.version).toBe(before.get('r1')!.version);
    expect(await queue().getJob(turnoverDueJobId(r3.id, r3.due_at))).toBeUndefined();
    expect(await (await queue().getJob(turnoverDueJobId(r3.id, after.get('r3')!.due_at)))?.getState()).toBe('delayed');
  });

  it('cancels the turnover of a reservation cancelled in its feed', async () => {
    const r3 = (await stored()).get('r3')!;
    const heard = eventFor(r3.id);
    feeds.route('/t.ics', { body: feed([['r1', -2, 1], ['r2', 1, 4]]) });
    expect((await sync()).status).toBe('success');
    expect((await stored()).get('r3')!.cancelled_at).not.toBeNull();
    expect(await heard).toMatchObject({ id: r3.id, villaSlug: VILLA, turnover: null });
    expect(await queue().getJob(turnoverDueJobId(r3.id, (await stored()).get('r3')!.due_at))).toBeUndefined();
    const refused = await move(r3.id, 'cleaning').expect(409);
    expect(refused.body).toMatchObject({ code: 'turnover.cancelled' });
  });

  it('moves one state at a time from a phone: a skipped step or a stale move is a coded 409, and of two parallel moves one wins', async () => {
    const id = (await stored()).get('r1')!.id;
    const skipped = await move(id, 'cleaning').expect(409);
    expect(skipped.body).toMatchObject({ code: 'turnover.transition', params: { from: 'occupied', to: 'cleaning' } });
    await move(id, 'to-clean').expect(200);
    const heard = eventFor(id, 'cleaning');
    const results = await Promise.all([move(id, 'cleaning'), move(id, 'cleaning'), move(id, 'cleaning')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    expect((await heard).turnover).toMatchObject({ id, state: 'cleaning' });
    expect((await move(id, 'dirty').expect(400)).body).toMatchObject({ code: 'turnover.state' });
    expect((await move('00000000-0000-4000-8000-00000000abcd', 'ready').expect(404)).body).toMatchObject({ code: 'turnover.notFound' });
    await move('not-a-uuid', 'ready').expect(404);
    await move(id, 'to-inspect', investor).expect(403);
  });

  it('assigns someone on the day’s housekeeping shift, ticks the villa kind’s checklist and keeps notes', async () => {
    const id = (await stored()).get('r1')!.id;
    const rota = (await as(master).get(`/api/rota?from=${day(1)}&to=${day(1)}`).expect(200)).body as RotaResponse;
    if ((await board()).crew[day(1)]!.length === 0) {
      // No housekeeping shift that day yet: one for someone free.
      const busy = new Set(rota.shifts.flatMap((shift) => shift.people.map((person) => person.id)));
      const free = rota.roster.find((person) => !busy.has(person.id))!;
      const shift = { day: day(1), team: 'operations', start: '08:00', end: '16:00', required: 1, leadId: free.id, peopleIds: [free.id] };
      shiftId = ((await as(master).post('/api/rota/shifts', shift).expect(201)).body as ShiftResponse).id;
    }
    const crew = (await board()).crew[day(1)]!;
    const onShift = crew[0]!;
    const offShift = rota.roster.find((person) => !crew.some((member) => member.id === person.id))!;
    expect(rota.shifts.filter((shift) => shift.team === 'operations').flatMap((shift) => shift.people.map((person) => person.id))).toContain(onShift.id);

    const refused = await as(staff).patch(`/api/turnovers/${id}`, { assigneeId: offShift.id }).expect(400);
    expect(refused.body).toMatchObject({ code: 'turnover.assignee', fields: { assigneeId: { code: 'turnover.assignee' } } });
    const assigned = (await as(staff).patch(`/api/turnovers/${id}`, { assigneeId: onShift.id, checked: ['strip-beds', 'pool'], notes: '  Late flight: keep the AC on  ' }).expect(200)).body as TurnoverResponse;
    expect(assigned).toMatchObject({ assignee: { id: onShift.id, name: onShift.name }, checked: ['strip-beds', 'pool'], notes: 'Late flight: keep the AC on' });
    expect((await as(staff).patch(`/api/turnovers/${id}`, { checked: ['polish-the-moon'] }).expect(400)).body).toMatchObject({ fields: { checked: { code: 'turnover.checklist' } } });
    expect((await as(staff).patch(`/api/turnovers/${id}`, {}).expect(400)).body).toMatchObject({ code: 'validation.nothingToChange' });
  });

  it('raises an alert in the staff queue when a turnover is not ready an hour before it is due, and drops it once ready', async () => {
    const row = (await stored()).get('r1')!;
    const job = (await queue().getJob(turnoverDueJobId(row.id, row.due_at)))!;
    // Due tomorrow at 15:00: the job waits until 14:00 (the clock moved to then by promoting it).
    expect(Math.abs(job.opts.delay! - (baliInstant(day(1), '14:00').getTime() - job.timestamp))).toBeLessThan(5_000);
    const late = nextEvent(socket, 'turnover.late', 20_000);
    await job.promote();
    expect((await late).turnover).toMatchObject({ id: row.id, state: 'cleaning', alertedAt: expect.any(String) });
    const queueList = (await as(staff).get('/api/staff/requests').expect(200)).body as StaffQueueResponse;
    expect(queueList.turnoverAlerts.map((turnover) => turnover.id)).toContain(row.id);

    await move(row.id, 'to-inspect').expect(200);
    await move(row.id, 'ready').expect(200);
    const after = (await as(staff).get('/api/staff/requests').expect(200)).body as StaffQueueResponse;
    expect(after.turnoverAlerts.map((turnover) => turnover.id)).not.toContain(row.id);
    expect(((await as(staff).get(`/api/calendar?from=${day(0)}&days=14`).expect(200)).body as CalendarResponse).readiness).toContainEqual(
      expect.objectContaining({ villaSlug: VILLA, day: day(1), state: 'ready' }),
    );
    await move(row.id, 'to-inspect').expect(409);
  });

  it('catches up when a worker starts: stays stored without turnovers get theirs and their alert jobs, in one run however many workers start', async () => {
    const before = await stored();
    // Stays from before turnovers existed: their villa has none.
    await em().execute(`delete from turnovers where villa_slug = ?`, [VILLA]);
    const syncQueue = api.app.get<Queue>(getQueueToken(QUEUES.calendarSync));
    const events = new QueueEvents(QUEUES.calendarSync, { connection: syncQueue.opts.connection, prefix: syncQueue.opts.prefix });
    const runs: { changed: string[] }[] = [];
    events.on('completed', ({ jobId, returnvalue }) => {
      if (jobId === TURNOVERS_CATCH_UP_JOB_ID) runs.push((typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as { changed: string[] });
    });
    await events.waitUntilReady();
    const replicas = await Promise.all([createWorker(), createWorker()]);
    try {
      await expect.poll(async () => runs.length > 0 && (await syncQueue.getJob(TURNOVERS_CATCH_UP_JOB_ID)) === undefined, { timeout: 20_000 }).toBe(true);
      const after = await stored();
      expect([...after.keys()].sort()).toEqual(['r1', 'r2']);
      for (const uid of ['r1', 'r2']) {
        expect(after.get(uid)).toMatchObject({ day: before.get(uid)!.day, same_day: before.get(uid)!.same_day, arrival_day: before.get(uid)!.arrival_day, state: 'occupied', cancelled_at: null });
        expect(await (await queue().getJob(turnoverDueJobId(after.get(uid)!.id, after.get(uid)!.due_at)))?.getState()).toBe('delayed');
      }
      // Only one run found anything to do on the villa; another start changes nothing.
      expect(runs.filter((run) => run.changed.includes(VILLA))).toHaveLength(1);
      const seen = runs.length;
      const third = await createWorker();
      await third.close();
      await expect.poll(async () => runs.length > seen && (await syncQueue.getJob(TURNOVERS_CATCH_UP_JOB_ID)) === undefined, { timeout: 20_000 }).toBe(true);
      expect(runs.filter((run) => run.changed.includes(VILLA))).toHaveLength(1);
      for (const [uid, row] of await stored()) expect(row.version).toBe(after.get(uid)!.version);
    } finally {
      await events.close();
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });

  it('gives closed dates no turnover, unless staff enter a payout that makes them a stay (and undo takes it back)', async () => {
    const closed = `BEGIN:VEVENT\r\nDTSTART;VALUE=DATE:${day(10).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${day(12).replaceAll('-', '')}\r\nUID:c1@airbnb.com\r\nSUMMARY:Airbnb (Not available)\r\nEND:VEVENT\r\n`;
    feeds.route('/t.ics', { body: feed([['r1', -2, 1], ['r2', 1, 4]]).replace('END:VCALENDAR', `${closed}END:VCALENDAR`) });
    expect((await sync()).status).toBe('success');
    expect((await stored()).has('c1')).toBe(false);
    const [{ id: blockId }] = await em().execute<{ id: string }[]>(`select id from availability_blocks where uid = 'c1@airbnb.com' and villa_slug = ?`, [VILLA]);

    const heard = new Promise<TurnoverChangedPayload>((resolve) => {
      const listener = (payload: TurnoverChangedPayload) => {
        if (payload.villaSlug !== VILLA || payload.turnover?.day !== day(12)) return;
        socket.off('turnover.changed', listener);
        resolve(payload);
      };
      socket.on('turnover.changed', listener);
    });
    await as(master).put(`/api/finance/payouts/${blockId}`, { amount: 4_500_000 }).expect(200);
    expect((await stored()).get('c1')).toMatchObject({ day: day(12), cancelled_at: null });
    expect((await heard).turnover).toMatchObject({ day: day(12), departure: { blockId } });
    await as(master).post('/api/finance/undo', {}).expect(200);
    expect((await stored()).get('c1')!.cancelled_at).not.toBeNull();
  });

  it('re-times the turnover of a direct booking whose dates staff move, and leaves none on the old day', async () => {
    const villaSlug = 'palms-2bd-1';
    const checkIn = day(30);
    const created = await as(master).post('/api/bookings/direct', { villaSlug, guestName: 'Mira Turnover', email: 'mira.turnover@example.com', adults: 2, checkIn, checkOut: day(33) }).expect(201);
    const bookingId = (created.body as { booking: { id: string } }).booking.id;
    const turnoverDays = async () =>
      (await em().execute<{ day: string }[]>(`select to_char(t.day, 'YYYY-MM-DD') as day from turnovers t join availability_blocks b on b.id = t.departure_block_id where b.booking_id = ? and t.cancelled_at is null`, [bookingId])).map((row) => row.day);
    expect(await turnoverDays()).toEqual([day(33)]);
    await as(master).patch(`/api/bookings/${bookingId}/dates`, { checkIn, checkOut: day(35) }).expect(200);
    expect(await turnoverDays()).toEqual([day(35)]);
  });
});
