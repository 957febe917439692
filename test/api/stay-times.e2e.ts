import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AvailabilitySearchResponse,
  type ChargesResponse,
  type DirectBookingResponse,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestsResponse,
  type StaffQueueResponse,
  type VillaResponse,
} from '@prana/contracts';
import { addDays, baliInstant, STAY_TIME_OFFERS, todayInBali } from '@prana/domain';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { TurnoverSync } from '../../apps/api/src/calendar-sync/turnover-sync.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

// This file's villa; its bookings and holds from FIRST on are removed after.
const VILLA = 'ubud-mansion-2';
const FIRST = 150;
const day = (offset: number) => addDays(todayInBali(new Date()), FIRST + offset);
const price = (kind: 'early-check-in' | 'late-check-out', time: string) => STAY_TIME_OFFERS[kind].find((offer) => offer.time === time)!.price;

interface Stay {
  id: string;
  code: string;
  cookie: string;
}

describe('early check-in and late check-out: refused on a same-day turn, else approved or declined by staff', () => {
  let api: TestApi;
  let manager: string;
  let staff: string;
  let staffSocket: ClientSocket;
  let n = 0;

  const em = () => api.app.get(EntityManager).fork();
  /** A direct booking on the villa from `from` to `to` (offsets), its guest signed in. */
  const book = async (from: number, to: number, email = `stay-times-${++n}@example.com`): Promise<Stay> => {
    const lastName = `Waktu${n}`;
    const response = await api
      .request()
      .post('/api/bookings/direct')
      .set('Cookie', manager)
      .send({ villaSlug: VILLA, guestName: `Ketut ${lastName}`, email, adults: 2, checkIn: day(from), checkOut: day(to) })
      .expect(201);
    const booking = (response.body as DirectBookingResponse).booking;
    return { id: booking.id, code: booking.code!, cookie: await signIn(api, { lastName, bookingCode: booking.code! }) };
  };
  const ask = (stay: Stay, body: object) => api.request().post('/api/guest/stay-times').set('Cookie', stay.cookie).send(body);
  const decide = (requestId: string, decision: string) => api.request().post(`/api/staff/requests/${requestId}/stay-time`).set('Cookie', staff).send({ decision });
  const requestsOf = async (stay: Stay) => ((await api.request().get('/api/guest/requests').set('Cookie', stay.cookie).expect(200)).body as GuestRequestsResponse).requests;
  const chargesOf = async (stay: Stay) => ((await api.request().get('/api/guest/charges').set('Cookie', stay.cookie).expect(200)).body as ChargesResponse).charges;
  const times = async (stay: Stay) =>
    (await em().execute<{ arrival_time: string | null; departure_time: string | null }[]>(`select arrival_time, departure_time from bookings where id = ?`, [stay.id]))[0]!;
  /** The turnover of the stay's departure: when its guests leave and when it is due. */
  const turnoverOf = async (stay: Stay) =>
    (
      await em().execute<{ leaves_at: Date; due_at: Date; version: number }[]>(
        `select t.leaves_at, t.due_at, t.version from turnovers t join availability_blocks b on b.id = t.departure_block_id where b.booking_id = ?`,
        [stay.id],
      )
    )[0]!;
  const reconcile = () => api.app.get(Transactions).run(() => api.app.get(TurnoverSync).reconcile(VILLA));

  beforeAll(async () => {
    api = await startTestApi();
    manager = await signIn(api, { staff: 'manager' });
    staff = await signIn(api, { staff: 'staff' });
    staffSocket = connect(api.url, staff);
    await nextEvent(staffSocket, 'session.ready');
  });

  afterAll(async () => {
    staffSocket?.disconnect();
    const em = api.app.get(EntityManager).fork();
    await em.execute(`delete from availability_blocks where villa_slug = ? and starts_at >= ?`, [VILLA, day(0)]);
    await em.execute(`delete from bookings where villa_slug = ? and check_in >= ?`, [VILLA, day(0)]);
    await api?.close();
  });

  it('refuses a late check-out on a same-day turn, and an early check-in after one, at once with a coded 409; nothing is stored', async () => {
    const leaving = await book(0, 3);
    const arriving = await book(3, 6);
    const late = await ask(leaving, { kind: 'late-check-out', time: '16:00' }).expect(409);
    expect(late.body).toMatchObject({ code: 'stayTime.sameDayArrival' });
    const early = await ask(arriving, { kind: 'early-check-in', time: '12:00' }).expect(409);
    expect(early.body).toMatchObject({ code: 'stayTime.sameDayDeparture' });
    expect(await requestsOf(leaving)).toEqual([]);
    expect(await requestsOf(arriving)).toEqual([]);
  });

  it('refuses it when a hold (the owner, maintenance) begins on the departure day', async () => {
    const stay = await book(10, 12);
    await api.request().post(`/api/villas/${VILLA}/holds`).set('Cookie', manager).send({ checkIn: day(12), checkOut: day(13), reason: 'Pool pump' }).expect(201);
    expect((await ask(stay, { kind: 'late-check-out', time: '14:00' }).expect(409)).body).toMatchObject({ code: 'stayTime.villaHeld' });
  });

  it('refuses bad input with a coded 400 and changes nothing', async () => {
    const stay = await book(20, 22);
    for (const [body, code] of [
      [{ kind: 'noon', time: '16:00' }, 'stayTime.kind'],
      [{ kind: 'late-check-out', time: '15:00' }, 'stayTime.time'],
      [{ kind: 'early-check-in', time: '16:00' }, 'stayTime.time'],
      [{ kind: 'late-check-out', time: 'late' }, 'stayTime.time'],
      [{ kind: 'late-check-out' }, 'stayTime.time'],
      [{ kind: 'late-check-out', time: '16:00', price: 0 }, 'validation.unknownField'],
    ] as const) {
      const response = await ask(stay, body).expect(400);
      expect(response.body, JSON.stringify(body)).toMatchObject({ code });
    }
    expect(await requestsOf(stay)).toEqual([]);
    const created = (await ask(stay, { kind: 'late-check-out', time: '16:00' }).expect(201)).body as GuestRequestCreatedResponse;
    expect((await decide(created.request.id, 'maybe').expect(400)).body).toMatchObject({ code: 'stayTime.decision' });
    // The queue's status toggle cannot approve it without its charge and times.
    const toggled = await api.request().patch(`/api/staff/requests/${created.request.id}`).set('Cookie', staff).send({ status: 'acknowledged' }).expect(409);
    expect(toggled.body).toMatchObject({ code: 'stayTime.decideInstead' });
    expect((await ask(stay, { kind: 'late-check-out', time: '18:00' }).expect(409)).body).toMatchObject({ code: 'stayTime.alreadyAsked' });
    expect(await times(stay)).toEqual({ arrival_time: null, departure_time: null });
  });

  it('approves a late check-out: the charge is on the bill, the turnover starts later and keeps it when derived again, and the guest hears it live', async () => {
    const stay = await book(30, 33);
    const before = await turnoverOf(stay);
    expect(new Date(before.leaves_at)).toEqual(baliInstant(day(33), '12:00'));

    const queued = nextEvent(staffSocket, 'request.created');
    const created = (await ask(stay, { kind: 'late-check-out', time: '16:00' }).expect(201)).body as GuestRequestCreatedResponse;
    expect(created.charges).toEqual([]);
    expect(created.request).toMatchObject({ category: 'concierge', status: 'pending', titleText: { kind: 'stay-time', type: 'late-check-out', time: '16:00' } });
    expect((await queued).item).toMatchObject({ id: created.request.id, stayTime: { price: price('late-check-out', '16:00'), decision: null } });
    const queue = (await api.request().get('/api/staff/requests').set('Cookie', staff).expect(200)).body as StaffQueueResponse;
    expect(queue.items.find((item) => item.id === created.request.id)).toMatchObject({ status: 'pending', title: 'Late check-out until 16:00' });
    expect(await chargesOf(stay)).toEqual([]);

    const guestSocket = connect(api.url, stay.cookie);
    try {
      await nextEvent(guestSocket, 'session.ready');
      const heard = nextEvent(guestSocket, 'request.updated');
      const answer = (await decide(created.request.id, 'approve').expect(200)).body as GuestRequestChangedResponse;
      expect(answer).toMatchObject({ changed: true, request: { status: 'acknowledged', metadata: { decision: 'approved' } } });
      expect((await heard).request).toMatchObject({ id: created.request.id, status: 'acknowledged', metadata: { decision: 'approved' } });
    } finally {
      guestSocket.disconnect();
    }

    const charges = await chargesOf(stay);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount: price('late-check-out', '16:00'), date: day(33), status: 'pending' });
    expect(await times(stay)).toEqual({ arrival_time: null, departure_time: '16:00' });
    const after = await turnoverOf(stay);
    expect(new Date(after.leaves_at)).toEqual(baliInstant(day(33), '16:00'));
    expect(after.version).toBeGreaterThan(before.version);
    // Derived again from the calendar (a feed pull, another booking): the time stays.
    await reconcile();
    expect(new Date((await turnoverOf(stay)).leaves_at)).toEqual(baliInstant(day(33), '16:00'));
    // Asked again while approved: refused.
    expect((await ask(stay, { kind: 'late-check-out', time: '18:00' }).expect(409)).body).toMatchObject({ code: 'stayTime.alreadyAsked' });
  });

  it('approves an early check-in once however many staff press at once; the turnover before it is due by then already', async () => {
    const before = await book(40, 43);
    const stay = await book(44, 46);
    const created = (await ask(stay, { kind: 'early-check-in', time: '12:00' }).expect(201)).body as GuestRequestCreatedResponse;
    const answers = await Promise.all([1, 2, 3, 4].map(() => decide(created.request.id, 'approve')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((answer) => (answer.body as GuestRequestChangedResponse).changed)).toHaveLength(1);
    expect(await chargesOf(stay)).toHaveLength(1);
    expect(await times(stay)).toEqual({ arrival_time: '12:00', departure_time: null });
    // The other answer, after: a 409.
    expect((await decide(created.request.id, 'decline').expect(409)).body).toMatchObject({ code: 'stayTime.decided' });
    // The turnover before the arrival is due by its end of day, before 12:00 anyway.
    expect(new Date((await turnoverOf(before)).due_at)).toEqual(baliInstant(day(44), '00:00'));
  });

  it('declines: the guest hears it, and the bill, the booking and the turnover stay as they were', async () => {
    const stay = await book(50, 52);
    const before = await turnoverOf(stay);
    const created = (await ask(stay, { kind: 'late-check-out', time: '18:00' }).expect(201)).body as GuestRequestCreatedResponse;
    const answer = (await decide(created.request.id, 'decline').expect(200)).body as GuestRequestChangedResponse;
    expect(answer).toMatchObject({ changed: true, request: { status: 'acknowledged', metadata: { decision: 'declined' } } });
    expect(await chargesOf(stay)).toEqual([]);
    expect(await times(stay)).toEqual({ arrival_time: null, departure_time: null });
    expect(await turnoverOf(stay)).toEqual(before);
    // A declined ask may be asked again, at another time.
    await ask(stay, { kind: 'late-check-out', time: '14:00' }).expect(201);
  });

  it('checks the calendar again on approval: a booking that landed on the departure day since refuses it, and nothing changes', async () => {
    const stay = await book(60, 62);
    const created = (await ask(stay, { kind: 'late-check-out', time: '16:00' }).expect(201)).body as GuestRequestCreatedResponse;
    await book(62, 64);
    expect((await decide(created.request.id, 'approve').expect(409)).body).toMatchObject({ code: 'stayTime.sameDayArrival' });
    expect((await requestsOf(stay))[0]).toMatchObject({ id: created.request.id, status: 'pending' });
    expect(await chargesOf(stay)).toEqual([]);
    expect(await times(stay)).toEqual({ arrival_time: null, departure_time: null });
  });

  it('a booking and an approval racing for the same day: exactly one of them wins', async () => {
    const stay = await book(70, 72);
    const created = (await ask(stay, { kind: 'late-check-out', time: '16:00' }).expect(201)).body as GuestRequestCreatedResponse;
    const [approval, booking] = await Promise.all([
      decide(created.request.id, 'approve'),
      api.request().post('/api/bookings/direct').set('Cookie', manager).send({ villaSlug: VILLA, guestName: 'Made Balapan', email: 'race@example.com', adults: 2, checkIn: day(72), checkOut: day(74) }),
    ]);
    // Both take the villa's lock, and each refuses the other's turn: whichever ran second is refused.
    expect([approval.status, booking.status]).toEqual(approval.status === 200 ? [200, 409] : [409, 201]);
    if (approval.status === 200) {
      expect(booking.body).toMatchObject({ code: 'booking.unavailable' });
      expect(await times(stay)).toEqual({ arrival_time: null, departure_time: '16:00' });
    } else {
      expect(approval.body).toMatchObject({ code: 'stayTime.sameDayArrival' });
      expect(await times(stay)).toEqual({ arrival_time: null, departure_time: null });
    }
  });

  it('after an approved late check-out or early check-in, that day takes no other arrival or departure: booking, moving, a request, a hold, the search and the feed', async () => {
    const late = await book(100, 102);
    const early = await book(110, 112);
    // Their blocks were last revised yesterday: approval revises them (the feed's DTSTAMP says so).
    await em().execute(`update availability_blocks set updated_at = now() - interval '1 day' where booking_id in (?, ?)`, [late.id, early.id]);
    const approvedFrom = new Date(Math.floor(Date.now() / 1000) * 1000);
    for (const [stay, kind, time] of [[late, 'late-check-out', '16:00'], [early, 'early-check-in', '12:00']] as const) {
      const created = (await ask(stay, { kind, time }).expect(201)).body as GuestRequestCreatedResponse;
      await decide(created.request.id, 'approve').expect(200);
    }
    const direct = (checkIn: string, checkOut: string) =>
      api.request().post('/api/bookings/direct').set('Cookie', manager).send({ villaSlug: VILLA, guestName: 'Nyoman Giliran', email: 'turn@example.com', adults: 2, checkIn, checkOut });
    const free = async (checkIn: string, checkOut: string) => {
      const search = await api.request().get('/api/availability').query({ checkIn, checkOut, adults: 2 }).expect(200);
      return (search.body as AvailabilitySearchResponse).villas.find((villa) => villa.slug === VILLA)?.free;
    };

    // Arriving on the late departure day, or leaving on the early arrival day: refused, and not offered.
    expect((await direct(day(102), day(104)).expect(409)).body).toMatchObject({ code: 'booking.unavailable' });
    expect((await direct(day(108), day(110)).expect(409)).body).toMatchObject({ code: 'booking.unavailable' });
    expect(await free(day(102), day(104))).toBe(false);
    expect(await free(day(108), day(110))).toBe(false);
    const visitor = { villaId: VILLA, adults: 2, children: 0, infants: 0, fullName: 'Kadek Tamu', email: 'kadek@example.com', phone: '+62 811 222 333', notes: '' };
    expect((await api.request().post('/api/reservation-requests').send({ ...visitor, checkIn: day(102), checkOut: day(105) }).expect(409)).body).toMatchObject({ code: 'reservation.overlap' });
    const hold = await api.request().post(`/api/villas/${VILLA}/holds`).set('Cookie', manager).send({ checkIn: day(102), checkOut: day(103), reason: 'Owner' });
    expect(hold.status).toBe(409);
    // The day after, and the day before: free as ever.
    expect(await free(day(103), day(106))).toBe(true);
    const after = ((await direct(day(103), day(106)).expect(201)).body as DirectBookingResponse).booking;
    // The late stay cannot move to leave on the day that booking arrives.
    expect((await api.request().patch(`/api/bookings/${late.id}/dates`).set('Cookie', manager).send({ checkIn: day(101), checkOut: day(103) }).expect(409)).body).toMatchObject({
      code: 'booking.unavailable',
    });
    expect(after.checkIn).toBe(day(103));

    // A channel's calendar knows nights: the feed holds the late day's night and the night before the early arrival.
    const villas = (await api.request().get('/api/villas').set('Cookie', manager).expect(200)).body as VillaResponse[];
    const feed = (await api.request().get(`/ical/villa/${villas.find((villa) => villa.slug === VILLA)!.outboundFeedToken!}`).expect(200)).text;
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(100).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${day(103).replaceAll('-', '')}`);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${day(109).replaceAll('-', '')}\r\nDTEND;VALUE=DATE:${day(112).replaceAll('-', '')}`);
    for (const from of [day(100), day(109)]) {
      const stamp = new RegExp(`DTSTAMP:(\\d{8}T\\d{6}Z)\r\nDTSTART;VALUE=DATE:${from.replaceAll('-', '')}`).exec(feed)![1]!;
      const instant = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
      expect(instant.getTime()).toBeGreaterThanOrEqual(approvedFrom.getTime());
    }
  });

  it('moves the approved times with the stay: their charges are dated on the new arrival and departure days, and the guest hears the bill change', async () => {
    const stay = await book(120, 123);
    for (const [kind, time] of [['early-check-in', '12:00'], ['late-check-out', '16:00']] as const) {
      const created = (await ask(stay, { kind, time }).expect(201)).body as GuestRequestCreatedResponse;
      await decide(created.request.id, 'approve').expect(200);
    }
    const dated = async () => Object.fromEntries((await chargesOf(stay)).map((charge) => [charge.amount, charge.date]));
    expect(await dated()).toEqual({ [price('early-check-in', '12:00')]: day(120), [price('late-check-out', '16:00')]: day(123) });

    const guestSocket = connect(api.url, stay.cookie);
    try {
      await nextEvent(guestSocket, 'session.ready');
      const heard = nextEvent(guestSocket, 'billing.updated');
      await api.request().patch(`/api/bookings/${stay.id}/dates`).set('Cookie', manager).send({ checkIn: day(124), checkOut: day(128) }).expect(200);
      await heard;
    } finally {
      guestSocket.disconnect();
    }
    expect(await dated()).toEqual({ [price('early-check-in', '12:00')]: day(124), [price('late-check-out', '16:00')]: day(128) });
    expect(await times(stay)).toEqual({ arrival_time: '12:00', departure_time: '16:00' });
  });

  it('gives a Gold member late check-out until 14:00 free: approved, nothing is charged', async () => {
    const email = 'stay-times-gold@example.com';
    await book(80, 82, email);
    const gold = await book(84, 86, email);
    const created = (await ask(gold, { kind: 'late-check-out', time: '14:00' }).expect(201)).body as GuestRequestCreatedResponse;
    expect(created.request.metadata).toMatchObject({ price: 0 });
    await decide(created.request.id, 'approve').expect(200);
    expect(await chargesOf(gold)).toEqual([]);
    expect(await times(gold)).toEqual({ arrival_time: null, departure_time: '14:00' });
  });
});

