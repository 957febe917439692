import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { EntityManager } from '@mikro-orm/postgresql';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { PushSubscriptionsRepository } from '../../apps/api/src/notifications/push-subscriptions.repository.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

/**
 * A push subscription's endpoint is a URL the guest chooses and the worker connects to: without the
 * address guard it is a port scanner of the inside for anyone with a booking. Here no private
 * address is allowed (PUSH_ALLOWED_HOSTS empty), as in production.
 */
describe('push endpoints go through the address guard', () => {
  let api: TestApi;
  let worker: Worker;
  let listener: Server;
  let listenerPort: number;
  let connections = 0;
  const vapid = webpush.generateVAPIDKeys();
  const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

  beforeAll(async () => {
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ALLOWED_HOSTS: '' });
    // Something on loopback, as Redis or PostgreSQL would be: it must never see a connection.
    listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    listenerPort = (listener.address() as AddressInfo).port;
    api = await startTestApi();
    worker = await createWorker();
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await new Promise((resolve) => listener?.close(resolve));
  });

  const subscribe = (guest: TestGuest, endpoint: string) =>
    api.request().post('/api/guest/push-subscription').set('Cookie', guest.cookie).send({ endpoint, expirationTime: null, keys, lang: 'en' });
  const stored = (endpoint: string) => api.app.get(EntityManager).getConnection().execute<{ count: string }[]>('select count(*) from push_subscriptions where endpoint = ?', [endpoint]);

  it('refuses to store an endpoint that reaches a private, loopback or link-local address, in any spelling', async () => {
    const guest = await createGuest(api);
    const privateEndpoints = [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push',
      `https://127.0.0.1:${listenerPort}/push`,
      'https://localhost:5432/push',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://2130706433/push',
      'https://0x7f.1/push',
      'https://192.168.1.1/push',
    ];
    for (const endpoint of privateEndpoints) {
      const response = await subscribe(guest, endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(response.body.code, endpoint).toBe('push.privateEndpoint');
      expect(await stored(endpoint)).toEqual([{ count: '0' }]);
    }
    // A user name or password in the endpoint is no push service's: refused as malformed.
    for (const endpoint of ['https://user@127.0.0.1/push', 'https://push.prana.example:x@10.0.0.1/push']) {
      const response = await subscribe(guest, endpoint);
      expect(response.status, endpoint).toBe(400);
      expect(response.body.fields?.endpoint?.code ?? response.body.code, endpoint).toBe('push.endpoint');
    }
    expect(connections).toBe(0);
  });

  it('never connects to a private address at send time either: the subscription is removed, not retried', async () => {
    const guest = await createGuest(api);
    const [session] = await api.app.get(EntityManager).getConnection().execute<{ id: string }[]>('select id from sessions where booking_id = ?', [guest.booking.id]);
    // As if it had been stored before the guard, or its host resolved to a public address then.
    const endpoint = `https://127.0.0.1:${listenerPort}/push/stored-earlier`;
    await api.app.get(PushSubscriptionsRepository).save({ sessionId: session!.id, bookingId: guest.booking.id }, { endpoint, ...keys, lang: 'en' });
    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({ push: true }).expect(200);
    await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'push' }).expect(201);
    await expect.poll(() => stored(endpoint), { timeout: 15_000 }).toEqual([{ count: '0' }]);
    expect(connections).toBe(0);
  });

  it('does not hand a device another session holds to a new owner', async () => {
    const [owner, other] = [await createGuest(api), await createGuest(api)];
    // A public-looking host that does not resolve here: stored, and checked again when a push is sent.
    const endpoint = 'https://push.prana.example/device/one';
    await subscribe(owner, endpoint).expect(204);
    const taken = await subscribe(other, endpoint);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('push.endpointTaken');
    const rows = await api.app.get(EntityManager).getConnection().execute<{ booking_id: string }[]>('select booking_id from push_subscriptions where endpoint = ?', [endpoint]);
    expect(rows).toEqual([{ booking_id: owner.booking.id }]);
    // The owner's own session may store it again (new keys, another language).
    await subscribe(owner, endpoint).expect(204);
  });
});
