import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, baliClock, todayInBali } from '@prana/domain';
import type { ChargeResponse, GuestRequestResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

// Staff move a request through its statuses, the guest may cancel it
// (or rewrite its notes) until staff answer, and a service happens on a day of the stay.
describe('a guest cancels and edits their own requests', () => {
  let api: TestApi;
  let staffCookie: string;
  const sockets: ClientSocket[] = [];
  beforeAll(async () => {
    api = await startTestApi();
    staffCookie = await signIn(api, { staff: 'staff' });
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

  async function create(guest: TestGuest, body: Record<string, unknown>): Promise<{ request: GuestRequestResponse; charges: ChargeResponse[] }> {
    return (await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send(body).expect(201)).body;
  }

  const cancel = (guest: TestGuest, id: string) => api.request().post(`/api/guest/requests/${id}/cancel`).set('Cookie', guest.cookie);
  const charges = async (guest: TestGuest) => (await api.request().get('/api/guest/charges').set('Cookie', guest.cookie).expect(200)).body;
  const staffSet = (id: string, status: string) => api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staffCookie).send({ status });
  const queueItem = async (id: string) =>
    (await api.request().get('/api/staff/requests').set('Cookie', staffCookie).expect(200)).body.items.find((item: { id: string }) => item.id === id);

  it('cancels a pending request: staff hear it live, it stays in the queue but waits no more, and its charge is voided', async () => {
    const guest = await createGuest(api);
    const tomorrow = addDays(todayInBali(new Date()), 1);
    const { request, charges: added } = await create(guest, { category: 'wellness', title: 'Balinese massage', serviceDate: tomorrow, scheduledTime: '18:00', metadata: { serviceId: 'balinese-massage' } });
    expect((await charges(guest)).summary.outstanding).toBe(420_000);
    const [guestSocket, staffSocket] = await Promise.all([listen(guest.cookie), listen(staffCookie)]);
    const staffHeard = nextEvent(staffSocket, 'request.updated');
    const guestHeard = nextEvent(guestSocket, 'request.updated');
    const billHeard = nextEvent(guestSocket, 'billing.updated');

    const cancelled = await cancel(guest, request.id).expect(200);
    expect(cancelled.body).toMatchObject({ changed: true, request: { id: request.id, status: 'cancelled' } });
    expect((await staffHeard).item).toMatchObject({ id: request.id, status: 'cancelled', priority: 'low', bookingCode: guest.code });
    expect((await guestHeard).request.status).toBe('cancelled');
    expect((await billHeard).summary.outstanding).toBe(0);
    expect(await queueItem(request.id)).toMatchObject({ status: 'cancelled' });

    // Nothing billed for a cancelled service: the charge stays on the bill, voided, counted nowhere.
    const bill = await charges(guest);
    expect(bill.charges.find((charge: ChargeResponse) => charge.id === added[0]!.id)).toMatchObject({ status: 'void', amount: 420_000 });
    expect(bill.summary).toMatchObject({ outstanding: 0, settled: 0, totalExtras: 0 });
    // A second cancel (a double tap) changes nothing.
    expect((await cancel(guest, request.id).expect(200)).body.changed).toBe(false);
  });

  it('gives a cancelled shuttle request’s seats back', async () => {
    const guest = await createGuest(api, { nights: 8 });
    const date = addDays(todayInBali(new Date()), 6);
    const seatsLeft = async () =>
      (await api.request().get('/api/guest/shuttles').query({ date }).set('Cookie', guest.cookie).expect(200)).body.departures.find((item: { id: string }) => item.id === 'shuttle-0800')
        .seatsRemaining as number;
    const before = await seatsLeft();
    const { request } = await create(guest, { category: 'transport', title: 'Shuttle 08:00', serviceDate: date, metadata: { type: 'shuttle', departureId: 'shuttle-0800', seats: 2 } });
    expect(request).toMatchObject({ serviceDate: date, metadata: { type: 'shuttle', seats: 2 } });
    expect(await seatsLeft()).toBe(before - 2);
    await cancel(guest, request.id).expect(200);
    expect(await seatsLeft()).toBe(before);
  });

  it('refuses a cancel once staff answered (409), and staff never move a cancelled request (409)', async () => {
    const guest = await createGuest(api);
    const { request: ride } = await create(guest, { category: 'transport', title: 'Scooter rental', metadata: { type: 'private', optionId: 'scooter' } });
    await staffSet(ride.id, 'confirmed').expect(200);
    const late = await cancel(guest, ride.id).expect(409);
    expect(late.body).toMatchObject({ code: 'request.notCancellable' });
    expect((await charges(guest)).summary.outstanding).toBe(160_000);

    const { request: towels } = await create(guest, { category: 'housekeeping', title: 'Fresh towels', metadata: { serviceId: 'towels' } });
    await cancel(guest, towels.id).expect(200);
    for (const status of ['acknowledged', 'pending']) {
      const refused = await staffSet(towels.id, status).expect(409);
      expect(refused.body).toMatchObject({ code: 'request.cancelled', error: 'This request was cancelled by the guest.' });
    }
    expect(await queueItem(towels.id)).toMatchObject({ status: 'cancelled' });
    // Nor does the guest write in a cancelled request's thread: it is closed.
    const closed = await api.request().post(`/api/guest/requests/${towels.id}/messages`).set('Cookie', guest.cookie).send({ text: 'Still need them?' }).expect(409);
    expect(closed.body).toMatchObject({ code: 'request.cancelled' });
  });

  it('lets exactly one of a cancel and a staff confirm that race each other win', async () => {
    const guest = await createGuest(api);
    for (let round = 0; round < 4; round += 1) {
      const { request } = await create(guest, { category: 'transport', title: 'Airport transfer', metadata: { type: 'private', optionId: 'airport-transfer' } });
      const [cancelAnswer, confirmAnswer] = await Promise.all([cancel(guest, request.id), staffSet(request.id, 'confirmed')]);
      const statuses = [cancelAnswer.status, confirmAnswer.status].sort();
      expect(statuses).toEqual([200, 409]);
      const stored = (await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests.find((item: GuestRequestResponse) => item.id === request.id);
      if (cancelAnswer.status === 200) {
        expect(confirmAnswer.body.code).toBe('request.cancelled');
        expect(stored.status).toBe('cancelled');
      } else {
        expect(cancelAnswer.body.code).toBe('request.notCancellable');
        expect(stored.status).toBe('confirmed');
      }
    }
    // What was confirmed is billed; what was cancelled is not.
    const bill = await charges(guest);
    const requests: GuestRequestResponse[] = (await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests;
    const confirmed = requests.filter((request) => request.status === 'confirmed').length;
    expect(bill.summary.outstanding).toBe(confirmed * 550_000);
    expect(bill.charges.filter((charge: ChargeResponse) => charge.status === 'void')).toHaveLength(4 - confirmed);
  });

  it('refuses to cancel a request whose charge the guest already paid', async () => {
    const guest = await createGuest(api, { demoBill: true });
    const tomorrow = addDays(todayInBali(new Date()), 1);
    const { request } = await create(guest, { category: 'wellness', title: 'Flower bath ritual', serviceDate: tomorrow, scheduledTime: '15:00', metadata: { serviceId: 'flower-bath' } });
    await api.request().post('/api/guest/payments').set('Cookie', guest.cookie).send({}).expect(201);
    const refused = await cancel(guest, request.id).expect(409);
    expect(refused.body.code).toBe('request.paidCannotCancel');
    const stored = (await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests[0];
    expect(stored.status).toBe('pending');
  });

  it('lets the guest rewrite the notes while pending, live to staff, and not once staff answered', async () => {
    const guest = await createGuest(api);
    const { request } = await create(guest, { category: 'concierge', title: 'Dinner tip', notes: 'Somewhere quiet', metadata: { type: 'in-person' } });
    const staffSocket = await listen(staffCookie);
    const heard = nextEvent(staffSocket, 'request.updated');
    const edited = await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', guest.cookie).send({ notes: '  Somewhere quiet, for four  ' }).expect(200);
    expect(edited.body).toMatchObject({ changed: true, request: { notes: 'Somewhere quiet, for four', status: 'pending' } });
    expect((await heard).item.notes).toBe('Somewhere quiet, for four');
    const blank = await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', guest.cookie).send({ notes: '  ' }).expect(400);
    expect(blank.body.code).toBe('request.conciergeNotes');
    const empty = await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', guest.cookie).send({}).expect(400);
    expect(empty.body.code).toBe('request.notesText');

    await staffSet(request.id, 'acknowledged').expect(200);
    const locked = await api.request().patch(`/api/guest/requests/${request.id}`).set('Cookie', guest.cookie).send({ notes: 'Changed my mind' }).expect(409);
    expect(locked.body.code).toBe('request.notesLocked');
    const stored = (await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests[0];
    expect(stored.notes).toBe('Somewhere quiet, for four');
    await api.request().patch('/api/guest/requests/not-a-uuid').set('Cookie', guest.cookie).send({ notes: 'x' }).expect(404);
  });
});

describe('services on a day of the stay', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const post = (guest: TestGuest, body: Record<string, unknown>) => api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send(body);
  const nothingStored = async (guest: TestGuest) => {
    expect((await api.request().get('/api/guest/requests').set('Cookie', guest.cookie)).body.requests).toEqual([]);
    expect((await api.request().get('/api/guest/charges').set('Cookie', guest.cookie)).body.charges).toEqual([]);
  };

  it('dates every request but a concierge one: the day sent, else today in Bali', async () => {
    const guest = await createGuest(api);
    const tomorrow = addDays(todayInBali(new Date()), 1);
    const massage = (await post(guest, { category: 'wellness', title: 'Balinese massage', serviceDate: tomorrow, scheduledTime: '10:00', metadata: { serviceId: 'balinese-massage' } }).expect(201)).body;
    expect(massage.request.serviceDate).toBe(tomorrow);
    expect(massage.charges[0].date).toBe(tomorrow);
    const towels = (await post(guest, { category: 'housekeeping', title: 'Fresh towels', metadata: { serviceId: 'towels' } }).expect(201)).body;
    expect(towels.request.serviceDate).toBe(todayInBali(new Date()));
    const concierge = (await post(guest, { category: 'concierge', title: 'Help', notes: 'Umbrellas', metadata: { type: 'in-person' } }).expect(201)).body;
    expect(concierge.request.serviceDate).toBeNull();
    const dated = await post(guest, { category: 'concierge', title: 'Help', notes: 'Umbrellas', serviceDate: tomorrow }).expect(400);
    expect(dated.body.code).toBe('validation.unknownField');
  });

  it('refuses a private transfer before check-in or after check-out with a clear message, and bills nothing', async () => {
    const guest = await createGuest(api, { fromToday: 3, nights: 4 });
    const { checkIn, checkOut } = guest.booking;
    for (const serviceDate of [addDays(checkIn, -1), addDays(checkOut, 1)]) {
      const refused = await post(guest, { category: 'transport', title: 'Airport transfer', serviceDate, metadata: { type: 'private', optionId: 'airport-transfer' } }).expect(400);
      expect(refused.body).toMatchObject({ code: 'request.serviceDateOutsideStay', params: { checkIn, checkOut }, error: `Choose a day of your stay, from ${checkIn} to ${checkOut}.` });
    }
    // Today is before this stay: a request without a day is refused the same way.
    await post(guest, { category: 'housekeeping', title: 'Turndown', metadata: { serviceId: 'turndown' } }).expect(400);
    await nothingStored(guest);
    // Arrival and departure days are both days of the stay.
    for (const serviceDate of [checkIn, checkOut]) {
      const ride = (await post(guest, { category: 'transport', title: 'Airport transfer', serviceDate, metadata: { type: 'private', optionId: 'airport-transfer' } }).expect(201)).body;
      expect(ride.charges[0]).toMatchObject({ date: serviceDate, amount: 550_000 });
    }
  });

  it('refuses a day of the stay that has passed', async () => {
    const guest = await createGuest(api, { fromToday: -3 });
    const yesterday = addDays(todayInBali(new Date()), -1);
    const refused = await post(guest, { category: 'housekeeping', title: 'Turndown', serviceDate: yesterday, metadata: { serviceId: 'turndown' } }).expect(400);
    expect(refused.body).toMatchObject({ code: 'request.serviceDatePast', error: 'That day has passed. Choose today or a later day of your stay.' });
    await nothingStored(guest);
  });

  it('checks a wellness start against the ritual’s hours', async () => {
    const guest = await createGuest(api);
    const refused = await post(guest, { category: 'wellness', title: 'Sound healing', scheduledTime: '10:00', metadata: { serviceId: 'sound-healing' } }).expect(400);
    // Sound healing: evenings 17:00 to 21:00, 75 minutes.
    expect(refused.body).toMatchObject({ code: 'request.wellnessHours', params: { opens: '17:00', latest: '19:45', closes: '21:00' } });
    await nothingStored(guest);
    const tomorrow = addDays(todayInBali(new Date()), 1);
    await post(guest, { category: 'wellness', title: 'Sound healing', serviceDate: tomorrow, scheduledTime: '19:45', metadata: { serviceId: 'sound-healing' } }).expect(201);
  });

  // At 22:10 an 18:00 massage that same day has passed: it must be refused.
  it('refuses a start today that is not its lead time away (a time already past), bills and stores nothing, and takes a later one', async () => {
    const guest = await createGuest(api);
    const now = new Date();
    const today = todayInBali(now);
    // The clock time of this very moment: it has come (or passes within the minute), never an hour away.
    const past = { category: 'transport', title: 'Airport transfer', serviceDate: today, scheduledTime: baliClock(now), metadata: { type: 'private', optionId: 'airport-transfer' } };
    const refused = await post(guest, past).expect(400);
    expect(refused.body).toMatchObject({ code: 'request.startTooSoon', params: { minutes: 60 }, error: 'This needs at least 60 minutes’ notice: choose a later time or another day.' });
    // Left out, the day is today: the same refusal; 00:00 today has always passed.
    expect((await post(guest, { ...past, serviceDate: undefined }).expect(400)).body.code).toBe('request.startTooSoon');
    expect((await post(guest, { category: 'housekeeping', title: 'Villa refresh', scheduledTime: '00:00', metadata: { serviceId: 'refresh' } }).expect(400)).body).toMatchObject({ code: 'request.startTooSoon', params: { minutes: 30 } });
    await nothingStored(guest);

    // As soon as possible is no clock time: it is taken whenever it is asked for.
    await post(guest, { category: 'housekeeping', title: 'Fresh towels', scheduledTime: 'asap', metadata: { serviceId: 'towels' } }).expect(201);
    // Tomorrow at the same clock time is a day away.
    const tomorrow = addDays(today, 1);
    const ride = (await post(guest, { ...past, serviceDate: tomorrow }).expect(201)).body;
    expect(ride.request).toMatchObject({ serviceDate: tomorrow, scheduledTime: past.scheduledTime });
    expect(ride.charges).toEqual([expect.objectContaining({ amount: 550_000, date: tomorrow })]);
  });
});
