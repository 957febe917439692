import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeResponse, PaymentMethodResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { renderText } from '@prana/catalogue';

describe('guest billing and payments', () => {
  let api: TestApi;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  const get = (guest: TestGuest, path: string) => api.request().get(path).set('Cookie', guest.cookie).expect(200);
  const charges = async (guest: TestGuest) => (await get(guest, '/api/guest/charges')).body as { charges: ChargeResponse[]; summary: Record<string, number> };
  const methods = async (guest: TestGuest) => (await get(guest, '/api/guest/payment-methods')).body.methods as PaymentMethodResponse[];

  it('shows the seeded bill with its summary', async () => {
    const guest = await createGuest(api, { demoBill: true });
    const { charges: list, summary } = await charges(guest);
    expect(list.map((charge) => [charge.amount, charge.status, charge.category])).toEqual(
      expect.arrayContaining([
        [550_000, 'pending', 'Dining'],
        [950_000, 'pending', 'Transport'],
        [420_000, 'settled', 'Wellness'],
        [0, 'complimentary', 'Other'],
      ]),
    );
    expect(summary).toEqual({ totalExtras: 1_920_000, outstanding: 1_500_000, loyaltyTier: 'Explorer', loyaltyRate: 0, loyaltyDiscount: 0, amountDue: 1_500_000, settled: 420_000 });
    expect((await methods(guest)).map((method) => [method.label, method.isDefault])).toEqual([
      ['Visa •••• 4242', true],
      ['Apple Pay', false],
    ]);
  });

  it('marks one pending charge as settled; settled and complimentary charges never change', async () => {
    const guest = await createGuest(api, { demoBill: true });
    const list = (await charges(guest)).charges;
    const pending = list.find((charge) => charge.status === 'pending' && charge.amount === 550_000)!;
    const settled = await api.request().post(`/api/guest/charges/${pending.id}/settle`).set('Cookie', guest.cookie).expect(200);
    expect(settled.body.charge).toMatchObject({ id: pending.id, status: 'settled' });
    expect(settled.body.summary).toMatchObject({ outstanding: 950_000, settled: 970_000 });
    const again = await api.request().post(`/api/guest/charges/${pending.id}/settle`).set('Cookie', guest.cookie).expect(409);
    expect(again.body.error).toBe('This charge is already settled.');
    const complimentary = list.find((charge) => charge.status === 'complimentary')!;
    const refused = await api.request().post(`/api/guest/charges/${complimentary.id}/settle`).set('Cookie', guest.cookie).expect(409);
    expect(refused.body.error).toBe('Complimentary charges never change.');
  });

  it('pays every pending charge with the default method: "Paid {amount} via {method}", live; then the nothing-outstanding reminder', async () => {
    const guest = await createGuest(api, { demoBill: true });
    const socket = connect(api.url, guest.cookie);
    sockets.push(socket);
    await nextEvent(socket, 'session.ready');
    const billing = nextEvent(socket, 'billing.updated');
    const notified = nextEvent(socket, 'notification.created');

    const paid = await api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({}).expect(201);
    expect(paid.body.payment).toMatchObject({ amount: 1_500_000, gross: 1_500_000, discount: 0, methodLabel: 'Visa •••• 4242' });
    expect(paid.body.payment.chargeIds).toHaveLength(2);
    expect(paid.body.notification).toMatchObject({ type: 'confirmation', message: 'Paid IDR 1.500.000 via Visa •••• 4242' });
    expect(paid.body.notification.messageText).toEqual({ kind: 'payment', amount: 1_500_000, method: 'Visa •••• 4242' });
    expect(renderText(paid.body.notification.messageText, 'id')).toBe('Dibayar Rp 1.500.000 melalui Visa •••• 4242');
    expect((await billing).summary).toMatchObject({ outstanding: 0, settled: 1_920_000 });
    expect((await notified).unreadCount).toBe(1);
    expect((await charges(guest)).charges.filter((charge) => charge.status === 'pending')).toEqual([]);

    const nothing = await api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({}).expect(200);
    expect(nothing.body.payment).toBeNull();
    expect(nothing.body.notification).toMatchObject({ type: 'reminder', message: 'No outstanding balance to settle right now.' });
  });

  it('pays with a chosen method, less the Gold discount, and settles a balance only once when two tabs pay at once', async () => {
    const email = `gold-${Date.now()}@example.com`;
    await createGuest(api, { email, guestName: 'Gold Guest', fromToday: -90, nights: 2 });
    const guest = await createGuest(api, { email, guestName: 'Gold Guest', demoBill: true });
    const applePay = (await methods(guest)).find((method) => method.label === 'Apple Pay')!;
    const [first, second] = await Promise.all([
      api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({ methodId: applePay.id }),
      api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({ methodId: applePay.id }),
    ]);
    const payments = [first, second].filter((response) => response.status === 201);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.body.payment).toMatchObject({ gross: 1_500_000, discount: 150_000, amount: 1_350_000, methodId: applePay.id });
    expect(payments[0]!.body.notification.message).toBe('Paid IDR 1.350.000 via Apple Pay');
    // The other tab's confirmation finds nothing left to pay: refused, and no reminder added.
    expect([first, second].find((response) => response.status !== 201)!.status).toBe(409);
  });

  it('asks for a method first when a balance is outstanding and none is stored', async () => {
    const guest = await createGuest(api);
    await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'wellness', title: 'Sunrise yoga', metadata: { serviceId: 'sunrise-yoga' } }).expect(201);
    const refused = await api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({}).expect(400);
    expect(refused.body.error).toBe('Add a payment method before settling your balance.');
    expect((await charges(guest)).summary.outstanding).toBe(520_000);
  });

  it('adds payment methods with the label and last-4 rules, and Make default really changes the default', async () => {
    const guest = await createGuest(api);
    const first = await api.request().post('/api/guest/payment-methods').set('Cookie', guest.cookie).send({ type: 'mastercard', label: '  Travel card ', last4: '55-12 3456 7', expiry: '09/30' }).expect(201);
    expect(first.body.method).toMatchObject({ type: 'mastercard', label: 'Travel card', last4: '5512', expiry: '09/30', isDefault: true });
    const second = await api.request().post('/api/guest/payment-methods').set('Cookie', guest.cookie).send({ type: 'paypal', label: 'PayPal', last4: 'abc' }).expect(201);
    expect(second.body.method).toMatchObject({ last4: null, expiry: null, isDefault: false });
    const blank = await api.request().post('/api/guest/payment-methods').set('Cookie', guest.cookie).send({ type: 'visa', label: '   ' }).expect(400);
    expect(blank.body.error).toBe('Enter a display label for this payment method.');

    const made = await api.request().post(`/api/guest/payment-methods/${second.body.method.id}/default`).set('Cookie', guest.cookie).expect(200);
    expect(made.body.methods.map((method: PaymentMethodResponse) => [method.label, method.isDefault])).toEqual([
      ['Travel card', false],
      ['PayPal', true],
    ]);
    // Two tabs pressing Make default at once still leave exactly one default.
    await Promise.all([
      api.request().post(`/api/guest/payment-methods/${first.body.method.id}/default`).set('Cookie', guest.cookie).expect(200),
      api.request().post(`/api/guest/payment-methods/${second.body.method.id}/default`).set('Cookie', guest.cookie).expect(200),
    ]);
    expect((await methods(guest)).filter((method) => method.isDefault)).toHaveLength(1);

    const removed = await api.request().delete(`/api/guest/payment-methods/${(await methods(guest)).find((method) => method.isDefault)!.id}`).set('Cookie', guest.cookie).expect(200);
    expect(removed.body.methods).toHaveLength(1);
    expect(removed.body.methods[0].isDefault).toBe(true);
  });
});

describe('guest notifications', () => {
  let api: TestApi;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it('marks one read, then all read, with the unread count live on every page', async () => {
    const guest = await createGuest(api);
    for (const title of ['Fresh towels', 'Laundry', 'Turndown']) {
      await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title, metadata: { serviceId: 'towels' } }).expect(201);
    }
    const socket = connect(api.url, guest.cookie);
    sockets.push(socket);
    await nextEvent(socket, 'session.ready');
    const { body } = await api.request().get('/api/guest/notifications').set('Cookie', guest.cookie).expect(200);
    expect(body.unreadCount).toBe(3);
    expect(body.notifications.map((notification: { message: string }) => notification.message)).toEqual([
      'Turndown request received',
      'Laundry request received',
      'Fresh towels request received',
    ]);

    const readEvent = nextEvent(socket, 'notification.read');
    const one = await api.request().post(`/api/guest/notifications/${body.notifications[0].id}/read`).set('Cookie', guest.cookie).expect(200);
    expect(one.body).toMatchObject({ unreadCount: 2, notifications: [{ id: body.notifications[0].id, read: true }] });
    expect(await readEvent).toEqual({ notificationIds: [body.notifications[0].id], unreadCount: 2 });

    const allEvent = nextEvent(socket, 'notification.read');
    const all = await api.request().post('/api/guest/notifications/read-all').set('Cookie', guest.cookie).expect(200);
    expect(all.body.unreadCount).toBe(0);
    expect((await allEvent).notificationIds).toHaveLength(2);
    await api.request().post('/api/guest/notifications/read-all').set('Cookie', guest.cookie).send({ everything: true }).expect(400);
    await api.request().post('/api/guest/notifications/nope/read').set('Cookie', guest.cookie).expect(404);
  });

  it('stores the email and push toggles (email on, push off by default) and sends tests on each channel', async () => {
    const guest = await createGuest(api);
    expect((await api.request().get('/api/guest/notification-preferences').set('Cookie', guest.cookie).expect(200)).body).toEqual({ email: true, push: false, language: 'en' });
    const changed = await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({ push: true, email: false }).expect(200);
    expect(changed.body).toEqual({ email: false, push: true, language: 'en' });
    expect((await api.request().get('/api/guest/profile').set('Cookie', guest.cookie)).body.preferences).toEqual({ email: false, push: true, language: 'en' });
    await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest.cookie).send({}).expect(400);

    const email = await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'email' }).expect(201);
    expect(email.body.notifications[0]).toMatchObject({ type: 'confirmation', read: false });
    const push = await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'push' }).expect(201);
    expect(push.body.notifications[0]).toMatchObject({ type: 'reminder' });
    expect(push.body.unreadCount).toBe(2);
    await api.request().post('/api/guest/notifications/test').set('Cookie', guest.cookie).send({ channel: 'sms' }).expect(400);
  });
});
