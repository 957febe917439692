import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import { addDays, formatDate, todayInBali } from '@prana/domain';
import { CONCIERGE_CONTACT, renderText } from '@prana/catalogue';
import { JOBS, QUEUES, type PublicConfigResponse, type ReservationRequestResponse } from '@prana/contracts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { PushSubscription } from '../../apps/api/src/notifications/push-subscription.entity.ts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { startPushEndpoint, type TestDevice } from '../support/push-endpoint.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

/**
 * Pushes and mail really arrive. A push service on 127.0.0.1 receives the encrypted
 * message and decrypts it with the device's keys (RFC 8291, no mock of web-push); a real SMTP
 * server in this process receives the mail. The api enqueues, the worker sends.
 */
describe('push and email', () => {
  let api: TestApi;
  let worker: Worker;
  let em: EntityManager;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  const vapid = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    push = await startPushEndpoint();
    smtp = await startSmtpSink();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:test@prana.example', SMTP_URL: smtp.url, PUBLIC_URL: 'https://prana.example' });
    api = await startTestApi();
    worker = await createWorker();
    em = api.app.get(EntityManager);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await push?.close();
    await smtp?.close();
  });

  const subscribe = (cookie: string, device: TestDevice, lang: 'en' | 'id', who: 'guest' | 'staff' = 'guest') =>
    api.request().post(`/api/${who}/push-subscription`).set('Cookie', cookie).send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys, lang }).expect(204);
  const pathOf = (device: TestDevice) => new URL(device.endpoint).pathname;
  const subscriptions = (endpoint: string) => em.fork().count(PushSubscription, { endpoint });

  /** What every mail owes its reader: its language named, links as anchors under PUBLIC_URL, no ISO date, and the two headers. */
  const expectReadableMail = (mail: ParsedMail, lang: 'en' | 'id') => {
    const html = String(mail.html);
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    const links = [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map(([, href]) => href);
    expect(links).not.toEqual([]);
    for (const href of links) expect(href).toMatch(/^https:\/\/prana\.example(\/|$)/);
    expect(`${mail.text}${html}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.replyTo?.value.map((address) => address.address)).toEqual([CONCIERGE_CONTACT.email]);
  };

  it('serves the VAPID public key in the public config', async () => {
    const config = (await api.request().get('/api/public-config').expect(200)).body as PublicConfigResponse;
    expect(config.vapidPublicKey).toBe(vapid.publicKey);
  });

  // Before any staff device is stored in this file (the only one that stores them).
  it('enqueues no staff alert for a new request while no one who works the queue has a device', async () => {
    const guest = await createGuest(api);
    const created = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Extra towels', metadata: { serviceId: 'towels' } }).expect(201);
    const tag = `request-${(created.body as { request: { id: string } }).request.id}`;
    const queue = api.app.get<Queue>(getQueueToken(QUEUES.notifications));
    const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
    expect(jobs.filter((job) => job.name === JOBS.alertStaff && (job.data as { tag: string }).tag === tag)).toEqual([]);
  });

  it('hands an acknowledgement to the worker only when the guest has an email address or a device', async () => {
    const staffCookie = await signIn(api, { staff: 'staff' });
    const queue = api.app.get<Queue>(getQueueToken(QUEUES.notifications));
    const deliveriesOfAcknowledgement = async (guest: TestGuest) => {
      const created = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Extra towels', metadata: { serviceId: 'towels' } }).expect(201);
      await api.request().patch(`/api/staff/requests/${(created.body as { request: { id: string } }).request.id}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);
      const notifications = new Set((await em.fork().find(GuestNotification, { booking: guest.booking.id })).map((notification) => notification.id));
      const jobs = await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
      return jobs.filter((job) => job.name === JOBS.deliverGuestNotification && notifications.has((job.data as { notificationId: string }).notificationId)).length;
    };
    const nowhere = await createGuest(api, { email: null });
    const deviceOnly = await createGuest(api, { email: null });
    await subscribe(deviceOnly.cookie, push.device(`guest-${deviceOnly.code}`), 'en');
    const emailOnly = await createGuest(api);
    expect(await deliveriesOfAcknowledgement(nowhere)).toBe(0);
    expect(await deliveriesOfAcknowledgement(deviceOnly)).toBe(1);
    expect(await deliveriesOfAcknowledgement(emailOnly)).toBe(1);
  });

  it("pushes the guest, in their device's language, when staff acknowledge a request; and staff on a new request", async () => {
    const guest = await createGuest(api);
    const phone = push.device(`guest-${guest.code}`);
    await subscribe(guest.cookie, phone, 'id');
    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({ push: true }).expect(200);
    const staffCookie = await signIn(api, { staff: 'staff' });
    const desk = push.device(`staff-${guest.code}`);
    await subscribe(staffCookie, desk, 'en', 'staff');

    const staffPush = push.next(pathOf(desk));
    const created = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Extra towels', metadata: { serviceId: 'towels' } }).expect(201);
    const requestId = (created.body as { request: { id: string } }).request.id;
    const stored = await em.fork().findOneOrFail(GuestRequest, requestId);
    const forStaff = await staffPush;
    expect(JSON.parse(forStaff.text)).toMatchObject({ title: 'Prana', body: `New request: ${renderText(stored.title, 'en')} (${guest.booking.villa.name})`, url: '/admin' });
    // Signed with our VAPID key.
    expect(forStaff.authorization).toContain(`k=${vapid.publicKey}`);

    const guestPush = push.next(pathOf(phone));
    await api.request().patch(`/api/staff/requests/${requestId}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);
    const message = JSON.parse((await guestPush).text) as { body: string; url: string };
    expect(message.body).toBe(renderText({ kind: 'request-confirmed', title: stored.title }, 'id'));
    expect(message.body).toMatch(/: dikonfirmasi$/);
    expect(message.url).toBe('/app/notifications');
  });

  it('mails the guest the acknowledgement when the email channel is on, and not when it is off', async () => {
    const guest = await createGuest(api, { email: `mail-${Date.now()}@example.com`, guestName: 'Made Wirawan' });
    const staffCookie = await signIn(api, { staff: 'staff' });
    const created = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Extra towels', metadata: { serviceId: 'towels' } }).expect(201);
    const requestId = (created.body as { request: { id: string } }).request.id;
    await api.request().patch(`/api/staff/requests/${requestId}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);
    const mail = await smtp.next((candidate) => candidate.to !== undefined && JSON.stringify(candidate.to).includes(guest.booking.email!));
    expect(mail.subject).toMatch(/confirmed$/);
    expect(mail.text).toContain('Hello Made Wirawan,');
    expect(mail.text).toContain('https://prana.example/app/notifications');
    expect(mail.html).toMatch(/<p[^>]*>Hello Made Wirawan,<\/p>/);
    expect(mail.html).toMatch(/<a href="https:\/\/prana\.example\/app\/notifications"[^>]*>Open your Prana companion<\/a>/);
    expectReadableMail(mail, 'en');

    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({ email: false }).expect(200);
    const before = smtp.messages.length;
    await api.request().patch(`/api/staff/requests/${requestId}`).set('Cookie', staffCookie).send({ status: 'pending' }).expect(200);
    // Send test on email still goes (below); an update with the channel off does not.
    await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'email' }).expect(201);
    const test = await smtp.next((candidate) => candidate.subject === 'Test email notification from Prana.' && JSON.stringify(candidate.to).includes(guest.booking.email!));
    expect(test.text).toContain('Test email notification from Prana.');
    expectReadableMail(test, 'en');
    expect(smtp.messages.slice(before).filter((candidate) => JSON.stringify(candidate.to).includes(guest.booking.email!))).toHaveLength(1);
  });

  it('sends a real push for Send test on the push channel', async () => {
    const guest = await createGuest(api);
    const phone = push.device(`test-${guest.code}`);
    await subscribe(guest.cookie, phone, 'en');
    const arrived = push.next(pathOf(phone));
    await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'push' }).expect(201);
    expect(JSON.parse((await arrived).text)).toMatchObject({ body: 'Test push notification from Prana.' });
  });

  it('confirms a reservation request by mail with the PRR- reference the api answered, in the visitor’s language', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const checkIn = addDays(todayInBali(new Date()), 500);
    const answer = await api
      .request()
      .post('/api/reservation-requests')
      .set('X-Forwarded-For', '198.51.100.170')
      .send({ villaId: 'ubud-lux-1', checkIn, checkOut: addDays(checkIn, 4), adults: 2, fullName: 'Ayu Lestari', email, language: 'id' })
      .expect(201);
    const reference = (answer.body as ReservationRequestResponse).reference;
    expect(reference).toMatch(/^PRR-[A-HJ-NP-Z2-9]{6}$/);
    const mail = await smtp.next((candidate) => JSON.stringify(candidate.to).includes(email));
    expect(mail.subject).toBe(`Permintaan reservasi Anda ${reference}`);
    expect(mail.text).toContain(`Nomor referensi Anda: ${reference}.`);
    expect(mail.text).toContain('Yth. Ayu Lestari,');
    expect(mail.html).toContain(reference);
    // The stay's dates as an Indonesian reader writes them, in both parts.
    const stay = `dari ${formatDate(checkIn, 'id', 'long')} hingga ${formatDate(addDays(checkIn, 4), 'id', 'long')}`;
    expect(stay).toMatch(/^dari (Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} hingga /);
    expect(mail.text).toContain(stay);
    expect(mail.html).toContain(stay);
    expectReadableMail(mail, 'id');
  });

  it('mails the visitor their booking code and how to sign in when staff confirm the request as a booking', async () => {
    const email = `booked-${Date.now()}@example.com`;
    const checkIn = addDays(todayInBali(new Date()), 520);
    const request = await api
      .request()
      .post('/api/reservation-requests')
      .set('X-Forwarded-For', '198.51.100.171')
      .send({ villaId: 'ubud-lux-2', checkIn, checkOut: addDays(checkIn, 3), adults: 2, fullName: 'Made Wirawan', email, language: 'en' })
      .expect(201);
    const { id, reference } = request.body as ReservationRequestResponse;
    await smtp.next((candidate) => JSON.stringify(candidate.to).includes(email) && (candidate.subject ?? '').includes(reference));
    const master = await signIn(api, { staff: 'master' });
    const confirmed = await api.request().post(`/api/staff/reservation-requests/${id}/booking`).set('Cookie', master).expect(201);
    const code = (confirmed.body as { bookingCode: string }).bookingCode;
    const mail = await smtp.next((candidate) => JSON.stringify(candidate.to).includes(email) && (candidate.subject ?? '').includes(code));
    expect(mail.subject).toMatch(new RegExp(`^Your booking at .+ is confirmed: code ${code}$`));
    expect(mail.text).toContain(`your request ${reference} is now a booking`);
    expect(mail.text).toContain(`with your last name (Wirawan) and the code ${code}`);
    expect(mail.text).toContain('https://prana.example/login');
    expect(mail.html).toMatch(/<a href="https:\/\/prana\.example\/login"[^>]*>Open your Prana companion<\/a>/);
    const stay = `from ${formatDate(checkIn, 'en', 'long')} to ${formatDate(addDays(checkIn, 3), 'en', 'long')}`;
    expect(stay).toMatch(/^from (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} to /);
    expect(mail.text).toContain(stay);
    expectReadableMail(mail, 'en');
    // The code in the mail signs the visitor in.
    await api.request().post('/api/auth/guest/login').set('X-Forwarded-For', '198.51.100.172').send({ lastName: 'Wirawan', bookingCode: code }).expect(200);
  });

  it('mails a concierge reply in a reservation thread to the visitor, as plain text with its lines kept, and never an internal note', async () => {
    const email = `thread-${Date.now()}@example.com`;
    const checkIn = addDays(todayInBali(new Date()), 540);
    const request = await api
      .request()
      .post('/api/reservation-requests')
      .set('X-Forwarded-For', '198.51.100.173')
      .send({ villaId: 'ubud-lux-2', checkIn, checkOut: addDays(checkIn, 3), adults: 2, fullName: 'Nyoman Sari', email, language: 'id' })
      .expect(201);
    const { id, reference } = request.body as ReservationRequestResponse;
    const master = await signIn(api, { staff: 'master' });
    const thread = `/api/staff/reservation-requests/${id}/messages`;
    await api.request().post(thread).set('Cookie', master).send({ text: 'Internal: check the rate first', internal: true }).expect(201);
    await api.request().post(thread).set('Cookie', master).send({ text: 'Villa siap untuk Anda.\n<b>Sampai jumpa</b>' }).expect(201);
    const mail = await smtp.next((candidate) => JSON.stringify(candidate.to).includes(email) && (candidate.subject ?? '').startsWith('Re:'));
    expect(mail.subject).toBe(`Re: permintaan reservasi Anda ${reference}`);
    expect(mail.text).toContain('Villa siap untuk Anda.\n<b>Sampai jumpa</b>');
    expect(mail.html).toContain('Villa siap untuk Anda.<br/>&lt;b&gt;Sampai jumpa&lt;/b&gt;');
    expect(mail.text).not.toContain('Internal');
    expectReadableMail(mail, 'id');
  });

  it('retries a push the push service refused for now (500), with backoff, until it arrives', async () => {
    const guest = await createGuest(api);
    const phone = push.device(`retry-${guest.code}`);
    push.answer(pathOf(phone), 500, 1);
    await subscribe(guest.cookie, phone, 'en');
    const arrived = push.next(pathOf(phone));
    await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'push' }).expect(201);
    expect(JSON.parse((await arrived).text)).toMatchObject({ body: 'Test push notification from Prana.' });
    // Refused once, then delivered by the job's second attempt.
    expect(push.attempts.get(pathOf(phone))).toBe(2);
    expect(await subscriptions(phone.endpoint)).toBe(1);
  });

  it('removes a subscription when the push service answers 410 or 404', async () => {
    for (const status of [410, 404]) {
      const guest: TestGuest = await createGuest(api);
      const phone = push.device(`gone-${status}-${guest.code}`);
      push.answer(pathOf(phone), status);
      await subscribe(guest.cookie, phone, 'en');
      expect(await subscriptions(phone.endpoint)).toBe(1);
      await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'push' }).expect(201);
      await expect.poll(() => subscriptions(phone.endpoint), { timeout: 15_000, interval: 100 }).toBe(0);
    }
  });

  it('removes the device’s subscription on log out, for guests and staff', async () => {
    const guest = await createGuest(api);
    const phone = push.device(`logout-${guest.code}`);
    await subscribe(guest.cookie, phone, 'en');
    const staffCookie = await signIn(api, { staff: 'manager' });
    const desk = push.device(`logout-staff-${guest.code}`);
    await subscribe(staffCookie, desk, 'en', 'staff');
    expect(await subscriptions(phone.endpoint)).toBe(1);
    await api.request().post('/api/auth/logout').set('Cookie', guest.cookie).expect(204);
    await api.request().post('/api/auth/logout').set('Cookie', staffCookie).expect(204);
    expect(await subscriptions(phone.endpoint)).toBe(0);
    expect(await subscriptions(desk.endpoint)).toBe(0);
  });

  it('tells a new sign-in its device is not stored, though the booking’s push preference stayed on', async () => {
    const guest = await createGuest(api);
    const phone = push.device(`again-${guest.code}`);
    const device = (cookie: string) => api.request().get('/api/guest/push-subscription').set('Cookie', cookie).expect(200);
    expect((await device(guest.cookie)).body).toEqual({ stored: false });
    await subscribe(guest.cookie, phone, 'en');
    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({ push: true }).expect(200);
    expect((await device(guest.cookie)).body).toEqual({ stored: true });
    // Another sign-in to the same booking (another browser) has no device of its own.
    const laptop = await signIn(api, { lastName: guest.lastName, bookingCode: guest.code });
    expect((await device(laptop)).body).toEqual({ stored: false });

    await api.request().post('/api/auth/logout').set('Cookie', guest.cookie).expect(204);
    const again = await signIn(api, { lastName: guest.lastName, bookingCode: guest.code });
    expect((await api.request().get('/api/guest/profile').set('Cookie', again).expect(200)).body.preferences.push).toBe(true);
    expect((await device(again)).body).toEqual({ stored: false });
    await subscribe(again, phone, 'en');
    expect((await device(again)).body).toEqual({ stored: true });
    await api.request().get('/api/guest/push-subscription').expect(401);
  });

  it('unsubscribes one device on request, and refuses a subscription that is not https or lacks keys', async () => {
    const guest = await createGuest(api);
    const phone = push.device(`off-${guest.code}`);
    await subscribe(guest.cookie, phone, 'en');
    await api.request().delete('/api/guest/push-subscription').set('Cookie', guest.cookie).send({ endpoint: phone.endpoint }).expect(204);
    expect(await subscriptions(phone.endpoint)).toBe(0);
    const plain = await api.request().post('/api/guest/push-subscription').set('Cookie', guest.cookie).send({ endpoint: 'http://127.0.0.1/push/x', keys: phone.keys, lang: 'en' }).expect(400);
    expect(plain.body.fields?.endpoint?.code).toBe('push.endpoint');
    const keyless = await api.request().post('/api/guest/push-subscription').set('Cookie', guest.cookie).send({ endpoint: phone.endpoint, keys: { p256dh: 'x', auth: 'y' }, lang: 'en' }).expect(400);
    expect(JSON.stringify(keyless.body)).toContain('push.keys');
    expect(await subscriptions(phone.endpoint)).toBe(0);
  });
});
