import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { AddressInfo } from 'node:net';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import { SMTPServer } from 'smtp-server';
import { JOBS, QUEUES, type IntegrationStatusResponse } from '@prana/contracts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import { PushSubscription } from '../../apps/api/src/notifications/push-subscription.entity.ts';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';
import { startPushEndpoint } from '../support/push-endpoint.ts';
import { createGuest } from './guest-fixtures.ts';

const DELIVERY_ENV = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'SMTP_URL'] as const;

/** An SMTP server that accepts every mail but those to a `refuse@` address (550), as a real one refuses. */
async function startPickySmtp(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refuse@')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The integration status tells what really happened: Web Push and email are configured or not,
 * and their last delivery and failure come from the worker's real sends (a push service and an
 * SMTP server on 127.0.0.1, one of each answering with a refusal). Payments: not connected.
 */
describe('integration status', () => {
  let api: TestApi;
  let worker: Worker;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let smtp: Awaited<ReturnType<typeof startPickySmtp>>;
  const saved = Object.fromEntries(DELIVERY_ENV.map((name) => [name, process.env[name]]));

  const status = async (current: TestApi): Promise<IntegrationStatusResponse> =>
    (await current.request().get('/api/integration-status').set('Cookie', await signIn(current, { staff: 'master' })).expect(200)).body as IntegrationStatusResponse;

  beforeAll(async () => {
    push = await startPushEndpoint();
    smtp = await startPickySmtp();
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await push?.close();
    await smtp?.close();
    for (const name of DELIVERY_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('says plainly what is not set up: push without VAPID keys, email without SMTP_URL, payments never', async () => {
    for (const name of DELIVERY_ENV) delete process.env[name];
    const unconfigured = await startTestApi();
    try {
      await unconfigured.app.get(EntityManager).getKysely<DB>().deleteFrom('delivery_health').execute();
      expect(await status(unconfigured)).toEqual({
        push: { configured: false, lastSuccessAt: null, lastFailureAt: null, failuresSinceSuccess: 0 },
        email: { configured: false, lastSuccessAt: null, lastFailureAt: null, failuresSinceSuccess: 0 },
        payments: { connected: false },
      });
    } finally {
      await unconfigured.close();
    }
  });

  it('shows the last push and mail delivered and the last refused, from the worker’s sends', async () => {
    const vapid = webpush.generateVAPIDKeys();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:test@prana.example', SMTP_URL: smtp.url });
    api = await startTestApi();
    const queue = api.app.get<Queue>(getQueueToken(QUEUES.notifications));
    // Sends other files left waiting would land in the window this test reads.
    await queue.drain(true);
    worker = await createWorker();
    const em = api.app.get(EntityManager);
    const run = async (name: string, data: object) => {
      const job = await queue.add(name, data, { attempts: 1 });
      await expect.poll(async () => (await queue.getJob(job.id!))?.finishedOn, { timeout: 15_000 }).toBeDefined();
      return queue.getJob(job.id!);
    };

    const before = await status(api);
    expect(before.push.configured && before.email.configured).toBe(true);

    const guest = await createGuest(api);
    const device = push.device(`status-${guest.code}`);
    await api.request().post('/api/guest/push-subscription').set('Cookie', guest.cookie).send({ endpoint: device.endpoint, expirationTime: null, keys: device.keys, lang: 'en' }).expect(204);
    const subscription = await em.fork().findOneOrFail(PushSubscription, { endpoint: device.endpoint });
    const message = { title: 'Prana', body: 'Your towels are on the way.', url: '/app', tag: 'status-test' };

    const pushed = await run(JOBS.sendPush, { subscriptionId: subscription.id, message });
    expect(pushed?.returnvalue).toEqual({ outcome: 'sent' });
    const mailed = await run(JOBS.sendEmail, { to: 'ayu@example.com', subject: 'Your stay', text: 'See you soon.', html: '<p>See you soon.</p>' });
    expect(mailed?.returnvalue).toEqual({ outcome: 'sent' });
    const delivered = await status(api);
    expect(delivered.push).toMatchObject({ configured: true, failuresSinceSuccess: 0, lastFailureAt: before.push.lastFailureAt });
    expect(delivered.email).toMatchObject({ configured: true, failuresSinceSuccess: 0, lastFailureAt: before.email.lastFailureAt });
    expect(Date.parse(delivered.push.lastSuccessAt!)).toBeGreaterThanOrEqual(pushed!.processedOn!);
    expect(Date.parse(delivered.email.lastSuccessAt!)).toBeGreaterThanOrEqual(mailed!.processedOn!);

    // The push service fails (500), the SMTP server refuses the recipient: each a failure, after the delivery.
    push.answer(new URL(device.endpoint).pathname, 500);
    expect((await run(JOBS.sendPush, { subscriptionId: subscription.id, message }))?.failedReason).toBeTruthy();
    expect((await run(JOBS.sendEmail, { to: 'refuse@example.com', subject: 'Your stay', text: 'See you soon.', html: '<p>See you soon.</p>' }))?.failedReason).toBeTruthy();
    const failed = await status(api);
    for (const channel of ['push', 'email'] as const) {
      expect(failed[channel]).toMatchObject({ configured: true, lastSuccessAt: delivered[channel].lastSuccessAt, failuresSinceSuccess: 1 });
      expect(Date.parse(failed[channel].lastFailureAt!)).toBeGreaterThanOrEqual(Date.parse(delivered[channel].lastSuccessAt!));
    }
    expect(failed.payments).toEqual({ connected: false });
  });

  it('is for master only', async () => {
    for (const role of ['manager', 'investor', 'staff']) {
      await api.request().get('/api/integration-status').set('Cookie', await signIn(api, { staff: role })).expect(403);
    }
    await api.request().get('/api/integration-status').expect(401);
  });
});
