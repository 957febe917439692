import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInBali } from '@prana/domain';
import type { GuestRequestResponse, NotificationResponse, RequestCategory, RequestStatus } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

describe('guest sign-in on real bookings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('signs the demo guest in and serves the profile built from the booking', async () => {
    const agent = api.agent();
    await agent.post('/api/auth/guest/login').send({ lastName: 'Santoso', bookingCode: 'PRN-2401' }).expect(200);
    const { body } = await agent.get('/api/guest/profile').expect(200);
    expect(body).toMatchObject({
      bookingCode: 'PRN-2401',
      lastName: 'Santoso',
      villa: { slug: 'ubud-treetop-1', siteId: 'prana-ubud' },
      nights: 5,
      stayStatus: 'in-residence',
      stayCount: 1,
      loyaltyTier: 'Explorer',
      loyaltyDiscount: 0,
      selectedVillaId: 'prana-ubud',
      preferences: { email: true, push: false },
    });
  });

  it('refuses a wrong pair with the clear message, then rate-limits', async () => {
    const guest = await createGuest(api);
    // Its own address, so these failures do not count against the other tests' sign-ins.
    const login = () => api.request().post('/api/auth/guest/login').set('X-Forwarded-For', '198.51.100.42');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await login().send({ lastName: 'Nobody', bookingCode: guest.code }).expect(401);
      expect(wrong.body).toEqual({ error: 'We could not find a booking with that last name and booking code.', code: 'auth.bookingNotFound' });
    }
    const limited = await login().send({ lastName: guest.lastName, bookingCode: guest.code }).expect(429);
    expect(limited.body.error).toMatch(/^Too many sign-in attempts\./);
  });

  it('keeps every guest route for guests: signed out 401, staff 401, logout ends it', async () => {
    const guest = await createGuest(api);
    await api.request().get('/api/guest/requests').expect(401);
    const staff = await signIn(api, { staff: 'manager' });
    await api.request().get('/api/guest/profile').set('Cookie', staff).expect(401);
    await api.request().get('/api/guest/profile').set('Cookie', guest.cookie).expect(200);
    await api.request().post('/api/auth/logout').set('Cookie', guest.cookie).expect(204);
    await api.request().get('/api/guest/profile').set('Cookie', guest.cookie).expect(401);
  });

  it('counts stays by guest: a second stay makes a Gold Member with a 10 % extras discount', async () => {
    const email = `returning-${Date.now()}@example.com`;
    await createGuest(api, { email, guestName: 'Returning Guest', fromToday: -60, nights: 3 });
    const second = await createGuest(api, { email, guestName: 'Returning Guest', demoBill: true });
    const { body } = await api.request().get('/api/guest/profile').set('Cookie', second.cookie).expect(200);
    expect(body).toMatchObject({ stayCount: 2, loyaltyTier: 'Gold', loyaltyDiscount: 0.1 });
    const charges = await api.request().get('/api/guest/charges').set('Cookie', second.cookie).expect(200);
    expect(charges.body.summary).toMatchObject({ outstanding: 1_500_000, loyaltyRate: 0.1, loyaltyDiscount: 150_000, amountDue: 1_350_000 });
  });

  it('stores the selected villa collection and refuses an unknown one', async () => {
    const guest = await createGuest(api);
    const { body } = await api.request().patch('/api/guest/profile').set('Cookie', guest.cookie).send({ selectedVillaId: 'prana-jungle' }).expect(200);
    expect(body.selectedVillaId).toBe('prana-jungle');
    const again = await api.request().get('/api/guest/profile').set('Cookie', guest.cookie).expect(200);
    expect(again.body.selectedVillaId).toBe('prana-jungle');
    const refused = await api.request().patch('/api/guest/profile').set('Cookie', guest.cookie).send({ selectedVillaId: 'prana-moon' }).expect(400);
    expect(refused.body.error).toBe('Choose one of the three villa collections.');
  });
});

describe('guest requests', () => {
  let api: TestApi;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  async function listen(cookie: string): Promise<ClientSocket> {
    const socket = connect(api.url, cookie);
    sockets.push(socket);
    await nextEvent(socket, 'session.ready');
    return socket;
  }

  /** A day of every test stay whose mornings and evenings are always far enough ahead (today's may have passed). */
  const tomorrow = () => addDays(todayInBali(new Date()), 1);

  async function createRequest(guest: TestGuest, body: Record<string, unknown>): Promise<GuestRequestResponse> {
    const response = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send(body).expect(201);
    return response.body.request as GuestRequestResponse;
  }

  async function notifications(guest: TestGuest): Promise<{ notifications: NotificationResponse[]; unreadCount: number }> {
    return (await api.request().get('/api/guest/notifications').set('Cookie', guest.cookie).expect(200)).body;
  }

  it('stores a request from its fields, with its "request received" confirmation, live', async () => {
    const guest = await createGuest(api);
    const socket = await listen(guest.cookie);
    const created = nextEvent(socket, 'request.created');
    const notified = nextEvent(socket, 'notification.created');
    const request = await createRequest(guest, {
      category: 'concierge',
      title: 'Late checkout',
      notes: '  Could we stay until 14:00?  ',
      scheduledTime: '14:00',
      metadata: { type: 'in-person' },
    });
    expect(request).toMatchObject({ category: 'concierge', title: 'Late checkout', notes: 'Could we stay until 14:00?', scheduledTime: '14:00', status: 'pending', metadata: { type: 'in-person' }, bookingId: guest.booking.id });
    expect((await created).request.id).toBe(request.id);
    const { notification, unreadCount } = await notified;
    expect(notification).toMatchObject({ type: 'confirmation', message: 'Late checkout request received', read: false, relatedRequestId: request.id });
    expect(notification.messageText).toEqual({ kind: 'request-received', title: { kind: 'text', text: 'Late checkout' } });
    expect(unreadCount).toBe(1);
    const list = await api.request().get('/api/guest/requests').set('Cookie', guest.cookie).expect(200);
    // What was stored reads back exactly as the create answered (times, metadata, notes).
    expect(list.body.requests).toEqual([request]);
  });

  it('stores text that looks like SQL or placeholders exactly as written', async () => {
    const guest = await createGuest(api);
    const notes = `It's a "test" \\ ? ?? $1 :name -- /* */ ; drop table guest_requests; ✓ 東京 🌴`;
    const request = await createRequest(guest, { category: 'concierge', title: `O'Brien's "late" ?`, notes, metadata: { type: 'in-person' } });
    expect(request).toMatchObject({ title: `O'Brien's "late" ?`, notes });
    const list = await api.request().get('/api/guest/requests').set('Cookie', guest.cookie).expect(200);
    expect(list.body.requests).toEqual([request]);
  });

  it('fills empty notes with the screen fallback and refuses blank concierge notes', async () => {
    const guest = await createGuest(api);
    const housekeeping = await createRequest(guest, { category: 'housekeeping', title: 'Fresh towels', notes: '   ', metadata: { serviceId: 'towels' } });
    expect(housekeeping.notes).toBe('No additional notes.');
    const wellness = await createRequest(guest, { category: 'wellness', title: 'Sound healing', serviceDate: tomorrow(), scheduledTime: '18:00', metadata: { serviceId: 'sound-healing' } });
    expect(wellness.notes).toBe('No special notes.');
    const blank = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'concierge', title: 'Celebration planning', notes: '  \n ' }).expect(400);
    expect(blank.body.error).toBe('Add a note so the concierge knows how to help.');
    const unknownField = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'dining', title: 'Breakfast', status: 'confirmed' }).expect(400);
    expect(unknownField.body.error).toBe('Unknown field: status.');
    const unknownCategory = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'spa', title: 'x' }).expect(400);
    expect(unknownCategory.body.error).toBe('Choose a category: dining, wellness, transport, housekeeping or concierge.');
    expect((await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests).toHaveLength(2);
  });

  const PAIRS: Array<[RequestCategory, RequestStatus, Record<string, unknown>]> = [
    ['dining', 'confirmed', { slot: '08:15', guests: 2 }],
    ['wellness', 'scheduled', { serviceId: 'balinese-massage' }],
    ['transport', 'confirmed', { type: 'private', optionId: 'scooter' }],
    ['housekeeping', 'acknowledged', { serviceId: 'turndown' }],
    ['concierge', 'acknowledged', { type: 'celebration' }],
  ];

  it.each(PAIRS)('lets staff move a %s request pending ↔ %s only, with its wording; the guest sets no status', async (category, partner, metadata) => {
    const guest = await createGuest(api);
    const staffCookie = await signIn(api, { staff: 'staff' });
    // A breakfast is timed by its slot: tomorrow's is always far enough away.
    const request = await createRequest(guest, { category, title: `Test ${category}`, notes: 'Please', ...(category === 'dining' ? { serviceDate: tomorrow() } : {}), metadata });
    const title = request.title;
    const refused = await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', guest.cookie).send({ notes: 'Please', status: partner }).expect(400);
    expect(refused.body.code).toBe('validation.unknownField');
    const others = (['scheduled', 'confirmed', 'acknowledged'] as const).filter((status) => status !== partner);
    for (const status of others) {
      const wrong = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status }).expect(400);
      expect(wrong.body.code).toBe('request.transition');
    }
    const cancelled = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: 'cancelled' }).expect(400);
    expect(cancelled.body.code).toBe('request.status');
    const moved = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: partner }).expect(200);
    expect(moved.body).toMatchObject({ changed: true, request: { status: partner } });
    const back = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: 'pending' }).expect(200);
    expect(back.body.request.status).toBe('pending');
    const messages = (await notifications(guest)).notifications.map((notification) => [notification.type, notification.message]);
    const confirmed = partner === 'scheduled' ? `${title} updated` : `${title} confirmed`;
    expect(messages).toEqual([
      ['reminder', `${title} updated`],
      ['reminder', confirmed],
      ['confirmation', `${title} request received`],
    ]);
  });

  it('lets staff acknowledge through PATCH /api/staff/requests/{id}: guest and staff hear it live; the same status does nothing', async () => {
    const guest = await createGuest(api);
    const request = await createRequest(guest, { category: 'concierge', title: 'In-person concierge visit', notes: 'Umbrella please', metadata: { type: 'in-person' } });
    const staffCookie = await signIn(api, { staff: 'staff' });
    const [guestSocket, staffSocket] = await Promise.all([listen(guest.cookie), listen(staffCookie)]);
    const guestUpdate = nextEvent(guestSocket, 'request.updated');
    const staffUpdate = nextEvent(staffSocket, 'request.updated');
    const notified = nextEvent(guestSocket, 'notification.created');

    const response = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);
    expect(response.body).toMatchObject({ changed: true, request: { id: request.id, status: 'acknowledged' } });
    expect((await guestUpdate).request.status).toBe('acknowledged');
    // Staff hear the queue's row: who asked, where, and the priority the new status gives it.
    expect((await staffUpdate).item).toMatchObject({
      kind: 'guest-request',
      id: request.id,
      status: 'acknowledged',
      priority: 'low',
      bookingCode: guest.code,
      guestName: guest.booking.guestName,
    });
    const { notification, unreadCount } = await notified;
    expect(notification.message).toBe('In-person concierge visit confirmed');
    expect(unreadCount).toBe(2);

    const same = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: 'acknowledged' }).expect(200);
    expect(same.body.changed).toBe(false);
    expect((await notifications(guest)).notifications).toHaveLength(2);

    const wrong = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', staffCookie).send({ status: 'scheduled' }).expect(400);
    expect(wrong.body.error).toBe('A concierge request moves between pending and acknowledged only.');
  });

  it('changes a request once when several staff acknowledge it at the same moment: one change, one reminder', async () => {
    const guest = await createGuest(api);
    const request = await createRequest(guest, { category: 'concierge', title: 'Umbrellas', notes: 'Two please', metadata: { type: 'in-person' } });
    const cookies = await Promise.all((['staff', 'manager', 'master', 'staff', 'manager'] as const).map((role) => signIn(api, { staff: role })));
    const answers = await Promise.all(
      cookies.map((cookie) => api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', cookie).send({ status: 'acknowledged' }).expect(200)),
    );
    expect(answers.map((answer) => answer.body.changed).sort()).toEqual([false, false, false, false, true]);
    const { notifications: stored, unreadCount } = await notifications(guest);
    expect(stored.filter((notification) => notification.relatedRequestId === request.id).map((notification) => notification.type)).toEqual(['reminder', 'confirmation']);
    expect(unreadCount).toBe(2);
  });

  it('lets master, manager and staff change statuses, never an investor or a guest', async () => {
    const guest = await createGuest(api);
    const request = await createRequest(guest, { category: 'wellness', title: 'Warm stone therapy', metadata: { serviceId: 'warm-stone' } });
    for (const [role, status] of [['master', 'scheduled'], ['manager', 'pending'], ['staff', 'scheduled']] as const) {
      const cookie = await signIn(api, { staff: role });
      await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', cookie).send({ status }).expect(200);
    }
    const investor = await signIn(api, { staff: 'investor' });
    await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', investor).send({ status: 'pending' }).expect(403);
    await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', guest.cookie).send({ status: 'pending' }).expect(401);
    await api.request().patch('/api/staff/requests/not-a-uuid').set('Cookie', await signIn(api, { staff: 'staff' })).send({ status: 'pending' }).expect(404);
  });

  it('keeps two bookings apart: another booking’s request, notification, charge and method are a 404', async () => {
    const [owner, other] = await Promise.all([createGuest(api, { demoBill: true }), createGuest(api, { demoBill: true })]);
    const request = await createRequest(owner, { category: 'wellness', title: 'Flower bath ritual', metadata: { serviceId: 'flower-bath' } });
    const ownerNotification = (await notifications(owner)).notifications[0]!;
    const ownerCharge = (await api.request().get('/api/guest/charges').set('Cookie', owner.cookie)).body.charges.find((charge: { status: string }) => charge.status === 'pending');
    const ownerMethod = (await api.request().get('/api/guest/payment-methods').set('Cookie', owner.cookie)).body.methods[1];

    expect((await api.request().get('/api/guest/requests').set('Cookie', other.cookie)).body.requests).toEqual([]);
    expect((await notifications(other)).notifications).toEqual([]);
    const otherCharges = (await api.request().get('/api/guest/charges').set('Cookie', other.cookie)).body.charges.map((charge: { id: string }) => charge.id);
    expect(otherCharges).not.toContain(ownerCharge.id);

    await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', other.cookie).send({ notes: 'mine' }).expect(404);
    await api.request().post(`/api/guest/requests/${request.id}/cancel`).set('Cookie', other.cookie).expect(404);
    await api.request().post(`/api/guest/notifications/${ownerNotification.id}/read`).set('Cookie', other.cookie).expect(404);
    await api.request().post(`/api/guest/charges/${ownerCharge.id}/settle`).set('Cookie', other.cookie).expect(404);
    await api.request().post(`/api/guest/payment-methods/${ownerMethod.id}/default`).set('Cookie', other.cookie).expect(404);
    await api.request().post('/api/guest/payments').set('Cookie', other.cookie).send({ methodId: ownerMethod.id }).expect(404);
    await api.request().delete(`/api/guest/payment-methods/${ownerMethod.id}`).set('Cookie', other.cookie).expect(404);

    // Nothing of the owner's changed.
    const after = (await api.request().get('/api/guest/requests').set('Cookie', owner.cookie)).body.requests[0];
    expect(after.status).toBe('pending');
    expect((await notifications(owner)).unreadCount).toBe(1);
    const charge = (await api.request().get('/api/guest/charges').set('Cookie', owner.cookie)).body.charges.find((item: { id: string }) => item.id === ownerCharge.id);
    expect(charge.status).toBe('pending');
  });

  it('prices paid services from the catalogue, whatever price the client sends', async () => {
    const guest = await createGuest(api);
    const dining = await api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', guest.cookie)
      .send({ category: 'dining', title: 'Breakfast at 08:15', serviceDate: tomorrow(), metadata: { slot: '08:15', guests: 3, addOnIds: ['floating-breakfast', 'immune-elixir'] } })
      .expect(201);
    expect(dining.body.charges.map((charge: { amount: number; category: string }) => [charge.category, charge.amount])).toEqual([
      ['Dining', 550_000],
      ['Dining', 95_000],
    ]);
    const dinner = await createRequest(guest, { category: 'dining', title: 'Breakfast', serviceDate: tomorrow(), metadata: { meal: 'dinner', slot: '19:30', guests: 2, itemIds: ['twilight-dinner'] } });
    // Called what it orders, whatever title was sent.
    expect(dinner.title).toBe('Dinner at 19:30 for 2 guests: Twilight dinner');
    expect(dining.body.request.title).toBe('Breakfast at 08:15 for 3 guests: Floating breakfast, Immune elixir');
    const driver = await api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', guest.cookie)
      .send({ category: 'transport', title: 'Private driver', metadata: { type: 'private', optionId: 'private-driver', price: 1, guestName: '  ' } })
      .expect(201);
    expect(driver.body.charges[0]).toMatchObject({ amount: 950_000, category: 'Transport', status: 'pending' });
    expect(driver.body.request.metadata).toMatchObject({ price: 950_000, guestName: 'Primary guest' });
    const unknown = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'wellness', title: 'Mystery', metadata: { serviceId: 'moon-bath' } }).expect(400);
    expect(unknown.body.error).toBe('Choose a wellness ritual.');
    const summary = (await api.request().get('/api/guest/charges').set('Cookie', guest.cookie)).body.summary;
    expect(summary).toMatchObject({ outstanding: 550_000 + 95_000 + 1_800_000 + 950_000, loyaltyDiscount: 0 });
    expect((await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests).toHaveLength(3);
  });
});

describe('shuttle seats', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('never overbooks a departure under 20 parallel requests from several guests', async () => {
    const guests = await Promise.all(Array.from({ length: 4 }, () => createGuest(api, { nights: 8 })));
    // A day no other suite books, inside every test stay.
    const date = addDays(todayInBali(new Date()), 3);
    const before = await api.request().get('/api/guest/shuttles').query({ date }).set('Cookie', guests[0]!.cookie).expect(200);
    const departure = before.body.departures.find((item: { id: string }) => item.id === 'shuttle-1400');
    expect(departure).toMatchObject({ time: '14:00', seatsTotal: 9, seatsTaken: 2, seatsRemaining: 7 });

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api
          .request()
          .post('/api/guest/requests')
          .set('Cookie', guests[index % guests.length]!.cookie)
          .send({ category: 'transport', title: 'Shuttle 14:00', serviceDate: date, metadata: { type: 'shuttle', departureId: 'shuttle-1400', seats: 1 } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    expect(responses.find((response) => response.status === 409)!.body.error).toBe('The 14:00 shuttle is full. Please choose another departure.');

    const after = await api.request().get('/api/guest/shuttles').query({ date }).set('Cookie', guests[0]!.cookie).expect(200);
    expect(after.body.departures.find((item: { id: string }) => item.id === 'shuttle-1400')).toMatchObject({ seatsTaken: 9, seatsRemaining: 0 });
    const em = api.app.get(EntityManager).fork();
    const stored = await em.find(GuestRequest, { booking: { $in: guests.map((guest) => guest.booking.id) }, category: 'transport' });
    expect(stored).toHaveLength(7);
  });

  it('refuses more seats than remain with what is left, and a day outside the stay', async () => {
    const guest = await createGuest(api, { nights: 8 });
    const date = addDays(todayInBali(new Date()), 4);
    await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'transport', title: 'Shuttle 10:00', serviceDate: date, metadata: { type: 'shuttle', departureId: 'shuttle-1000', seats: 1 } }).expect(201);
    const tooMany = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'transport', title: 'Shuttle 10:00', serviceDate: date, metadata: { type: 'shuttle', departureId: 'shuttle-1000', seats: 2 } }).expect(409);
    expect(tooMany.body.error).toBe('Only 1 seat left on the 10:00 shuttle.');
    const outside = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'transport', title: 'Shuttle', serviceDate: addDays(date, 30), metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 1 } }).expect(400);
    expect(outside.body.error).toBe(`Choose a day of your stay, from ${guest.booking.checkIn} to ${guest.booking.checkOut}.`);
    const fiveSeats = await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'transport', title: 'Shuttle', serviceDate: date, metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 5 } }).expect(400);
    expect(fiveSeats.body.error).toBe('Choose 1 to 4 seats.');
  });
});
