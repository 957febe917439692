import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { GuestRequestQueueItem, RequestStatus, ReservationStatus, StaffQueueItem, StaffQueueResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { ReservationRequest } from '../../apps/api/src/reservations/reservation-request.entity.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('GET /api/staff/requests: the concierge queue', () => {
  let api: TestApi;
  let em: EntityManager;
  const ids: Record<string, string> = {};

  async function booking(code: string, checkIn: string, checkOut: string, status: 'confirmed' | 'cancelled' = 'confirmed'): Promise<Booking> {
    const villa = await em.findOneOrFail(Villa, { slug: 'jungle-loft' });
    const created = new Booking({ code, villa, guestName: `Guest ${code}`, lastName: code, checkIn, checkOut, adults: 2, amount: 1_000_000 });
    created.status = status;
    await em.persist(created).flush();
    return created;
  }

  async function request(key: string, owner: Booking, category: GuestRequest['category'], status: RequestStatus, createdAt: Date, notes = 'Please'): Promise<void> {
    const created = new GuestRequest(owner, category, { kind: 'text', text: `${key} title` }, notes);
    created.status = status;
    // Every category but concierge happens on a day of the stay.
    created.serviceDate = category === 'concierge' ? null : owner.checkIn;
    created.createdAt = createdAt;
    created.updatedAt = createdAt;
    await em.persist(created).flush();
    ids[key] = created.id;
  }

  async function reservation(key: string, status: ReservationStatus, createdAt: Date): Promise<void> {
    const villa = await em.findOneOrFail(Villa, { slug: 'ubud-treetop-1' });
    const created = new ReservationRequest({
      villa,
      checkIn: addDays(todayInBali(new Date()), 30),
      checkOut: addDays(todayInBali(new Date()), 33),
      adults: 2,
      fullName: `Visitor ${key}`,
      email: `${key}@example.com`,
    });
    created.status = status;
    created.createdAt = createdAt;
    created.notes = '   ';
    await em.persist(created).flush();
    ids[key] = created.id;
  }

  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager).fork();
    const today = todayInBali(new Date());
    const suffix = randomUUID().slice(0, 4).toUpperCase();
    const onSite = await booking(`Q1-${suffix}`, addDays(today, -1), addDays(today, 3));
    const leavingToday = await booking(`Q2-${suffix}`, addDays(today, -3), today);
    const arriving = await booking(`Q3-${suffix}`, addDays(today, 5), addDays(today, 8));
    const finished = await booking(`Q4-${suffix}`, addDays(today, -9), addDays(today, -2));
    const cancelled = await booking(`Q5-${suffix}`, addDays(today, -1), addDays(today, 4), 'cancelled');

    await request('onSiteOld', onSite, 'housekeeping', 'pending', minutesAgo(40), '  ');
    await request('onSiteNew', leavingToday, 'transport', 'pending', minutesAgo(5));
    await request('arrivingPending', arriving, 'dining', 'pending', minutesAgo(90));
    await request('handled', onSite, 'wellness', 'scheduled', minutesAgo(300));
    await request('finished', finished, 'concierge', 'pending', minutesAgo(10));
    await request('cancelled', cancelled, 'concierge', 'pending', minutesAgo(10));
    await reservation('reservationNew', 'new', minutesAgo(60));
    await reservation('reservationContacted', 'contacted', minutesAgo(400));
    await reservation('reservationClosed', 'closed', minutesAgo(500));
  });
  afterAll(() => api.close());

  async function queueAs(staff: 'master' | 'manager' | 'staff'): Promise<StaffQueueItem[]> {
    const cookie = await signIn(api, { staff });
    const response = await api.request().get('/api/staff/requests').set('Cookie', cookie).expect(200);
    return (response.body as StaffQueueResponse).items;
  }

  it('lists requests of stays not yet ended and reservation requests not closed, by priority then longest wait', async () => {
    const items = await queueAs('staff');
    const mine = items.filter((item) => Object.values(ids).includes(item.id)).map((item) => item.id);
    // A contacted reservation request is handled (low), below the new one although it waited longer.
    expect(mine).toEqual([ids.onSiteOld, ids.onSiteNew, ids.arrivingPending, ids.reservationNew, ids.reservationContacted, ids.handled]);
    // The whole list is in queue order too, not only this test's rows.
    const ranks = { high: 0, normal: 1, low: 2 } as const;
    const order = items.map((item) => [ranks[item.priority], Date.parse(item.createdAt)] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });

  it('gives guest, villa, category, notes, age and status of each item', async () => {
    const items = await queueAs('manager');
    const onSite = items.find((item) => item.id === ids.onSiteOld) as GuestRequestQueueItem;
    expect(onSite).toMatchObject({
      kind: 'guest-request',
      priority: 'high',
      category: 'housekeeping',
      status: 'pending',
      stay: 'in-residence',
      villaSlug: 'jungle-loft',
      title: 'onSiteOld title',
      notes: null,
    });
    expect(onSite.guestName).toMatch(/^Guest Q1-/);
    expect(onSite.villaName).toBeTruthy();
    expect(Date.now() - Date.parse(onSite.createdAt)).toBeGreaterThanOrEqual(40 * 60_000);

    expect(items.find((item) => item.id === ids.arrivingPending)).toMatchObject({ priority: 'normal', stay: 'upcoming', notes: 'Please' });
    expect(items.find((item) => item.id === ids.handled)).toMatchObject({ priority: 'low', status: 'scheduled' });
    expect(items.find((item) => item.id === ids.reservationNew)).toMatchObject({
      kind: 'reservation-request',
      category: 'reservation',
      status: 'new',
      priority: 'normal',
      guestName: 'Visitor reservationNew',
      email: 'reservationNew@example.com',
      notes: null,
      adults: 2,
    });
    expect(items.find((item) => item.id === ids.reservationContacted)).toMatchObject({ kind: 'reservation-request', status: 'contacted', priority: 'low' });
  });

  it('is for master, manager and staff only', async () => {
    expect((await queueAs('master')).length).toBeGreaterThan(0);
    await api.request().get('/api/staff/requests').expect(401);
    const guest = await signIn(api, { lastName: 'Walker', bookingCode: 'PRN-2402' });
    expect((await api.request().get('/api/staff/requests').set('Cookie', guest).expect(401)).body).toEqual({ error: 'Sign in as staff to continue.', code: 'auth.staffRequired' });
    const investor = await signIn(api, { staff: 'investor' });
    const refused = await api.request().get('/api/staff/requests').set('Cookie', investor).expect(403);
    expect(refused.body).toEqual({
      error: 'The investor role cannot do this (requests.read).',
      code: 'auth.roleCannot',
      params: { role: 'investor', permission: 'requests.read' },
    });
  });
});

describe('queue events reach the roles that work the queue, and nobody else', () => {
  let api: TestApi;
  const sockets: Record<string, ClientSocket> = {};

  beforeAll(async () => {
    api = await startTestApi();
    const who = { master: { staff: 'master' }, manager: { staff: 'manager' }, staff: { staff: 'staff' }, investor: { staff: 'investor' }, guest: { lastName: 'Walker', bookingCode: 'PRN-2402' } } as const;
    for (const [name, as] of Object.entries(who)) {
      const socket = connect(api.url, await signIn(api, as));
      await nextEvent(socket, 'session.ready');
      sockets[name] = socket;
    }
  });
  afterAll(async () => {
    for (const socket of Object.values(sockets)) socket.disconnect();
    await api.close();
  });

  it('sends toStaffWith("requests.read") to master, manager and staff, not to an investor or a guest', async () => {
    const realtime = api.app.get(RealtimeService);
    const received: Record<string, string[]> = {};
    for (const [name, socket] of Object.entries(sockets)) {
      received[name] = [];
      socket.on('reservation.created', (payload) => received[name]!.push(payload.item.id));
    }
    const probe = randomUUID();
    const markers = Object.fromEntries(Object.entries(sockets).map(([name, socket]) => [name, nextEvent(socket, 'availability.changed')]));
    realtime.toStaffWith('requests.read', 'reservation.created', {
      item: {
        kind: 'reservation-request',
        category: 'reservation',
        id: probe,
        priority: 'high',
        villaSlug: 'jungle-loft',
        villaName: 'Jungle Loft',
        checkIn: '2027-01-10',
        checkOut: '2027-01-13',
        adults: 2,
        children: 0,
        infants: 0,
        guestName: 'Probe',
        email: 'probe@example.com',
        phone: null,
        bookingCode: null,
        notes: null,
        status: 'new',
        createdAt: new Date().toISOString(),
      },
    });
    // A marker sent afterwards to everyone: socket.io keeps order per socket, so whoever has the
    // marker and not the probe will never get the probe.
    realtime.toStaff('availability.changed', { villaSlug: 'marker' });
    const walker = await api.request().post('/api/auth/guest/login').send({ lastName: 'Walker', bookingCode: 'PRN-2402' }).expect(200);
    realtime.toBooking(walker.body.user.bookingId, 'availability.changed', { villaSlug: 'marker' });
    await Promise.all(Object.values(markers));

    expect(received).toEqual({ master: [probe], manager: [probe], staff: [probe], investor: [], guest: [] });
  });
});
