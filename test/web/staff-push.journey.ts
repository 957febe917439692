/// <reference lib="dom" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { GuestProfileResponse } from '@prana/contracts';
import { runAxe } from '../support/axe.ts';
import { PHONE, signInAsGuest, RETRY_RESET } from '../support/browser.ts';
import { testEnv } from '../support/env.ts';
import { freePort, startProcess, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { startPushEndpoint, type TestDevice } from '../support/push-endpoint.ts';
import { askConcierge, guestCookie, signInThroughForm } from './staff-journey-support.ts';
import { useBrowser } from '../support/journey-browser.ts';

/**
 * Staff turn on "Notifications on this device" in the dashboard, the api stores the
 * subscription, and a new guest request reaches the device as a push that decrypts to its text.
 * A guest's Push switch shows on only while this device gets pushes (a new sign-in starts without).
 *
 * Chromium can only subscribe through its vendor's push service, which a test cannot reach, so
 * this page's PushManager hands out a subscription to a push service on 127.0.0.1 (the same one
 * test/api/push-and-mail.e2e.ts uses) with the device keys the test decrypts with. Everything
 * else is real: the permission, the toggle, the api, the worker, web-push's encryption.
 */

/** This device's PushManager, answering with `device`'s subscription; it records the key it was asked to use. */
/**
 * A push service in the page: subscriptions kept in localStorage. `firstReadLateMs` answers a
 * document's first subscription read that much later (with what it found when asked), as a busy
 * phone may, and marks `window.firstPushReadAnswered` when it has.
 */
function pushManagerOf(device: Pick<TestDevice, 'endpoint' | 'keys'> & { firstReadLateMs?: number }) {
  const subscribed = 'test.push.subscribed';
  let reads = 0;
  const subscription = () => ({
    endpoint: device.endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(subscribed);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    // The app passes the base64url key as it came from the api.
    localStorage.setItem(subscribed, typeof key === 'string' ? key : 'not a string');
    return subscription() as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const found = localStorage.getItem(subscribed) === null ? null : (subscription() as unknown as PushSubscription);
    if (reads++ === 0 && device.firstReadLateMs) {
      await new Promise((resolve) => setTimeout(resolve, device.firstReadLateMs));
      Object.assign(window, { firstPushReadAnswered: true });
    }
    return found;
  };
}

describe('push on this device, for staff and guests', () => {
  const browser = useBrowser();
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let api: RunningProcess;
  let worker: RunningProcess;
  let baseUrl: string;
  let database: pg.Client;
  const vapid = webpush.generateVAPIDKeys();
  const certificateDir = mkdtempSync(join(tmpdir(), 'prana-push-ca-'));
  beforeAll(async () => {
    push = await startPushEndpoint();
    const certificate = join(certificateDir, 'push.pem');
    writeFileSync(certificate, push.certificate);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // Pushes need a VAPID key, which the shared journey api has not; its own Redis prefix keeps the
    // shared worker (which would skip them) off this api's queues.
    const env = {
      PORT: String(port),
      REDIS_PREFIX: `${testEnv.REDIS_PREFIX}:push`,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:test@prana.example',
      NODE_EXTRA_CA_CERTS: certificate,
    };
    api = startProcess('main', env);
    worker = startProcess('worker', env);
    database = new pg.Client({ connectionString: testEnv.DATABASE_URL });
    await Promise.all([waitForHealthy(baseUrl), database.connect()]);
  });
  afterAll(async () => {
    await Promise.all([api?.stop(), worker?.stop(), push?.close(), database?.end()]);
    rmSync(certificateDir, { recursive: true, force: true });
  });

  /** The staff member's phone, allowed to show notifications, signed in on the dashboard. */
  async function staffPhone(device: TestDevice, permission: 'granted' | 'denied' = 'granted'): Promise<Page> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    if (permission === 'granted') await context.grantPermissions(['notifications'], { origin: baseUrl });
    await context.addInitScript(pushManagerOf, { endpoint: device.endpoint, keys: device.keys });
    const page = await context.newPage();
    if (permission === 'denied') await page.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied' }));
    await signInThroughForm(page, baseUrl, 'staff', 'staff');
    await page.waitForURL(`${baseUrl}/admin/staff`);
    return page;
  }

  const storedFor = async (endpoint: string) =>
    (
      await database.query<{ username: string; lang: string }>(
        'select staff_users.username, push_subscriptions.lang from push_subscriptions join staff_users on staff_users.id = push_subscriptions.staff_user_id where endpoint = $1',
        [endpoint],
      )
    ).rows;

  it('at 390×844: turned on, the device’s subscription is stored and a new guest request arrives as a push in the device’s words; off and log out forget it', async () => {
    const device = push.device(`staff-${Date.now()}`);
    const page = await staffPhone(device);
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    const box = await toggle.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await toggle.click();
    // The first time waits for the service worker to install.
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => storedFor(device.endpoint)).toEqual([{ username: 'staff', lang: 'en' }]);
    // Subscribed with the deployment's key, from GET /api/public-config.
    expect(await page.evaluate(() => localStorage.getItem('test.push.subscribed'))).toBe(vapid.publicKey);

    // A guest asks for something: the worker pushes this device, encrypted for its keys.
    const cookie = await guestCookie(baseUrl, 'Santoso', 'PRN-2401');
    const profile = (await (await fetch(`${baseUrl}/api/guest/profile`, { headers: { Cookie: cookie } })).json()) as GuestProfileResponse;
    const title = `Mosquito coil ${Date.now()}`;
    const arrived = push.next(new URL(device.endpoint).pathname);
    const request = await askConcierge(baseUrl, cookie, title, 'For the terrace.');
    const message = JSON.parse((await arrived).text) as { title: string; body: string; url: string; tag: string };
    expect(message).toEqual({ title: 'Prana', body: `New request: ${title} (${profile.villa.name})`, url: '/admin', tag: `request-${request.id}` });

    // The device's language goes with it: switched to Bahasa, its pushes are written in Bahasa.
    await page.getByRole('button', { name: 'Bahasa' }).click();
    await expect.poll(() => storedFor(device.endpoint)).toEqual([{ username: 'staff', lang: 'id' }]);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => storedFor(device.endpoint)).toEqual([{ username: 'staff', lang: 'en' }]);

    // Off: gone at the api and in the browser.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => storedFor(device.endpoint)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('test.push.subscribed'))).toBeNull();

    // On again, then Log out: the next person on this phone starts with it off.
    await toggle.click();
    await expect.poll(() => storedFor(device.endpoint)).toHaveLength(1);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/admin-login`);
    await expect.poll(() => storedFor(device.endpoint)).toEqual([]);
    // The server closes the live connection before it answers, so session.ended may open the sign-in
    // page while the browser is still forgetting the subscription: it is gone a moment later.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('test.push.subscribed'))).toBeNull();
    await signInThroughForm(page, baseUrl, 'staff', 'staff', false);
    await page.waitForURL(`${baseUrl}/admin/staff`);
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    expect(await storedFor(device.endpoint)).toEqual([]);
  });

  it('guest at 390×844: push turned on, log out, sign in again: off on this device with a note, the preference kept; on again, a push arrives', async () => {
    const device = push.device(`guest-${Date.now()}`);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await context.addInitScript(pushManagerOf, { endpoint: device.endpoint, keys: device.keys, firstReadLateMs: 2_000 });
    const page = await context.newPage();
    const storedForGuest = async () =>
      (await database.query<{ lang: string }>('select lang from push_subscriptions where endpoint = $1 and booking_id is not null', [device.endpoint])).rows;
    const pushPreference = async () => ((await (await context.request.get(`${baseUrl}/api/guest/profile`, RETRY_RESET)).json()) as GuestProfileResponse).preferences.push;
    const toggle = page.getByRole('switch', { name: 'Push' });
    const note = page.getByText('Push is on for your booking but off on this device. Turn it on to get pushes here too.');

    await signInAsGuest(page, baseUrl);
    // Subscribing needs the service worker installed (it precaches the companion first).
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.goto(`${baseUrl}/app/notifications`);
    await expect.poll(() => toggle.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    // Turned on before the page's own first read of the device answers: that late answer ("off")
    // must not undo the guest's choice.
    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
    await page.waitForFunction(() => 'firstPushReadAnswered' in window);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await toggle.isChecked()).toBe(true);
    await expect.poll(storedForGuest).toEqual([{ lang: 'en' }]);
    expect(await pushPreference()).toBe(true);

    // Log out drops the device at the api and in the browser; the booking's preference stays on.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await expect.poll(storedForGuest).toEqual([]);
    await signInAsGuest(page, baseUrl);
    await page.goto(`${baseUrl}/app/notifications`);
    expect(await pushPreference()).toBe(true);
    // So push shows off here, and says why and how to turn it on.
    await expect.poll(() => note.count(), { timeout: 15_000 }).toBe(1);
    expect(await toggle.isChecked()).toBe(false);
    const box = await note.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(storedForGuest).toEqual([{ lang: 'en' }]);
    expect(await note.count()).toBe(0);
    const arrived = push.next(new URL(device.endpoint).pathname);
    await page.getByRole('button', { name: 'Send test' }).nth(1).click();
    expect(JSON.parse((await arrived).text)).toMatchObject({ body: 'Test push notification from Prana.' });

    // Off again, as the demo guest started.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(pushPreference).toBe(false);
    await expect.poll(storedForGuest).toEqual([]);
  });

  it('says so when this browser blocks notifications, and stores nothing', async () => {
    const device = push.device(`blocked-${Date.now()}`);
    const page = await staffPhone(device, 'denied');
    const status = page.getByTestId('device-push');
    await expect.poll(() => status.getAttribute('data-state'), { timeout: 15_000 }).toBe('blocked');
    expect(await status.innerText()).toContain('Notifications are blocked for Prana in this browser. Allow them in the site settings to turn them on.');
    expect(await page.getByRole('switch', { name: 'Notifications on this device' }).isDisabled()).toBe(true);
    expect(await storedFor(device.endpoint)).toEqual([]);
    // Named and readable (the accessibility journeys cannot see it: its api has no VAPID key).
    const { violations } = await runAxe(page, ['color-contrast', 'label', 'aria-toggle-field-name'], '[data-testid="device-push"]');
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
