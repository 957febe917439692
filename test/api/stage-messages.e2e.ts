import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import type { ParsedMail } from 'mailparser';
import { addDays, baliMoment, formatDate, STAY_STAGES, stageDay, stageMessageJobId, todayInBali, type StayStage } from '@prana/domain';
import { QUEUES, type DirectBookingResponse, type ReplyTemplateResponse, type ReplyTemplatesResponse, type StageMessagesResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

/**
 * The messages of each stage of a stay: delayed jobs in Redis computed from a direct booking's
 * dates, moved with them, run by a real worker (a delayed job promoted stands for its time
 * coming), and mailed to a real SMTP server in this process.
 */
/** Asks again every 100 ms until the probe holds. */
async function eventually(probe: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('stage messages of a stay', () => {
  let api: TestApi;
  let worker: Worker;
  let queue: Queue;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const cookies: Record<string, string> = {};
  const saved = { ...process.env };
  // Far-off nights of one villa, a new stretch per run, so runs on the same database never collide.
  let nextStart = 400 + randomInt(0, 60) * 60;
  const villaSlug = 'palms-1bd-1';
  const today = () => todayInBali(new Date());

  beforeAll(async () => {
    smtp = await startSmtpSink();
    Object.assign(process.env, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://prana.example' });
    api = await startTestApi();
    worker = await createWorker();
    queue = api.app.get<Queue>(getQueueToken(QUEUES.notifications));
    for (const role of ['manager', 'staff']) cookies[role] = await signIn(api, { staff: role });
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
    process.env = saved;
  });

  const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  const book = async (guestName: string, fromToday: number, nights = 4) => {
    const checkIn = addDays(today(), fromToday);
    const response = await api
      .request()
      .post('/api/bookings/direct')
      .set('Cookie', cookies.manager!)
      .send({ villaSlug, guestName, email: emailOf(guestName), adults: 2, checkIn, checkOut: addDays(checkIn, nights) })
      .expect(201);
    return (response.body as DirectBookingResponse).booking;
  };
  const freshStart = () => {
    nextStart += 60;
    return nextStart;
  };
  const move = (id: string, checkIn: string, checkOut: string, who = 'manager') =>
    api.request().patch(`/api/bookings/${id}/dates`).set('Cookie', cookies[who]!).send({ checkIn, checkOut });
  const stageJob = (bookingId: string, stage: StayStage) => queue.getJob(stageMessageJobId(bookingId, stage)) as Promise<Job | undefined>;
  const sentList = async (bookingId: string, who = 'staff') =>
    (await api.request().get(`/api/bookings/${bookingId}/stage-messages`).set('Cookie', cookies[who]!).expect(200)).body as StageMessagesResponse;
  const nineWita = (stage: StayStage, stay: { checkIn: string; checkOut: string }) => baliMoment(stageDay(stage, stay), '09:00');
  /** The stage's time comes: its delayed job is promoted, and the worker runs it. */
  const runStage = async (bookingId: string, stage: StayStage) => {
    const job = await stageJob(bookingId, stage);
    expect(job, `${stage} job of ${bookingId}`).toBeDefined();
    await job!.promote();
    await eventually(async () => (await sentList(bookingId)).messages.find((message) => message.stage === stage)!.sentAt !== null, 15_000, `${stage} sent`);
  };
  const mailsTo = (address: string) => smtp.messages.filter((mail: ParsedMail) => mail.to && [mail.to].flat().some((to) => to.value.some((value) => value.address === address)));

  it('gives a booking five delayed jobs at 09:00 WITA on each stage’s day', async () => {
    const booking = await book('Made Wirawan', freshStart());
    for (const stage of STAY_STAGES) {
      const job = await stageJob(booking.id, stage);
      expect(await job?.getState()).toBe('delayed');
      expect(job!.data).toEqual({ bookingId: booking.id, stage, sendAt: nineWita(stage, booking).toISOString() });
      // Due at that moment, give or take the time the request took.
      expect(Math.abs(job!.timestamp + job!.opts.delay! - nineWita(stage, booking).getTime())).toBeLessThan(10_000);
    }
    const list = await sentList(booking.id);
    expect(list.messages.map((message) => [message.stage, message.scheduledAt, message.sentAt])).toEqual(
      STAY_STAGES.map((stage) => [stage, nineWita(stage, booking).toISOString(), null]),
    );
    expect(nineWita('pre-arrival', booking).toISOString()).toBe(`${addDays(booking.checkIn, -7)}T01:00:00.000Z`);
  });

  it('moves the messages with the dates and never sends one twice; the mailbox holds one pre-arrival email', async () => {
    const booking = await book('Komang Sari', freshStart());
    const later = { checkIn: addDays(booking.checkIn, 10), checkOut: addDays(booking.checkIn, 13) };
    const moved = (await move(booking.id, later.checkIn, later.checkOut).expect(200)).body as DirectBookingResponse;
    expect(moved.booking).toMatchObject(later);
    for (const stage of STAY_STAGES) expect((await stageJob(booking.id, stage))!.data.sendAt).toBe(nineWita(stage, later).toISOString());

    await runStage(booking.id, 'pre-arrival');
    const mail = await smtp.next((candidate) => mailsTo(emailOf('Komang Sari')).includes(candidate));
    expect(mail.subject).toBe('Your stay begins in a week');
    expect(mail.text).toContain(formatDate(later.checkIn, 'en', 'long'));
    expect(String(mail.html)).toContain('https://prana.example/app/check-in');
    expect(mail.text).toContain('https://lovebali.baliprov.go.id');

    // Moved again: the pre-arrival job comes back at its new time, and when it runs it sends nothing.
    const again = { checkIn: addDays(later.checkIn, 5), checkOut: addDays(later.checkIn, 9) };
    await move(booking.id, again.checkIn, again.checkOut).expect(200);
    const rescheduled = await stageJob(booking.id, 'pre-arrival');
    expect(rescheduled!.data.sendAt).toBe(nineWita('pre-arrival', again).toISOString());
    await rescheduled!.promote();
    await eventually(async () => (await stageJob(booking.id, 'pre-arrival')) === undefined, 15_000, 'the repeated pre-arrival job to finish');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(emailOf('Komang Sari'))).toHaveLength(1);

    const list = await sentList(booking.id);
    expect(list.messages[0]).toMatchObject({ stage: 'pre-arrival', scheduledAt: null, language: 'en', emails: 1, pushes: 0 });
    expect(list.messages.slice(1).map((message) => message.scheduledAt)).toEqual(STAY_STAGES.slice(1).map((stage) => nineWita(stage, again).toISOString()));
  });

  it('sends nothing for a job the booking’s dates no longer give', async () => {
    const booking = await book('Wayan Darma', freshStart());
    const old = await stageJob(booking.id, 'arrival-day');
    const oldData = old!.data as { sendAt: string };
    await move(booking.id, addDays(booking.checkIn, 2), addDays(booking.checkOut, 2)).expect(200);
    // A job left from the old dates (as when it was running while they moved).
    await queue.add('notifications.stage-message', { ...oldData, bookingId: booking.id, stage: 'arrival-day' }, { jobId: `stale-${booking.id}` });
    await eventually(async () => (await queue.getJob(`stale-${booking.id}`))?.returnvalue?.outcome === 'dates moved', 15_000, 'the stale job');
    expect((await sentList(booking.id)).messages.every((message) => message.sentAt === null)).toBe(true);
  });

  it('sends the stages still ahead of a late booking at once, and schedules the rest', async () => {
    // The first villa free from tomorrow (a run before may have taken one).
    let booking: DirectBookingResponse['booking'] | undefined;
    for (const slug of ['ubud-treetop-3', 'ubud-treetop-2', 'ubud-mansion-1', 'jungle-honeymoon-2', 'palms-2bd-1', 'ubud-lux-2']) {
      const response = await api.request().post('/api/bookings/direct').set('Cookie', cookies.manager!)
        .send({ villaSlug: slug, guestName: 'Nyoman Asih', email: emailOf('Nyoman Asih'), adults: 2, checkIn: addDays(today(), 1), checkOut: addDays(today(), 5) });
      if (response.status === 201) {
        booking = (response.body as DirectBookingResponse).booking;
        break;
      }
    }
    if (!booking) throw new Error('no villa free from tomorrow');
    smtp.messages.splice(0, smtp.messages.length, ...smtp.messages.filter((mail) => !mailsTo(emailOf('Nyoman Asih')).includes(mail)));
    // The day before's 09:00 may still be ahead today (then it waits for it) or gone (then it goes at once).
    const dayBeforeAhead = nineWita('day-before', booking).getTime() > Date.now() + 5_000;
    const atOnce = dayBeforeAhead ? 1 : 2;
    await eventually(async () => (await sentList(booking.id)).messages.filter((message) => message.sentAt !== null).length === atOnce, 15_000, 'the pre-arrival stages');
    const list = await sentList(booking.id);
    expect(list.messages.map((message) => [message.stage, message.sentAt !== null, message.scheduledAt])).toEqual([
      ['pre-arrival', true, null],
      dayBeforeAhead ? ['day-before', false, nineWita('day-before', booking).toISOString()] : ['day-before', true, null],
      ['arrival-day', false, nineWita('arrival-day', booking).toISOString()],
      ['before-departure', false, nineWita('before-departure', booking).toISOString()],
      ['after-stay', false, nineWita('after-stay', booking).toISOString()],
    ]);
    await eventually(() => mailsTo(emailOf('Nyoman Asih')).length === atOnce, 15_000, 'the mails');
    // Moving a stay that has not begun by a day sends nothing again.
    await move(booking.id, addDays(booking.checkIn, 1), addDays(booking.checkOut, 1)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(emailOf('Nyoman Asih'))).toHaveLength(atOnce);
  });

  it('writes the next message from the template the manager edited, in each guest’s language', async () => {
    const templates = (await api.request().get('/api/reply-templates').set('Cookie', cookies.manager!).expect(200)).body as ReplyTemplatesResponse;
    const preArrival = templates.templates.find((template) => template.stage === 'pre-arrival')!;
    const edited = {
      titleEn: 'A week to go, {guest}',
      titleId: 'Seminggu lagi, {guest}',
      bodyEn: 'See you on {checkIn} at {villa}. Check in: {checkInLink}',
      bodyId: 'Sampai jumpa pada {checkIn} di {villa}. Check-in: {checkInLink}',
    };
    const saved = (await api.request().put(`/api/reply-templates/${preArrival.id}`).set('Cookie', cookies.manager!).send(edited).expect(200)).body as ReplyTemplateResponse;
    expect(saved).toMatchObject({ ...edited, stage: 'pre-arrival' });
    // The activity log names it a stage message, not a quick reply.
    const logged = (await api.request().get('/api/reply-templates').set('Cookie', cookies.manager!).expect(200)).body as ReplyTemplatesResponse;
    expect(logged.activity[0]).toMatchObject({ action: 'reply.stageEdited', details: { title: edited.titleEn } });
    try {
      const english = await book('Ketut English', freshStart());
      const indonesian = await book('Kadek Bahasa', freshStart());
      const guestCookie = await signIn(api, { lastName: 'Bahasa', bookingCode: indonesian.code! });
      await api.request().patch('/api/guest/notification-preferences').set('Cookie', guestCookie).send({ language: 'id' }).expect(200);
      await runStage(english.id, 'pre-arrival');
      await runStage(indonesian.id, 'pre-arrival');
      const inEnglish = await smtp.next((mail) => mailsTo(emailOf('Ketut English')).includes(mail));
      const inIndonesian = await smtp.next((mail) => mailsTo(emailOf('Kadek Bahasa')).includes(mail));
      expect(inEnglish.subject).toBe('A week to go, Ketut English');
      expect(inEnglish.text).toContain(`See you on ${formatDate(english.checkIn, 'en', 'long')} at ${english.villaName}.`);
      expect(inIndonesian.subject).toBe('Seminggu lagi, Kadek Bahasa');
      expect(inIndonesian.text).toContain(`Sampai jumpa pada ${formatDate(indonesian.checkIn, 'id', 'long')} di ${indonesian.villaName}.`);
      expect(String(inIndonesian.html)).toMatch(/<html[^>]* lang="id"/);
      expect((await sentList(indonesian.id)).messages[0]).toMatchObject({ stage: 'pre-arrival', language: 'id', emails: 1 });
    } finally {
      await api.request().post('/api/reply-templates/undo').set('Cookie', cookies.manager!).send({}).expect(200);
    }
  });

  it('lets the manager edit stage templates and staff read them; a stage keeps its message', async () => {
    const templates = (await api.request().get('/api/reply-templates').set('Cookie', cookies.staff!).expect(200)).body as ReplyTemplatesResponse;
    const stages = templates.templates.filter((template) => template.stage !== null);
    expect(stages.map((template) => template.stage).sort()).toEqual([...STAY_STAGES].sort());
    const template = stages[0]!;
    const texts = { titleEn: template.titleEn, titleId: template.titleId, bodyEn: template.bodyEn, bodyId: template.bodyId };
    await api.request().put(`/api/reply-templates/${template.id}`).set('Cookie', cookies.staff!).send(texts).expect(403);
    await api.request().delete(`/api/reply-templates/${template.id}`).set('Cookie', cookies.staff!).expect(403);
    const kept = await api.request().delete(`/api/reply-templates/${template.id}`).set('Cookie', cookies.manager!).expect(409);
    expect(kept.body.code).toBe('backOffice.stageTemplateKept');
    const blank = await api.request().put(`/api/reply-templates/${template.id}`).set('Cookie', cookies.manager!).send({ ...texts, bodyId: '  ' }).expect(400);
    expect(blank.body.fields).toHaveProperty('bodyId');
  });

  it('lets staff read a booking’s messages and only managers move it; bad moves are coded refusals', async () => {
    const booking = await book('Gede Pratama', freshStart());
    await sentList(booking.id, 'staff');
    const unknown = await api.request().get('/api/bookings/4f6c1a2b-0000-4000-8000-000000000000/stage-messages').set('Cookie', cookies.staff!).expect(404);
    expect(unknown.body.code).toBe('booking.notFound');
    expect((await api.request().get('/api/bookings/not-an-id/stage-messages').set('Cookie', cookies.staff!).expect(404)).body.code).toBe('booking.notFound');
    await move(booking.id, addDays(booking.checkIn, 1), addDays(booking.checkOut, 1), 'staff').expect(403);
    expect((await move(booking.id, booking.checkOut, booking.checkIn).expect(400)).body.code).toBe('booking.checkOutAfterCheckIn');
    expect((await move(booking.id, '2020-01-01', '2020-01-05').expect(400)).body.code).toBe('booking.checkInPast');
    expect((await move(booking.id, 'soon', '2020-01-05').expect(400)).body.fields).toHaveProperty('checkIn');
    const other = await book('Putu Lain', freshStart());
    expect((await move(booking.id, other.checkIn, other.checkOut).expect(409)).body.code).toBe('booking.unavailable');
    await api.request().get(`/api/bookings/${booking.id}/stage-messages`).expect(401);
  });

  it('decides two moves at once one after the other: the jobs follow the dates that won', async () => {
    const booking = await book('Ayu Serentak', freshStart());
    const [first, second] = await Promise.all([
      move(booking.id, addDays(booking.checkIn, 3), addDays(booking.checkOut, 3)),
      move(booking.id, addDays(booking.checkIn, 6), addDays(booking.checkOut, 6)),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const final = (await api.request().get('/api/bookings').set('Cookie', cookies.manager!).expect(200)).body.bookings.find((row: { id: string }) => row.id === booking.id);
    // Let the second request's scheduling finish.
    await eventually(async () => {
      const jobs = await Promise.all(STAY_STAGES.map((stage) => stageJob(booking.id, stage)));
      return jobs.every((job, index) => job?.data.sendAt === nineWita(STAY_STAGES[index]!, final).toISOString());
    }, 10_000, 'the jobs to follow the final dates');
  });
});
