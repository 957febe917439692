import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChargeResponse, PaymentMethodResponse } from '@prana/contracts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { renderText } from '@prana/catalogue';

describe('money settles once', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** A guest with a stored card and `count` pending charges of 100,000 each. */
  async function guestOwing(count: number): Promise<{ guest: TestGuest; method: PaymentMethodResponse; charges: ChargeResponse[] }> {
    const guest = await createGuest(api);
    const em = api.app.get(EntityManager).fork();
    for (let index = 0; index < count; index += 1) {
      em.persist(
        new GuestCharge({
          booking: em.getReference(Booking, guest.booking.id),
          description: { en: `Charge ${index}`, id: `Biaya ${index}` },
          date: guest.booking.checkIn,
          amount: 100_000,
          status: 'pending',
          category: 'Other',
          reference: `RACE-${index}`,
        }),
      );
    }
    await em.flush();
    const created = await api.request().post('/api/guest/payment-methods').set('Cookie', guest.cookie).send({ type: 'visa', label: 'Visa', last4: '4242' }).expect(201);
    const charges = (await api.request().get('/api/guest/charges').set('Cookie', guest.cookie).expect(200)).body.charges as ChargeResponse[];
    return { guest, method: created.body.method as PaymentMethodResponse, charges };
  }

  it('settles each charge once when "Settle balance" races "Mark as settled", and the payment is what it settled', async () => {
    const { guest, method, charges } = await guestOwing(20);
    const [payment, ...singles] = await Promise.all([
      api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({ methodId: method.id }),
      ...charges.map((charge) => api.request().post(`/api/guest/charges/${charge.id}/settle`).set('Cookie', guest.cookie)),
    ]);
    const settledSingly = singles.filter((answer) => answer.status === 200).map((answer) => answer.body.charge.id as string);
    expect(singles.every((answer) => answer.status === 200 || (answer.status === 409 && answer.body.error === 'This charge is already settled.'))).toBe(true);
    const paid: string[] = payment!.status === 201 ? payment!.body.payment.chargeIds : [];
    // Every charge settled exactly once: by the payment or singly, never both.
    expect([...paid, ...settledSingly].sort()).toEqual(charges.map((charge) => charge.id).sort());
    if (payment!.status === 201) expect(payment!.body.payment.gross).toBe(paid.length * 100_000);
    else expect(payment!.status).toBe(409);
    const stored = await api.app.get(EntityManager).fork().find(GuestCharge, { booking: guest.booking.id });
    expect(stored.every((charge) => charge.status === 'settled')).toBe(true);
    expect(stored.filter((charge) => charge.payment !== null && charge.payment !== undefined)).toHaveLength(paid.length);
  });

  it('turns 20 parallel payments into one payment and one "Paid …" notification', async () => {
    const { guest, method } = await guestOwing(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({ methodId: method.id })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.body).toEqual({ error: 'Your balance is already settled: there is nothing left to pay.', code: 'billing.alreadySettled' });
    const notifications = await api.app.get(EntityManager).fork().find(GuestNotification, { booking: guest.booking.id });
    const messages = notifications.map((notification) => renderText(notification.message, 'en'));
    expect(messages.filter((message) => message.startsWith('Paid '))).toHaveLength(1);
    expect(messages.filter((message) => message.startsWith('No outstanding balance'))).toHaveLength(0);
  });
});
