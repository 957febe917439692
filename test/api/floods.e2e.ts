import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { GUEST_REQUEST_RATE_LIMIT } from '../../apps/api/src/guest-services/guest-requests.service.ts';
import { RESERVATION_RATE_LIMIT } from '../../apps/api/src/reservations/reservations.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { createGuest } from './guest-fixtures.ts';

describe('floods are bounded', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it(`takes ${GUEST_REQUEST_RATE_LIMIT.max} guest requests a minute from one booking, then answers 429 with Retry-After and stores nothing`, async () => {
    const guest = await createGuest(api);
    const send = () => api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'housekeeping', title: 'Extra towels' });
    const answers = await Promise.all(Array.from({ length: GUEST_REQUEST_RATE_LIMIT.max + 5 }, send));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(GUEST_REQUEST_RATE_LIMIT.max);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.error).toBe('You have sent many requests in a short time. Please wait 1 minute, or message the concierge.');
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(GUEST_REQUEST_RATE_LIMIT.windowSeconds);
    expect(await api.app.get(EntityManager).fork().count(GuestRequest, { booking: guest.booking.id })).toBe(GUEST_REQUEST_RATE_LIMIT.max);
    // Another booking is not held back.
    const other = await createGuest(api);
    await api.request().post('/api/guest/requests').set('Cookie', other.cookie).send({ category: 'housekeeping', title: 'Extra towels' }).expect(201);
  });

  it('sends Retry-After with the reservation requests limit', async () => {
    const checkIn = addDays(todayInBali(new Date()), 250);
    const body = { villaId: 'ubud-lux-2', checkIn, checkOut: addDays(checkIn, 3), adults: 2, children: 0, infants: 0, fullName: 'Flood Test', email: 'flood@example.com', phone: null, notes: null };
    const post = () => api.request().post('/api/reservation-requests').set('X-Forwarded-For', '192.0.2.77').send(body);
    for (let index = 0; index < RESERVATION_RATE_LIMIT.max; index += 1) await post().expect(201);
    const refused = await post().expect(429);
    expect(refused.body.error).toMatch(/^Too many reservation requests from this connection\. Please wait 15 minutes or message our concierge\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(RESERVATION_RATE_LIMIT.windowSeconds - 60);
  });
});
