import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CalendarBlock, CalendarResponse, ConfirmedReservationResponse, UnavailableNightsResponse, VillaResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { AvailabilityBlock } from '../../apps/api/src/calendar-sync/availability-block.entity.ts';
import { ReservationRequest } from '../../apps/api/src/reservations/reservation-request.entity.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

// Far beyond other files' dates, on villas no other api file writes blocks for.
const base = addDays(todayInBali(new Date()), 1500);
const day = (offset: number) => addDays(base, offset);
const HOLD_VILLA = 'palms-1bd-3';
const REQUEST_VILLA = 'ubud-lux-2';

describe('manual holds, the multi-calendar and unavailable nights', () => {
  let api: TestApi;
  let master: string;
  let manager: string;
  let staff: string;
  let investor: string;

  const hold = (cookie: string, body: object, slug = HOLD_VILLA) => api.request().post(`/api/villas/${slug}/holds`).set('Cookie', cookie).send(body);
  const nights = async (from: number, to: number) =>
    ((await api.request().get(`/api/villas/${HOLD_VILLA}/unavailable-nights?from=${day(from)}&to=${day(to)}`).expect(200)).body as UnavailableNightsResponse).nights;

  beforeAll(async () => {
    api = await startTestApi();
    [master, manager, staff, investor] = await Promise.all(['master', 'manager', 'staff', 'investor'].map((role) => signIn(api, { staff: role })));
  });
  afterAll(async () => {
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug in (?, ?) and starts_at >= ?`, [HOLD_VILLA, REQUEST_VILLA, base]);
    await api.close();
  });

  it('lets a manager hold nights with a reason (201 with the block), shows it on the calendar, and strikes its nights for visitors', async () => {
    expect(await nights(0, 10)).toEqual([]);
    const created = (await hold(manager, { checkIn: day(2), checkOut: day(5), reason: 'Roof repair' }).expect(201)).body as CalendarBlock;
    expect(created).toMatchObject({ villaSlug: HOLD_VILLA, startsAt: day(2), endsAt: day(5), source: 'manual', status: 'active', reason: 'Roof repair' });

    const grid = (await api.request().get(`/api/calendar?from=${day(0)}&days=14`).set('Cookie', investor).expect(200)).body as CalendarResponse;
    expect(grid).toMatchObject({ from: day(0), to: day(14) });
    expect(grid.blocks.filter((block) => block.villaSlug === HOLD_VILLA)).toEqual([created]);

    // The public answer was cached before the hold? It must not be: a change drops every cached answer.
    expect(await nights(0, 10)).toEqual([day(2), day(3), day(4)]);
    const body = (await api.request().get(`/api/villas/${HOLD_VILLA}/unavailable-nights?from=${day(0)}&to=${day(10)}`).expect(200)).body as object;
    expect(Object.keys(body)).toEqual(['nights']);
  });

  it('refuses an overlapping hold with 409 naming the block in the way, and changes nothing', async () => {
    const refused = await hold(master, { checkIn: day(4), checkOut: day(7), reason: 'Owner stay' }).expect(409);
    expect(refused.body).toMatchObject({ code: 'calendar.blocked', params: { source: 'manual', blockStart: day(2), blockEnd: day(5) } });
    expect(await nights(0, 10)).toEqual([day(2), day(3), day(4)]);
    // Check-out day is free: a hold may start the day the other ends.
    await hold(master, { checkIn: day(5), checkOut: day(6), reason: 'Deep clean' }).expect(201);
  });

  it('refuses ten overlapping holds sent at once but one', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => hold(manager, { checkIn: day(20), checkOut: day(23), reason: 'Race' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
  });

  it('lets investors and staff read the calendar but not hold', async () => {
    await api.request().get(`/api/calendar?from=${day(0)}&days=30`).set('Cookie', staff).expect(200);
    await hold(staff, { checkIn: day(30), checkOut: day(31), reason: 'x' }).expect(403);
    await hold(investor, { checkIn: day(30), checkOut: day(31), reason: 'x' }).expect(403);
  });

  it('refuses bad input with coded 400s', async () => {
    expect((await hold(master, { checkIn: day(31), checkOut: day(30), reason: 'x' }).expect(400)).body.code).toBe('booking.checkOutAfterCheckIn');
    expect((await hold(master, { checkIn: day(30), checkOut: day(31), reason: '  ' }).expect(400)).body.fields.reason.code).toBe('calendar.reasonRequired');
    // A hold follows the stay rule: at most 60 nights (364 were accepted once).
    expect((await hold(master, { checkIn: day(30), checkOut: day(30 + 364), reason: 'x' }).expect(400)).body.fields.checkOut.code).toBe('booking.maximumNights');
    expect((await hold(master, { checkIn: day(30), checkOut: day(91), reason: 'x' }).expect(400)).body.fields.checkOut.code).toBe('booking.maximumNights');
    const past = addDays(todayInBali(new Date()), -3);
    expect((await hold(master, { checkIn: past, checkOut: addDays(past, 1), reason: 'x' }).expect(400)).body.code).toBe('booking.checkInPast');
    expect((await api.request().get(`/api/calendar?from=${day(0)}&days=31`).set('Cookie', master).expect(400)).body.fields.days.code).toBe('calendar.span');
    const tooLong = await api.request().get(`/api/villas/${HOLD_VILLA}/unavailable-nights?from=${day(0)}&to=${day(401)}`).expect(400);
    expect(tooLong.body.fields.to.code).toBe('calendar.window');
    await api.request().get(`/api/villas/no-such-villa/unavailable-nights?from=${day(0)}&to=${day(10)}`).expect(404);
    await hold(master, { checkIn: day(30), checkOut: day(31), reason: 'x' }, 'no-such-villa').expect(404);
  });

  it('puts the hold in the outbound feed, and releasing it frees the nights (twice is harmless)', async () => {
    const villas = (await api.request().get('/api/villas').set('Cookie', master).expect(200)).body as VillaResponse[];
    const token = villas.find((villa) => villa.slug === HOLD_VILLA)!.outboundFeedToken!;
    const created = (await hold(master, { checkIn: day(40), checkOut: day(42), reason: 'Photo shoot' }).expect(201)).body as CalendarBlock;
    const feed = (await api.request().get(`/ical/villa/${token}`).buffer(true).parse((response, done) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => done(null, text));
    }).expect(200)).body as string;
    expect(feed).toContain(`UID:${created.id}@prana.villas`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(40).replaceAll('-', '')}`);

    await api.request().delete(`/api/villas/${HOLD_VILLA}/holds/${created.id}`).set('Cookie', master).expect(204);
    await api.request().delete(`/api/villas/${HOLD_VILLA}/holds/${created.id}`).set('Cookie', master).expect(204);
    expect(await nights(39, 43)).toEqual([]);
    await api.request().delete(`/api/villas/${HOLD_VILLA}/holds/${created.id}`).set('Cookie', staff).expect(403);
    await api.request().delete(`/api/villas/${REQUEST_VILLA}/holds/${created.id}`).set('Cookie', master).expect(404);
    await api.request().delete(`/api/villas/${HOLD_VILLA}/holds/not-an-id`).set('Cookie', master).expect(404);
  });
});

describe('POST /api/staff/reservation-requests/{id}/booking: a visitor\'s request becomes one booking', () => {
  let api: TestApi;
  // Confirming books nights: a manager may, front-line staff may not (bookings.write).
  let manager: string;

  async function request(checkIn: number, checkOut: number): Promise<string> {
    const em = api.app.get(EntityManager).fork();
    const villa = await em.findOneOrFail(Villa, { slug: REQUEST_VILLA });
    const row = new ReservationRequest({ villa, checkIn: day(checkIn), checkOut: day(checkOut), adults: 2, fullName: 'Made Wirawan', email: 'made@example.com' });
    await em.persist(row).flush();
    return row.id;
  }
  const confirm = (id: string) => api.request().post(`/api/staff/reservation-requests/${id}/booking`).set('Cookie', manager).send({});

  beforeAll(async () => {
    api = await startTestApi();
    manager = await signIn(api, { staff: 'manager' });
  });
  afterAll(() => api.close());

  it('makes one booking of ten concurrent confirmations; the visitor signs in with the code', async () => {
    const id = await request(100, 104);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const created = answers.find((answer) => answer.status === 201)!.body as ConfirmedReservationResponse;
    expect(created.booking).toMatchObject({ villaSlug: REQUEST_VILLA, checkIn: day(100), checkOut: day(104), guestName: 'Made Wirawan', source: 'direct' });
    expect(created.bookingCode).toMatch(/^PRN-[A-Z0-9]{6}$/);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'calendar.notConfirmable', params: { status: 'confirmed' } });

    const em = api.app.get(EntityManager).fork();
    expect(await em.count(AvailabilityBlock, { villa: { slug: REQUEST_VILLA }, source: 'direct', startsAt: day(100) })).toBe(1);
    const row = await em.findOneOrFail(ReservationRequest, { id });
    expect(row.status).toBe('confirmed');
    expect(row.booking?.id).toBe(created.booking.id);

    await api.request().post('/api/auth/guest/login').send({ lastName: 'Wirawan', bookingCode: created.bookingCode }).expect(200);
  });

  it('answers 409 with the block in the way when the nights were taken, and leaves the request open', async () => {
    const id = await request(102, 106);
    const refused = await confirm(id).expect(409);
    expect(refused.body).toMatchObject({ code: 'calendar.blocked', params: { source: 'direct', blockStart: day(100), blockEnd: day(104) } });
    const row = await api.app.get(EntityManager).fork().findOneOrFail(ReservationRequest, { id });
    expect(row.status).toBe('new');
    expect(row.booking).toBeNull();
  });

  it('answers 409 when the request\'s check-in has passed, and leaves the request open', async () => {
    // day(-1500) is today: check-in three days ago.
    const id = await request(-1503, -1500);
    expect((await confirm(id).expect(409)).body).toMatchObject({ code: 'calendar.checkInPassed' });
    expect((await api.app.get(EntityManager).fork().findOneOrFail(ReservationRequest, { id })).status).toBe('new');
  });

  it('answers 404 for no such request', async () => {
    await confirm('2d5a3c2e-0000-4000-8000-000000000000').expect(404);
    await confirm('nope').expect(404);
  });
});
