import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { renderError, type ReservationChangedResponse, type ReservationRequestResponse, type StaffQueueResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { ReservationRequest } from '../../apps/api/src/reservations/reservation-request.entity.ts';
import { RESERVATION_RATE_LIMIT } from '../../apps/api/src/reservations/reservations.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

const base = addDays(todayInBali(new Date()), 450);
const day = (offset: number) => addDays(base, offset);

// The api trusts X-Forwarded-For from loopback (TRUST_PROXY), so each test can speak from its own
// address and no test spends another's rate limit.
let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

const valid = () => ({
  villaId: 'ubud-lux-1',
  checkIn: day(0),
  checkOut: day(4),
  adults: 2,
  children: 1,
  infants: 1,
  fullName: 'Ayu Lestari',
  email: 'ayu@example.com',
  phone: '+62 811 000 111',
  notes: 'We arrive late in the evening.',
});

describe('/api/reservation-requests', () => {
  let api: TestApi;
  let em: EntityManager;
  const sockets: ClientSocket[] = [];

  const post = (body: unknown, address = nextAddress()) =>
    api.request().post('/api/reservation-requests').set('X-Forwarded-For', address).send(body as object);
  const stored = () => em.fork().count(ReservationRequest, {});

  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager).fork();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => api.close());

  it('stores a valid request, tells staff live, and lists it for staff', async () => {
    const [staffCookie, investorCookie] = [await signIn(api, { staff: 'staff' }), await signIn(api, { staff: 'investor' })];
    const staff = connect(api.url, staffCookie);
    const investor = connect(api.url, investorCookie);
    sockets.push(staff, investor);
    await Promise.all([nextEvent(staff, 'session.ready'), nextEvent(investor, 'session.ready')]);
    const heard = nextEvent(staff, 'reservation.created');
    const investorHeard = nextEvent(investor, 'reservation.created');

    const response = await post(valid()).expect(201);
    const created = response.body as ReservationRequestResponse;
    expect(created).toMatchObject({ ...valid(), status: 'new' });
    expect(created.villaName).toBe((await em.findOneOrFail(Villa, { slug: 'ubud-lux-1' })).name);
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const row = await em.fork().findOneOrFail(ReservationRequest, { id: created.id }, { populate: ['villa'] });
    expect(row).toMatchObject({ fullName: 'Ayu Lestari', email: 'ayu@example.com', checkIn: day(0), checkOut: day(4), adults: 2, children: 1, infants: 1 });
    const list = await api.request().get('/api/reservation-requests').set('Cookie', await signIn(api, { staff: 'manager' })).expect(200);
    expect((list.body as ReservationRequestResponse[])[0]).toEqual(created);
    // Investors read the requests, not the visitor's contact details.
    const forInvestor = await api.request().get('/api/reservation-requests').set('Cookie', await signIn(api, { staff: 'investor' })).expect(200);
    expect((forInvestor.body as ReservationRequestResponse[])[0]).toEqual({ ...created, email: null, phone: null });
    // Staff hear the queue's own row, so an open queue shows it without asking again.
    const queue = await api.request().get('/api/staff/requests').set('Cookie', await signIn(api, { staff: 'staff' })).expect(200);
    const listed = (queue.body as StaffQueueResponse).items.find((item) => item.id === created.id);
    expect(listed).toMatchObject({ kind: 'reservation-request', status: 'new', guestName: 'Ayu Lestari', email: 'ayu@example.com' });
    expect((await heard).item).toEqual(listed);
    expect((await investorHeard).item).toEqual({ ...listed, email: null, phone: null });
  });

  it('trims text, stores blank optional fields as null and defaults children and infants to 0', async () => {
    const { children: _c, infants: _i, ...rest } = valid();
    const response = await post({ ...rest, fullName: '  Made  ', email: ' made@example.com ', phone: '  ', notes: null }).expect(201);
    expect(response.body).toMatchObject({ fullName: 'Made', email: 'made@example.com', phone: null, notes: null, children: 0, infants: 0 });
  });

  it.each([
    ['villaId', { villaId: undefined }, 'Choose a villa.'],
    ['villaId', { villaId: 'no-such-villa' }, 'We could not find that villa. Please choose one from the list.'],
    ['checkIn', { checkIn: '2031-02-30' }, 'Check-in must be a real date as YYYY-MM-DD.'],
    ['checkIn', { checkIn: addDays(todayInBali(new Date()), -3), checkOut: addDays(todayInBali(new Date()), 2) }, 'Check-in cannot be in the past.'],
    ['checkOut', { checkOut: undefined }, 'Check-out must be a date as YYYY-MM-DD.'],
    ['checkOut', { checkOut: day(-1) }, 'Check-out must be after check-in.'],
    ['checkOut', { checkOut: day(1) }, 'Minimum stay is two nights. Select new dates to continue.'],
    ['adults', { adults: 0 }, 'Adults must be a whole number from 1 to 16.'],
    ['adults', { adults: '2' }, 'Adults must be a whole number from 1 to 16.'],
    ['adults', { adults: 1.5 }, 'Adults must be a whole number from 1 to 16.'],
    ['adults', { adults: 12, children: 4, infants: 1 }, 'Our largest villas host up to 16 guests. Adjust your party size.'],
    ['adults', { adults: 5, children: 1, infants: 1 }, 'Lux Villa hosts up to 6 guests. Adjust your party size.'],
    ['children', { children: -1 }, 'Children must be a whole number from 0 to 16.'],
    ['infants', { infants: 'one' }, 'Infants must be a whole number from 0 to 16.'],
    ['fullName', { fullName: '   ' }, 'Please enter your full name.'],
    ['fullName', { fullName: undefined }, 'Please enter your full name.'],
    ['fullName', { fullName: 'x'.repeat(161) }, 'At most 160 characters.'],
    ['email', { email: '' }, 'Please enter your email address.'],
    ['email', { email: 'ayu-at-example.com' }, 'Please enter a valid email address, like name@example.com.'],
    ['phone', { phone: '1'.repeat(41) }, 'At most 40 characters.'],
    ['phone', { phone: 62811 }, 'Must be text.'],
    ['notes', { notes: 'x'.repeat(2001) }, 'At most 2000 characters.'],
  ])('refuses a bad %s with 400, says why and stores nothing (%j)', async (field, change, message) => {
    const before = await stored();
    const response = await post({ ...valid(), ...change }).expect(400);
    expect(response.body.error).toContain(message);
    // The field names its own code; rendered, it says the same.
    expect(response.body.code).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
    expect(renderError(response.body.fields[field])).toContain(message);
    expect(await stored()).toBe(before);
  });

  it('refuses fields it does not know, and a body that is not an object', async () => {
    const unknown = await post({ ...valid(), price: 1 }).expect(400);
    expect(unknown.body).toMatchObject({ error: 'Unknown field: price.', code: 'validation.unknownField' });
    const list = await post([valid()]).expect(400);
    expect(typeof list.body.error).toBe('string');
  });

  it('refuses dates on which the villa is already booked, with 409', async () => {
    const villa = await em.findOneOrFail(Villa, { slug: 'ubud-lux-1' });
    const hold = new AvailabilityBlock(villa, 'manual', day(20), day(25));
    await em.persist(hold).flush();
    try {
      const before = await stored();
      const response = await post({ ...valid(), checkIn: day(23), checkOut: day(27) }).expect(409);
      expect(response.body).toMatchObject({ code: 'reservation.overlap', params: { villa: 'Sawah Lux Villa' } });
      expect(response.body.error).toMatch(/already booked for some of those nights/);
      expect(await stored()).toBe(before);
      await post({ ...valid(), checkIn: day(25), checkOut: day(27) }).expect(201);
    } finally {
      await em.nativeDelete(AvailabilityBlock, { id: hold.id });
    }
  });

  it(`allows ${RESERVATION_RATE_LIMIT.max} requests per address per window, then answers 429 and stores nothing`, async () => {
    const address = nextAddress();
    for (let i = 0; i < RESERVATION_RATE_LIMIT.max; i += 1) {
      await post({ ...valid(), fullName: `Guest ${i}` }, address).expect(201);
    }
    const before = await stored();
    const refused = await post(valid(), address).expect(429);
    expect(refused.body).toMatchObject({ code: 'reservation.tooMany', params: { count: 15 } });
    expect(refused.body.error).toMatch(/^Too many reservation requests from this connection\. Please wait 15 minutes/);
    expect(await stored()).toBe(before);
    // Another address is not affected.
    await post(valid(), nextAddress()).expect(201);
  });

  describe('GET for staff', () => {
    it('is for staff only', async () => {
      await api.request().get('/api/reservation-requests').expect(401);
      const guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
      await api.request().get('/api/reservation-requests').set('Cookie', guest).expect(401);
    });

    it.each(['master', 'investor', 'manager', 'staff'])('lets %s read the requests, newest first', async (role) => {
      const response = await api.request().get('/api/reservation-requests').set('Cookie', await signIn(api, { staff: role })).expect(200);
      const list = response.body as ReservationRequestResponse[];
      expect(list.length).toBeGreaterThan(0);
      const times = list.map((item) => Date.parse(item.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it('filters by status, limits, and refuses a bad query', async () => {
      const cookie = await signIn(api, { staff: 'manager' });
      const limited = await api.request().get('/api/reservation-requests?limit=2').set('Cookie', cookie).expect(200);
      expect(limited.body).toHaveLength(2);
      const closed = await api.request().get('/api/reservation-requests?status=closed').set('Cookie', cookie).expect(200);
      expect((closed.body as ReservationRequestResponse[]).filter((item) => item.status !== 'closed')).toEqual([]);
      const bad = await api.request().get('/api/reservation-requests?limit=0').set('Cookie', cookie).expect(400);
      expect(bad.body.error).toBe('Limit must be a whole number from 1 to 200.');
      await api.request().get('/api/reservation-requests?status=maybe').set('Cookie', cookie).expect(400);
    });
  });

  describe('PATCH /api/staff/reservation-requests/{id}: the concierge follows a request up', () => {
    const patch = (id: string, cookie: string | undefined, body: unknown) => {
      const request = api.request().patch(`/api/staff/reservation-requests/${id}`);
      return (cookie ? request.set('Cookie', cookie) : request).send(body as object);
    };
    const create = async () => ((await post(valid()).expect(201)).body as ReservationRequestResponse).id;
    const queue = async (cookie: string) =>
      ((await api.request().get('/api/staff/requests').set('Cookie', cookie).expect(200)).body as StaffQueueResponse).items;
    const storedStatus = async (id: string) => (await em.fork().findOneOrFail(ReservationRequest, { id })).status;
    const listen = async (cookie: string) => {
      const socket = connect(api.url, cookie);
      sockets.push(socket);
      await nextEvent(socket, 'session.ready');
      return socket;
    };
    const cookies: Record<string, string> = {};

    beforeAll(async () => {
      for (const staff of ['staff', 'manager', 'master', 'investor'] as const) cookies[staff] = await signIn(api, { staff });
      cookies.guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    });

    it('marks a request contacted, then closes it: stored, answered as a queue item, heard live by staff only, gone from the queue', async () => {
      const [staffSocket, managerSocket, investorSocket, guestSocket] = await Promise.all(
        [cookies.staff!, cookies.manager!, cookies.investor!, cookies.guest!].map(listen),
      );
      const heardByOthers: string[] = [];
      for (const socket of [investorSocket, guestSocket]) socket.on('reservation.updated', ({ item }) => heardByOthers.push(item.id));
      const id = await create();

      const staffHears = nextEvent(staffSocket, 'reservation.updated');
      const managerHears = nextEvent(managerSocket, 'reservation.updated');
      const contacted = await patch(id, cookies.staff, { status: 'contacted' }).expect(200);
      const answer = contacted.body as ReservationChangedResponse;
      expect(answer).toMatchObject({
        changed: true,
        item: { kind: 'reservation-request', id, status: 'contacted', priority: 'low', guestName: 'Ayu Lestari', villaSlug: 'ubud-lux-1', email: 'ayu@example.com' },
      });
      expect(await storedStatus(id)).toBe('contacted');
      expect((await staffHears).item).toEqual(answer.item);
      expect((await managerHears).item).toEqual(answer.item);
      // Still listed, with its real status, below the new requests.
      expect((await queue(cookies.manager!)).find((item) => item.id === id)).toEqual(answer.item);

      const closingHeard = nextEvent(staffSocket, 'reservation.updated');
      const closed = await patch(id, cookies.manager, { status: 'closed' }).expect(200);
      expect(closed.body).toMatchObject({ changed: true, item: { id, status: 'closed' } });
      expect((await closingHeard).item).toMatchObject({ id, status: 'closed' });
      expect(await storedStatus(id)).toBe('closed');
      expect((await queue(cookies.staff!)).some((item) => item.id === id)).toBe(false);
      const listed = await api.request().get('/api/reservation-requests?status=closed').set('Cookie', cookies.staff!).expect(200);
      expect((listed.body as ReservationRequestResponse[]).map((item) => item.id)).toContain(id);

      // Never sent to an investor or a guest: a marker sent after everything arrives after anything sent before it.
      const realtime = api.app.get(RealtimeService);
      const markers = [nextEvent(investorSocket, 'availability.changed'), nextEvent(guestSocket, 'availability.changed')];
      realtime.toStaff('availability.changed', { villaSlug: 'marker' });
      const walker = await api.request().post('/api/auth/guest/login').send({ lastName: 'Walker', bookingCode: 'PRN-2402' }).expect(200);
      realtime.toBooking(walker.body.user.bookingId, 'availability.changed', { villaSlug: 'marker' });
      await Promise.all(markers);
      expect(heardByOthers).toEqual([]);
    });

    it('answers the same status again with changed: false and changes nothing; a closed request stays closed', async () => {
      const id = await create();
      await patch(id, cookies.staff, { status: 'closed' }).expect(200);
      const again = await patch(id, cookies.master, { status: 'closed' }).expect(200);
      expect(again.body).toMatchObject({ changed: false, item: { id, status: 'closed' } });
      const back = await patch(id, cookies.staff, { status: 'contacted' }).expect(409);
      expect(back.body.error).toBe('This reservation request is already closed; it cannot move back to contacted.');
      expect(await storedStatus(id)).toBe('closed');
    });

    it('changes a request once when several staff click at the same moment', async () => {
      const id = await create();
      const answers = await Promise.all(
        (['staff', 'manager', 'master', 'staff', 'manager'] as const).map((who) => patch(id, cookies[who], { status: 'contacted' }).expect(200)),
      );
      expect(answers.map((answer) => (answer.body as ReservationChangedResponse).changed).sort()).toEqual([false, false, false, false, true]);
      expect(await storedStatus(id)).toBe('contacted');
    });

    it('is for master, manager and staff: an investor gets 403, a guest and no session 401, and nothing changes', async () => {
      const id = await create();
      const investor = await patch(id, cookies.investor, { status: 'contacted' }).expect(403);
      expect(investor.body.error).toBe('The investor role cannot do this (requests.manage).');
      const guest = await patch(id, cookies.guest, { status: 'contacted' }).expect(401);
      expect(guest.body.error).toBe('Sign in as staff to continue.');
      await patch(id, undefined, { status: 'contacted' }).expect(401);
      expect(await storedStatus(id)).toBe('new');
    });

    it.each([
      [{}, 'Choose a status: contacted or closed.'],
      [{ status: 'new' }, 'Choose a status: contacted or closed.'],
      [{ status: 'done' }, 'Choose a status: contacted or closed.'],
      [{ status: 'closed', note: 'x' }, 'Unknown field: note.'],
    ])('refuses a bad body %j with 400 and says why', async (body, message) => {
      const id = await create();
      const refused = await patch(id, cookies.staff, body).expect(400);
      expect(refused.body.error).toBe(message);
      expect(await storedStatus(id)).toBe('new');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const missing = await patch(id, cookies.staff, { status: 'contacted' }).expect(404);
        expect(missing.body.error).toBe('We could not find that reservation request.');
      }
    });
  });
});
