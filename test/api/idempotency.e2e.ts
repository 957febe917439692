import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

/**
 * A guest write carrying an Idempotency-Key is done once per booking and key, whether the
 * outbox resends it, the guest taps twice or the answer got lost; the same key with another body is refused.
 */
describe('Idempotency-Key on guest writes', () => {
  let api: TestApi;
  let em: EntityManager;
  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager);
  });
  afterAll(() => api.close());

  // Tomorrow: a slot today may already be too close (or past) when the test runs.
  const breakfast = { category: 'dining', title: 'Breakfast at 08:15', serviceDate: addDays(todayInBali(new Date()), 1), metadata: { slot: '08:15', guests: 2, addOnIds: ['floating-breakfast'], itemIds: [] } };
  const send = (guest: TestGuest, key: string, body: object = breakfast) =>
    api.request().post('/api/guest/requests').set('Cookie', guest.cookie).set('Idempotency-Key', key).send(body);
  const rows = async (guest: TestGuest) => ({
    requests: await em.fork().count(GuestRequest, { booking: guest.booking.id }),
    charges: await em.fork().count(GuestCharge, { booking: guest.booking.id }),
    notifications: await em.fork().count(GuestNotification, { booking: guest.booking.id }),
  });

  it('answers a request sent three times with one key with the first answer, and stores one request, charge and notification', async () => {
    const guest = await createGuest(api);
    const key = randomUUID();
    const first = await send(guest, key).expect(201);
    const second = await send(guest, key).expect(201);
    const third = await send(guest, key).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect(await rows(guest)).toEqual({ requests: 1, charges: 1, notifications: 1 });
    // A new key is a new request.
    await send(guest, randomUUID()).expect(201);
    expect((await rows(guest)).requests).toBe(2);
  });

  it('stores one request when the three are sent in parallel, and all three get its answer', async () => {
    const guest = await createGuest(api);
    const key = randomUUID();
    const answers = await Promise.all([send(guest, key), send(guest, key), send(guest, key)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.body as { request: { id: string } }).request.id));
    expect(ids.size).toBe(1);
    expect(await rows(guest)).toEqual({ requests: 1, charges: 1, notifications: 1 });
  });

  it('refuses a used key with a different body (422, coded) and changes nothing', async () => {
    const guest = await createGuest(api);
    const key = randomUUID();
    await send(guest, key).expect(201);
    const reused = await send(guest, key, { ...breakfast, title: 'Breakfast at 09:00', metadata: { ...breakfast.metadata, slot: '09:00' } }).expect(422);
    expect(reused.body.code).toBe('idempotency.keyReused');
    // The same key on another route is another request too.
    const elsewhere = await api.request().post('/api/guest/notifications/read-all').set('Cookie', guest.cookie).set('Idempotency-Key', key).send({}).expect(422);
    expect(elsewhere.body.code).toBe('idempotency.keyReused');
    expect(await rows(guest)).toEqual({ requests: 1, charges: 1, notifications: 1 });
  });

  it('keys belong to a booking: another guest may use the same key for their own request', async () => {
    const [first, second] = [await createGuest(api), await createGuest(api)];
    const key = randomUUID();
    await send(first, key).expect(201);
    const other = await send(second, key).expect(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect((await rows(second)).requests).toBe(1);
  });

  it('refuses a malformed key (400, coded) before doing anything', async () => {
    const guest = await createGuest(api);
    for (const key of ['x'.repeat(256), 'tab\tinside', 'clé']) {
      const answer = await send(guest, key).expect(400);
      expect(answer.body.code).toBe('idempotency.keyInvalid');
    }
    expect((await rows(guest)).requests).toBe(0);
  });

  it('frees the key when the first attempt is refused, so a corrected state lets the retry through once', async () => {
    const guest = await createGuest(api);
    const key = randomUUID();
    const unknownNotification = `/api/guest/notifications/${randomUUID()}/read`;
    const refused = await api.request().post(unknownNotification).set('Cookie', guest.cookie).set('Idempotency-Key', key).send({}).expect(404);
    expect(refused.body.code).toBe('notification.notFound');
    // Nothing was stored for the key: the same resend is refused again from the current state, not from memory.
    await api.request().post(unknownNotification).set('Cookie', guest.cookie).set('Idempotency-Key', key).send({}).expect(404);
  });

  it('makes mark-read, read-all and notification settings safe to resend', async () => {
    const guest = await createGuest(api);
    await send(guest, randomUUID()).expect(201);
    const [notification] = await em.fork().find(GuestNotification, { booking: guest.booking.id });
    const key = randomUUID();
    const read = () => api.request().post(`/api/guest/notifications/${notification!.id}/read`).set('Cookie', guest.cookie).set('Idempotency-Key', key).send({}).expect(200);
    expect((await read()).body).toEqual((await read()).body);
    const settingsKey = randomUUID();
    const settings = () => api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).set('Idempotency-Key', settingsKey).send({ push: true, language: 'id' }).expect(200);
    const [once, twice] = [await settings(), await settings()];
    expect(once.body).toEqual({ email: true, push: true, language: 'id' });
    expect(twice.headers['idempotent-replayed']).toBe('true');
  });

  it('stores a thread message sent three times with one key once, and tells staff once', async () => {
    const guest = await createGuest(api);
    const requestId = ((await send(guest, randomUUID()).expect(201)).body as { request: { id: string } }).request.id;
    const staffSocket = connect(api.url, await signIn(api, { staff: 'staff' }));
    try {
      await nextEvent(staffSocket, 'session.ready');
      const heard: string[] = [];
      staffSocket.on('request.message', ({ message }) => void (message.requestId === requestId && heard.push(message.text)));
      const key = randomUUID();
      const write = (text: string) => api.request().post(`/api/guest/requests/${requestId}/messages`).set('Cookie', guest.cookie).set('Idempotency-Key', key).send({ text });
      const [first, second, third] = [await write('Could the towels be white?').expect(201), await write('Could the towels be white?').expect(201), await write('Could the towels be white?').expect(201)];
      expect([second.headers['idempotent-replayed'], third.headers['idempotent-replayed']]).toEqual(['true', 'true']);
      expect(second.body).toEqual(first.body);
      expect(third.body).toEqual(first.body);
      const thread = (await api.request().get(`/api/guest/requests/${requestId}/messages`).set('Cookie', guest.cookie).expect(200)).body as { messages: { text: string }[] };
      expect(thread.messages.map((message) => message.text)).toEqual(['Could the towels be white?']);

      // The same key with other words is another write: refused, and nothing is stored.
      const reused = await write('Could the towels be blue?').expect(422);
      expect(reused.body.code).toBe('idempotency.keyReused');
      const after = (await api.request().get(`/api/guest/requests/${requestId}/messages`).set('Cookie', guest.cookie).expect(200)).body as { messages: unknown[] };
      expect(after.messages).toHaveLength(1);

      // Everything sent before the marker has reached the staff socket.
      const marker = nextEvent(staffSocket, 'availability.changed');
      api.app.get(RealtimeService).toStaff('availability.changed', { villaSlug: 'marker' });
      await marker;
      expect(heard).toEqual(['Could the towels be white?']);
    } finally {
      staffSocket.disconnect();
    }
  });

  it('works as before without the header', async () => {
    const guest = await createGuest(api);
    await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send(breakfast).expect(201);
    await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send(breakfast).expect(201);
    expect((await rows(guest)).requests).toBe(2);
  });
});
