import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { getQueueToken } from '@nestjs/bullmq';
import { QueueEvents, type Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { renderText } from '@prana/catalogue';
import { JOBS, QUEUES, villaReadyJobId, type DirectBookingResponse, type GuestProfileResponse, type StayReadinessPayload, type TurnoversResponse } from '@prana/contracts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { startPushEndpoint, type TestDevice } from '../support/push-endpoint.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { day, startFeedServer, type FeedServer } from '../fixtures/ics/feed-server.ts';
import { createGuest } from './guest-fixtures.ts';

// A villa of this file only while it runs (its blocks, and with them its turnovers, are removed after).
const VILLA = 'ubud-mansion-2';

/** The stay before: an Airbnb reservation that checks out today. */
const FEED = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  `DTSTART;VALUE=DATE:${day(-2).replaceAll('-', '')}`,
  `DTEND;VALUE=DATE:${day(0).replaceAll('-', '')}`,
  'UID:readiness-before@airbnb.com',
  'SUMMARY:Reserved',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/**
 * The arriving guest knows: on their arrival day the companion's profile says the villa is being
 * prepared, then ready, live as housekeeping moves it; and once ready they get one push and one
 * email in their language, never twice.
 */
describe('the arriving guest hears their villa being prepared, then ready', () => {
  let api: TestApi;
  let worker: Worker;
  let feeds: FeedServer;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let master: string;
  let staff: string;
  let guest: string;
  let guestSocket: ClientSocket;
  let bookingId: string;
  let phone: TestDevice;
  const email = `arriving-${Date.now()}@example.com`;
  const vapid = webpush.generateVAPIDKeys();
  const em = () => api.app.get(EntityManager).fork();

  const profile = async (cookie = guest) => (await api.request().get('/api/guest/profile').set('Cookie', cookie).expect(200)).body as GuestProfileResponse;
  const turnover = async () => ((await api.request().get('/api/turnovers').set('Cookie', staff).expect(200)).body as TurnoversResponse).turnovers.find((each) => each.villaSlug === VILLA)!;
  const move = (id: string, state: string) => api.request().post(`/api/turnovers/${id}/state`).set('Cookie', staff).send({ state }).expect(200);
  /** The next stay.readiness the guest's pages hear. */
  const heard = () => nextEvent(guestSocket, 'stay.readiness', 10_000) as Promise<StayReadinessPayload>;

  beforeAll(async () => {
    push = await startPushEndpoint();
    smtp = await startSmtpSink();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:test@prana.example', SMTP_URL: smtp.url, PUBLIC_URL: 'https://prana.example' });
    feeds = await startFeedServer();
    feeds.route('/readiness.ics', { body: FEED });
    api = await startTestApi();
    worker = await createWorker();
    master = await signIn(api, { staff: 'master' });
    staff = await signIn(api, { staff: 'staff' });
    await em().execute(`delete from availability_blocks where villa_slug = ?`, [VILLA]);
    await api.request().patch(`/api/villas/${VILLA}`).set('Cookie', master).send({ airbnbIcalUrl: `${feeds.url}/readiness.ics` }).expect(200);
    expect((await api.request().post(`/api/villas/${VILLA}/sync-airbnb`).set('Cookie', master).expect(200)).body).toMatchObject({ status: 'success' });
    // The next guests book directly, arriving today: a same-day turn.
    const booked = (
      await api
        .request()
        .post('/api/bookings/direct')
        .set('Cookie', master)
        .send({ villaSlug: VILLA, checkIn: day(0), checkOut: day(2), guestName: 'Ketut Arimbawa', email, adults: 2 })
        .expect(201)
    ).body as DirectBookingResponse;
    bookingId = booked.booking.id;
    guest = await signIn(api, { lastName: 'Arimbawa', bookingCode: booked.booking.code! });
    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest).send({ push: true, email: true, language: 'id' }).expect(200);
    phone = push.device(`arriving-${bookingId}`);
    await api.request().post('/api/guest/push-subscription').set('Cookie', guest).send({ endpoint: phone.endpoint, expirationTime: null, keys: phone.keys, lang: 'id' }).expect(204);
    guestSocket = connect(api.url, guest);
    await nextEvent(guestSocket, 'session.ready');
  });

  afterAll(async () => {
    guestSocket?.disconnect();
    await api?.request().patch(`/api/villas/${VILLA}`).set('Cookie', master).send({ airbnbIcalUrl: null });
    await em().execute(`delete from availability_blocks where villa_slug = ?`, [VILLA]);
    await em().execute(`delete from bookings where id = ?`, [bookingId]);
    await worker?.close();
    await api?.close();
    await feeds?.close();
    await push?.close();
    await smtp?.close();
  });

  it('shows the villa being prepared on the arrival day, and nothing on another day or before a villa that stood empty', async () => {
    const today = await turnover();
    expect(today).toMatchObject({ day: day(0), sameDay: true, state: 'occupied', arrival: { day: day(0), guestName: 'Ketut Arimbawa', guests: 2 } });
    // Staff see the stays, never the booking behind them.
    expect(Object.keys(today.arrival!).sort()).toEqual(['blockId', 'day', 'guestName', 'guests', 'source', 'time']);
    expect((await profile()).villaReadiness).toBe('preparing');
    const later = await createGuest(api, { fromToday: 3, nights: 2 });
    expect((await profile(later.cookie)).villaReadiness).toBeNull();
  });

  it('moves live as housekeeping moves the villa, and tells the guest once, by push and email in their language, when it is ready', async () => {
    const { id, villaName } = await turnover();
    for (const state of ['to-clean', 'cleaning', 'to-inspect']) {
      const event = heard();
      await move(id, state);
      expect(await event).toEqual({ readiness: 'preparing' });
    }
    const ready = heard();
    const pushed = push.next(new URL(phone.endpoint).pathname);
    await move(id, 'ready');
    expect(await ready).toEqual({ readiness: 'ready' });
    expect((await profile()).villaReadiness).toBe('ready');

    // Sent from the morning of the arrival day: a move before then waits for it.
    const queue = api.app.get<Queue>(getQueueToken(QUEUES.concierge));
    const job = await queue.getJob(villaReadyJobId(id));
    if ((await job?.getState()) === 'delayed') await job!.promote();
    const text = renderText({ kind: 'villa-ready', villa: villaName }, 'id');
    expect(JSON.parse((await pushed).text)).toMatchObject({ title: 'Prana', body: text, url: '/app/notifications' });
    const mail = await smtp.next((candidate) => JSON.stringify(candidate.to).includes(email));
    expect(`${mail.text}`).toContain(text);
    expect(String(mail.html)).toMatch(/<html[^>]* lang="id"/);

    // Never twice: the same turnover's job again, or another run of it, tells no one.
    expect(await (await queue.add(JOBS.villaReady, { turnoverId: id }, { jobId: villaReadyJobId(id) })).id).toBe(villaReadyJobId(id));
    const events = new QueueEvents(QUEUES.concierge, { connection: queue.opts.connection, prefix: queue.opts.prefix });
    try {
      await events.waitUntilReady();
      const again = await queue.add(JOBS.villaReady, { turnoverId: id }, { jobId: `villa-ready-again-${id}` });
      expect(await again.waitUntilFinished(events, 20_000)).toEqual({ notified: null });
    } finally {
      await events.close();
    }
    const stored = await em().execute<{ count: string }[]>(`select count(*) from guest_notifications where booking_id = ? and message->>'kind' = 'villa-ready'`, [bookingId]);
    expect(Number(stored[0]!.count)).toBe(1);
    expect(smtp.messages.filter((candidate) => JSON.stringify(candidate.to).includes(email))).toHaveLength(1);
  });
});
