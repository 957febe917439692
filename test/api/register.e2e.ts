import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { getSite } from '@prana/catalogue';
import {
  JOBS,
  QUEUES,
  immigrationReportDueJobId,
  type CheckInPersonBody,
  type GuestCheckInResponse,
  type RegisterExportResponse,
  type RegisterOverdueResponse,
  type RegisterResponse,
  type RegisterStay,
} from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { CheckInService } from '../../apps/api/src/check-in/check-in.service.ts';
import { RegisterService } from '../../apps/api/src/check-in/register.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { KTP_PERSON, SPECIMEN_PERSON, twoAdults } from '../support/check-in-fixtures.ts';

/** A German guest on a passport (no MRZ typed). */
const GERMAN: CheckInPersonBody = {
  fullName: 'Thomas Becker',
  sex: 'M',
  birthDate: '1985-09-02',
  nationality: 'D',
  documentType: 'passport',
  documentNumber: 'C01X00T47',
  issuingCountry: 'D',
  documentExpiry: '2034-01-31',
  mrz: null,
};

/** The first `register.changed` whose stay passes the test. */
function changeWhere(socket: ClientSocket, test: (stay: RegisterStay) => boolean, timeoutMs = 5_000): Promise<RegisterStay> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching register.changed')), timeoutMs);
    const listener = ({ stay }: { stay: RegisterStay }) => {
      if (!test(stay)) return;
      clearTimeout(timer);
      socket.off('register.changed', listener);
      resolve(stay);
    };
    socket.on('register.changed', listener);
  });
}

describe('the register of guests staying (staff), reports to immigration and the tourist levy', () => {
  let api: TestApi;
  let cookies: Cookies;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(() => api.close());

  const base = (guest: TestGuest, position: number) => `/api/staff/check-ins/${guest.booking.id}/guests/${position}`;
  const verify = (cookie: string, guest: TestGuest, position: number) => as(api, cookie).post(`${base(guest, position)}/verify`);
  const report = (cookie: string, guest: TestGuest, position: number, proofNumber: unknown) => as(api, cookie).post(`${base(guest, position)}/report`, { proofNumber });
  const dayOf = async (cookie: string, date: string) => (await as(api, cookie).get(`/api/staff/register?date=${date}`).expect(200)).body as RegisterResponse;
  const stayIn = (register: RegisterResponse, guest: TestGuest) => register.stays.find((stay) => stay.bookingId === guest.booking.id);

  /** A stay on a day of its own, far ahead, checked in online the day before arrival (the service's clock moved there). */
  async function checkedInAlone(persons: CheckInPersonBody[] = [SPECIMEN_PERSON, KTP_PERSON]): Promise<TestGuest> {
    // Without the MRZ: its two-digit years would read as another century so far ahead.
    const guests = persons.map((person) => ({ ...person, mrz: null }));
    let fromToday = 12_000 + Math.floor(Math.random() * 8_000);
    // A day no other stay touches, so the day's export holds this stay alone.
    const taken = async (days: number) => {
      const first = addDays(todayInBali(new Date()), days);
      const [row] = await dbOf(api).getConnection().execute(`select count(*)::int as n from bookings where check_in <= ? and check_out >= ?`, [addDays(first, 3), first]);
      return row.n > 0;
    };
    while (await taken(fromToday)) fromToday += 7;
    const guest = await createGuest(api, { fromToday, nights: 3 });
    const dayBefore = new Date(`${addDays(guest.booking.checkIn, -1)}T10:00:00+08:00`);
    await api.app.get(CheckInService).submit(guest.booking.id, twoAdults({ guests }), dayBefore);
    return guest;
  }

  async function placeOfStay(guest: TestGuest): Promise<string> {
    const [villa] = await dbOf(api).getConnection().execute(`select v.name, v.site_id from villas v join bookings b on b.villa_slug = v.slug where b.id = ?`, [guest.booking.id]);
    const site = getSite(villa.site_id)!;
    return `${villa.name}, ${site.name}, ${site.address}`;
  }

  it('lists a day’s stays per person: checked in online, verified at the door (who, when), reported with the proof number (who, when), check-out reported', async () => {
    const guest = await checkedInAlone();
    const before = stayIn(await dayOf(cookies.staff, guest.booking.checkIn), guest)!;
    expect(before).toMatchObject({ bookingCode: guest.code, checkedInOnline: true, checkIn: guest.booking.checkIn, checkOut: guest.booking.checkOut, placeOfStay: await placeOfStay(guest) });
    expect(before.persons.map((person) => [person.fullName, person.foreign, person.verified, person.report, person.levy])).toEqual([
      ['Anna Maria Eriksson', true, null, null, { status: 'unknown', voucher: null, reason: null }],
      ['Putu Ayu Lestari', false, null, null, null],
    ]);
    // In residence the next day, leaving on the last.
    expect(stayIn(await dayOf(cookies.staff, addDays(guest.booking.checkIn, 1)), guest)).toBeDefined();
    expect(stayIn(await dayOf(cookies.staff, guest.booking.checkOut), guest)).toBeDefined();
    expect(stayIn(await dayOf(cookies.staff, addDays(guest.booking.checkOut, 1)), guest)).toBeUndefined();

    // Reporting waits for the arrival at the door.
    expect((await report(cookies.staff, guest, 0, 'APOA-001').expect(409)).body.code).toBe('register.notVerified');
    await verify(cookies.staff, guest, 0).expect(200);
    const reported = (await report(cookies.manager, guest, 0, ' apoa/2026-000123 ').expect(200)).body as RegisterStay;
    const anna = reported.persons[0]!;
    expect(anna.verified).toEqual({ at: expect.any(String), by: 'Komang Putra' });
    expect(anna.report).toEqual({ at: expect.any(String), by: 'Ayu Lestari', proofNumber: 'APOA/2026-000123' });
    expect(Date.parse(anna.reportDueAt!)).toBe(Date.parse(anna.verified!.at) + 24 * 3_600_000);

    // The departure in APOA: after the report, once.
    const out = (await as(api, cookies.staff).post(`${base(guest, 0)}/checkout-report`).expect(200)).body as RegisterStay;
    expect(out.persons[0]!.checkoutReport).toEqual({ at: expect.any(String), by: 'Komang Putra' });
    const again = (await as(api, cookies.manager).post(`${base(guest, 0)}/checkout-report`).expect(200)).body as RegisterStay;
    expect(again.persons[0]!.checkoutReport).toEqual(out.persons[0]!.checkoutReport);
    expect(stayIn(await dayOf(cookies.master, guest.booking.checkIn), guest)!.persons[0]).toEqual(again.persons[0]);
  });

  it('refuses bad input with coded errors: empty or too long proof number, unknown booking or person, an Indonesian guest, a check-out before the report', async () => {
    const guest = await checkedInAlone();
    await verify(cookies.staff, guest, 0).expect(200);
    await verify(cookies.staff, guest, 1).expect(200);
    for (const bad of ['', '   ', 'X'.repeat(41), 'APOA 1', 12, null]) {
      expect((await report(cookies.staff, guest, 0, bad).expect(400)).body).toMatchObject({ code: 'register.proofNumber', params: { max: 40 } });
    }
    expect((await as(api, cookies.staff).post(`${base(guest, 0)}/report`, { proofNumber: 'A1', extra: true }).expect(400)).body.code).toBeDefined();
    expect((await as(api, cookies.staff).post(`/api/staff/check-ins/${randomUUID()}/guests/0/report`, { proofNumber: 'A1' }).expect(404)).body.code).toBe('checkIn.notFound');
    expect((await as(api, cookies.staff).post(`/api/staff/check-ins/not-a-booking/guests/0/report`, { proofNumber: 'A1' }).expect(404)).body.code).toBe('checkIn.notFound');
    expect((await report(cookies.staff, guest, 7, 'A1').expect(404)).body.code).toBe('checkIn.notFound');
    expect((await report(cookies.staff, guest, 1, 'A1').expect(409)).body.code).toBe('register.notForeign');
    expect((await as(api, cookies.staff).put(`${base(guest, 1)}/levy`, { status: 'unknown' }).expect(409)).body.code).toBe('register.notForeign');
    expect((await as(api, cookies.staff).post(`${base(guest, 0)}/checkout-report`).expect(409)).body.code).toBe('register.notReported');
    expect((await as(api, cookies.staff).get('/api/staff/register?date=2026-02-30').expect(400)).body.code).toBe('register.date');
    expect((await as(api, cookies.staff).get('/api/staff/register/export?scope=day').expect(400)).body.code).toBe('register.scope');
    expect((await as(api, cookies.staff).get('/api/staff/register/export?scope=week').expect(400)).body.code).toBe('register.scope');
    const [row] = await dbOf(api).getConnection().execute(`select report_number, checkout_reported_at from check_in_guests where booking_id = ? and position = 0`, [guest.booking.id]);
    expect(row).toEqual({ report_number: null, checkout_reported_at: null });
  });

  it('two devices reporting at once leave one report: the same number answers the same, another number is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const guest = await checkedInAlone();
      await verify(cookies.staff, guest, 0).expect(200);
      const same = await Promise.all([report(cookies.staff, guest, 0, 'APOA-77'), report(cookies.manager, guest, 0, 'APOA-77')]);
      expect(same.map((answer) => answer.status)).toEqual([200, 200]);
      expect((same[0]!.body as RegisterStay).persons[0]!.report).toEqual((same[1]!.body as RegisterStay).persons[0]!.report);

      const other = await checkedInAlone();
      await verify(cookies.staff, other, 0).expect(200);
      const race = await Promise.all([report(cookies.staff, other, 0, 'APOA-1'), report(cookies.manager, other, 0, 'APOA-2')]);
      expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = race.find((answer) => answer.status === 200)!.body as RegisterStay;
      const loser = race.find((answer) => answer.status === 409)!.body;
      expect(loser).toMatchObject({ code: 'register.reported', params: { number: winner.persons[0]!.report!.proofNumber } });
      const [row] = await dbOf(api).getConnection().execute(`select report_number from check_in_guests where booking_id = ? and position = 0`, [other.booking.id]);
      expect(row.report_number).toBe(winner.persons[0]!.report!.proofNumber);
    }
  });

  it('keeps the levy: the guest sends it with the check-in, staff change it, and an edit without it keeps it', async () => {
    const guest = await createGuest(api, { fromToday: 2 });
    const sent = await api
      .request()
      .put('/api/guest/check-in')
      .set('Cookie', guest.cookie)
      .send(twoAdults({ guests: [{ ...SPECIMEN_PERSON, levy: { status: 'paid', voucher: ' lb-7f3k9q2m ' } }, { ...KTP_PERSON, levy: { status: 'paid', voucher: 'LB-0000' } }] }))
      .expect(200);
    expect((sent.body as GuestCheckInResponse).sent!.guests.map((person) => person.levy)).toEqual([{ status: 'paid', voucher: 'LB-7F3K9Q2M', reason: null }, null]);
    const refused = await api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).send(twoAdults({ guests: [{ ...SPECIMEN_PERSON, levy: { status: 'paid', voucher: '!' } }, KTP_PERSON] })).expect(400);
    expect(refused.body.fields['guests.0.levy.voucher'].code).toBe('register.levyVoucher');

    const levy = (body: unknown) => as(api, cookies.staff).put(`${base(guest, 0)}/levy`, body);
    expect(((await levy({ status: 'exempt', reason: '  KITAS   holder ' }).expect(200)).body as RegisterStay).persons[0]!.levy).toEqual({ status: 'exempt', voucher: null, reason: 'KITAS holder' });
    expect((await levy({ status: 'exempt', reason: '' }).expect(400)).body.code).toBe('register.levyReason');
    expect((await levy({ status: 'paid' }).expect(400)).body.code).toBe('register.levyVoucher');
    expect((await levy({ status: 'later' }).expect(400)).body.code).toBe('register.levyStatus');
    await as(api, cookies.investor).put(`${base(guest, 0)}/levy`, { status: 'unknown' }).expect(403);

    // The guest edits the check-in without touching the levy: staff's stays.
    await api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).send(twoAdults({ phone: '+62 811 000 111' })).expect(200);
    const [row] = await dbOf(api).getConnection().execute(`select levy_status, levy_voucher, levy_exempt_reason from check_in_guests where booking_id = ? and position = 0`, [guest.booking.id]);
    expect(row).toEqual({ levy_status: 'exempt', levy_voucher: null, levy_exempt_reason: 'KITAS holder' });
  });

  it('exports exactly the foreign guests of a day as APOA asks them, as CSV and as rows; and those not yet reported', async () => {
    const guest = await checkedInAlone([GERMAN, SPECIMEN_PERSON]);
    const place = await placeOfStay(guest);
    const csv = await as(api, cookies.staff).get(`/api/staff/register/export/csv?scope=day&date=${guest.booking.checkIn}`).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="prana-apoa-${guest.booking.checkIn}.csv"`);
    const { checkIn, checkOut } = guest.booking;
    const quoted = `"${place}"`;
    expect(csv.text).toBe(
      [
        '\uFEFFFull name,Nationality,Passport number,Date of birth,Sex,Check-in date,Check-out date,Place of stay',
        `Thomas Becker,D,C01X00T47,1985-09-02,Male,${checkIn},${checkOut},${quoted}`,
        `Anna Maria Eriksson,UTO,L898902C3,1974-08-12,Female,${checkIn},${checkOut},${quoted}`,
        '',
      ].join('\r\n'),
    );
    const indonesian = await as(api, cookies.manager).get(`/api/staff/register/export/csv?scope=day&date=${checkIn}&lang=id`).expect(200);
    expect(indonesian.text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFNama lengkap,Kewarganegaraan,Nomor paspor,Tanggal lahir,Jenis kelamin,Tanggal check-in,Tanggal check-out,Tempat menginap',
      `Thomas Becker,D,C01X00T47,1985-09-02,Laki-laki,${checkIn},${checkOut},${quoted}`,
    ]);
    const rows = ((await as(api, cookies.staff).get(`/api/staff/register/export?scope=day&date=${checkIn}`).expect(200)).body as RegisterExportResponse).rows;
    expect(rows.map((row) => [row.fullName, row.passportNumber, row.placeOfStay])).toEqual([
      ['Thomas Becker', 'C01X00T47', place],
      ['Anna Maria Eriksson', 'L898902C3', place],
    ]);

    // Not yet reported: a foreign guest in residence today without a proof number, not one reported.
    const inResidence = await createGuest(api, { fromToday: -1 });
    const reportedName = `Thomas ${inResidence.lastName}`;
    const unreportedName = `Anna ${inResidence.lastName}`;
    await api
      .request()
      .put('/api/guest/check-in')
      .set('Cookie', inResidence.cookie)
      .send(twoAdults({ guests: [{ ...GERMAN, fullName: reportedName }, { ...SPECIMEN_PERSON, fullName: unreportedName, mrz: null }] }))
      .expect(200);
    await verify(cookies.staff, inResidence, 0).expect(200);
    await report(cookies.staff, inResidence, 0, 'APOA-9').expect(200);
    const unreported = ((await as(api, cookies.staff).get('/api/staff/register/export?scope=unreported').expect(200)).body as RegisterExportResponse).rows;
    const mine = unreported.filter((row) => row.bookingId === inResidence.booking.id);
    expect(mine.map((row) => [row.position, row.fullName])).toEqual([[1, unreportedName]]);
    const unreportedCsv = await as(api, cookies.staff).get('/api/staff/register/export/csv?scope=unreported').expect(200);
    expect(unreportedCsv.headers['content-disposition']).toBe(`attachment; filename="prana-apoa-unreported-${todayInBali(new Date())}.csv"`);
    expect(unreportedCsv.text).toContain(`${unreportedName},UTO,L898902C3,1974-08-12,Female,${inResidence.booking.checkIn}`);
    expect(unreportedCsv.text).not.toContain(reportedName);
  });

  it('is for the roles that keep it: the investor is refused every part of it', async () => {
    const guest = await checkedInAlone();
    const paths = [`/api/staff/register`, `/api/staff/register/overdue`, `/api/staff/register/export?scope=unreported`, `/api/staff/register/export/csv?scope=unreported`];
    for (const path of paths) {
      await as(api, cookies.investor).get(path).expect(403);
      await api.request().get(path).expect(401);
    }
    await report(cookies.investor, guest, 0, 'APOA-1').expect(403);
    await as(api, cookies.investor).post(`${base(guest, 0)}/checkout-report`).expect(403);
    await api.request().get('/api/staff/register').set('Cookie', guest.cookie).expect(401);
    for (const role of ['master', 'manager', 'staff'] as const) await as(api, cookies[role]).get('/api/staff/register').expect(200);
  });

  it('raises an unreported foreign guest as overdue the set hours after arrival, once, live to staff; the proof number removes the deadline', async () => {
    const queue = api.app.get<Queue>(getQueueToken(QUEUES.register));
    const service = api.app.get(RegisterService);
    const socket: ClientSocket = connect(api.url, cookies.staff);
    try {
      await nextEvent(socket, 'session.ready');
      const guest = await checkedInAlone([GERMAN, KTP_PERSON]);
      const changed = changeWhere(socket, (stay) => stay.bookingId === guest.booking.id && stay.persons[0]!.verified !== null);
      const verified = (await verify(cookies.staff, guest, 0).expect(200)).body as { verifiedAt: string };
      expect((await changed).persons[0]!.verified).toEqual({ at: verified.verifiedAt, by: 'Komang Putra' });
      await verify(cookies.staff, guest, 1).expect(200);

      // One delayed job per person, for the foreign guest only.
      const job = await queue.getJob(immigrationReportDueJobId(guest.booking.id, 0));
      expect(job?.name).toBe(JOBS.immigrationReportDue);
      expect(job?.data).toEqual({ bookingId: guest.booking.id, position: 0 });
      expect(await job!.getState()).toBe('delayed');
      expect(job!.opts.delay).toBeGreaterThan(24 * 3_600_000 - 60_000);
      expect(await queue.getJob(immigrationReportDueJobId(guest.booking.id, 1))).toBeUndefined();

      // The clock moved: a minute before the deadline nothing; at it, raised once, live.
      const arrived = Date.parse(verified.verifiedAt);
      expect(await service.markOverdue(guest.booking.id, 0, new Date(arrived + 24 * 3_600_000 - 60_000))).toBe(false);
      const raised = changeWhere(socket, (stay) => stay.bookingId === guest.booking.id && stay.persons[0]!.overdueAt !== null);
      expect(await service.markOverdue(guest.booking.id, 0, new Date(arrived + 24 * 3_600_000))).toBe(true);
      expect((await raised).persons[0]!.overdueAt).toBe(new Date(arrived + 24 * 3_600_000).toISOString());
      expect(await service.markOverdue(guest.booking.id, 0, new Date(arrived + 25 * 3_600_000))).toBe(false);
      expect(await service.markOverdue(guest.booking.id, 1, new Date(arrived + 25 * 3_600_000))).toBe(false);
      const overdue = (await as(api, cookies.staff).get('/api/staff/register/overdue').expect(200)).body as RegisterOverdueResponse;
      expect(overdue.stays.map((stay) => stay.bookingId)).toContain(guest.booking.id);

      // The proof number: the job is gone, and the queue's alert with it.
      await report(cookies.staff, guest, 0, 'APOA-55').expect(200);
      expect(await queue.getJob(immigrationReportDueJobId(guest.booking.id, 0))).toBeUndefined();
      const after = (await as(api, cookies.staff).get('/api/staff/register/overdue').expect(200)).body as RegisterOverdueResponse;
      expect(after.stays.map((stay) => stay.bookingId)).not.toContain(guest.booking.id);

      // Reported before the deadline: the job finds nothing to raise.
      const onTime = await checkedInAlone([GERMAN, KTP_PERSON]);
      await verify(cookies.staff, onTime, 0).expect(200);
      await report(cookies.staff, onTime, 0, 'APOA-56').expect(200);
      expect(await service.markOverdue(onTime.booking.id, 0, new Date(Date.now() + 48 * 3_600_000))).toBe(false);
    } finally {
      socket.disconnect();
    }
  });
});
