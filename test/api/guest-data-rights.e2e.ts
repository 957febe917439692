import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, SCHEDULER_IDS, type CheckInBody, type GuestDataExport, type PersonalDataErasedResponse } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { createWorker, type Worker } from '../../apps/api/src/bootstrap/create-worker.ts';
import { DeleteExpiredDocumentsJob } from '../../apps/api/src/guest-data/delete-expired-documents.job.ts';
import { AnonymiseRegisterJob } from '../../apps/api/src/guest-data/anonymise-register.job.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';
import { signIn } from '../support/sockets.ts';
import { KTP_PERSON, SPECIMEN_PERSON, twoAdults } from '../support/check-in-fixtures.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

const DAY_MS = 86_400_000;
const photoDataUrl = async () =>
  `data:image/jpeg;base64,${(await sharp({ create: { width: 400, height: 280, channels: 3, background: { r: 90, g: 120, b: 150 } } }).jpeg().toBuffer()).toString('base64')}`;

/** A check-in of two adults whose names and document numbers appear nowhere else in the database. */
function uniqueParty(tag: string): { body: CheckInBody; names: string[]; documents: string[] } {
  const passport = `Q${tag.slice(0, 8)}`;
  const nik = `51710454039${String(Number.parseInt(tag.slice(0, 5), 16) % 100_000).padStart(5, '0')}`;
  const first = `Zelda Qx${tag} Marlowe`;
  const second = `Wayan Qx${tag} Sudarma`;
  // The levy's voucher is the guest's own too.
  const voucher = `LB-QX${tag.slice(0, 8).toUpperCase()}`;
  return {
    body: twoAdults({
      guests: [
        { ...SPECIMEN_PERSON, fullName: first, nationality: 'SWE', issuingCountry: 'SWE', documentNumber: passport, documentExpiry: '2034-04-15', mrz: null, levy: { status: 'paid', voucher } },
        { ...KTP_PERSON, fullName: second, documentNumber: nik },
      ],
    }),
    names: [first, second],
    documents: [passport, nik, voucher],
  };
}

/** Every text, varchar and json column of every table in the schema that holds `value` (so a future table is covered too). */
async function tablesHolding(api: TestApi, value: string): Promise<string[]> {
  const connection = dbOf(api).getConnection();
  const columns = (await connection.execute(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
  )) as { table_name: string; column_name: string }[];
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await connection.execute(`select count(*)::int as hits from "${table_name}" where strpos(lower("${column_name}"::text), lower(?)) > 0`, [value]);
    if (row.hits > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** The sweeps read nothing of their job. */
const job = {} as never;

describe('the guest’s rights over their data', () => {
  let api: TestApi;
  let worker: Worker;
  let cookies: Cookies;

  beforeAll(async () => {
    api = await startTestApi();
    worker = await createWorker();
    cookies = await signInAll(api);
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  const sql = (text: string, params: unknown[] = []) => dbOf(api).getConnection().execute(text, params);
  const checkIn = async (guest: TestGuest, body: CheckInBody = twoAdults()) => {
    await api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).set('Idempotency-Key', randomUUID()).send(body).expect(200);
    await api.request().put('/api/guest/check-in/guests/0/document').set('Cookie', guest.cookie).send({ photo: await photoDataUrl() }).expect(200);
  };
  const photos = async (guest: TestGuest) => Number((await sql(`select count(*)::int as n from check_in_documents where booking_id = ?`, [guest.booking.id]))[0].n);
  const exported = async (guest: TestGuest) => {
    const response = await api
      .request()
      .get('/api/guest/data-export')
      .set('Cookie', guest.cookie)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const files = unzipSync(new Uint8Array(response.body as Buffer));
    return { response, files, data: JSON.parse(strFromU8(files['prana-data.json']!)) as GuestDataExport };
  };

  it('deletes a data-page photo once its stay ended DOCUMENT_RETENTION_DAYS ago (the job run with a moved clock), and leaves newer ones', async () => {
    const older = await createGuest(api, { fromToday: 2, nights: 3 });
    const newer = await createGuest(api, { fromToday: 2, nights: 6 });
    await checkIn(older);
    await checkIn(newer);
    const documents = worker.app.get(DeleteExpiredDocumentsJob);
    const olderOut = older.booking.checkOut;

    // The day before the window ends: both kept.
    const dayBefore = new Date(Date.parse(`${addDays(olderOut, 29)}T12:00:00+08:00`));
    expect((await documents.handle(job, dayBefore)).checkedOutBy).toBe(addDays(olderOut, -1));
    expect([await photos(older), await photos(newer)]).toEqual([1, 1]);

    // Thirty days after the older stay's check-out: its photo goes, the newer stay's stays.
    const result = await documents.handle(job, new Date(Date.parse(`${addDays(olderOut, 30)}T03:00:00+08:00`)));
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect([await photos(older), await photos(newer)]).toEqual([0, 1]);
    // The register keeps the typed document data; only the photo is gone.
    expect((await sql(`select count(*)::int as n from check_in_guests where booking_id = ? and document_number <> ''`, [older.booking.id]))[0].n).toBe(2);
  });

  it('anonymises the register’s personal fields after REGISTER_RETENTION_DAYS, once, and leaves stays inside the window', async () => {
    const older = await createGuest(api, { fromToday: 1, nights: 2 });
    const newer = await createGuest(api, { fromToday: 1, nights: 9 });
    const party = uniqueParty(randomUUID().replace(/-/g, '').toUpperCase());
    await checkIn(older, party.body);
    await checkIn(newer);
    const register = worker.app.get(AnonymiseRegisterJob);
    const at = new Date(Date.parse(`${addDays(older.booking.checkOut, 365)}T03:00:00+08:00`));

    expect((await register.handle(job, new Date(at.getTime() - DAY_MS))).checkedOutBy).toBe(addDays(older.booking.checkOut, -1));
    expect((await sql(`select anonymised_at from check_ins where booking_id = ?`, [older.booking.id]))[0].anonymised_at).toBeNull();

    const first = await register.handle(job, at);
    expect(first.stays).toBeGreaterThanOrEqual(1);
    const persons = await sql(`select full_name, document_number, document_expiry, birth_date::text as birth_date, nationality, sex from check_in_guests where booking_id = ? order by position`, [older.booking.id]);
    expect(persons).toEqual([
      { full_name: '', document_number: '', document_expiry: null, birth_date: '1974-01-01', nationality: 'SWE', sex: 'F' },
      { full_name: '', document_number: '', document_expiry: null, birth_date: '1990-01-01', nationality: 'IDN', sex: 'F' },
    ]);
    const [stay] = await sql(`select phone, flight, octet_length(signature) as signature, anonymised_at from check_ins where booking_id = ?`, [older.booking.id]);
    expect(stay).toMatchObject({ phone: '', flight: null, signature: 0 });
    expect(stay.anonymised_at).not.toBeNull();
    for (const value of [...party.names, ...party.documents]) expect(await tablesHolding(api, value)).toEqual([]);
    // Inside its window the newer stay keeps everything; a second run finds nothing left to do for the older.
    expect((await sql(`select full_name from check_in_guests where booking_id = ? and position = 0`, [newer.booking.id]))[0].full_name).toBe(SPECIMEN_PERSON.fullName);
    await register.handle(job, at);
    expect((await sql(`select anonymised_at from check_ins where booking_id = ?`, [older.booking.id]))[0].anonymised_at).toEqual(stay.anonymised_at);
  });

  it('gives the signed-in guest everything held about their own booking, and nothing of another’s', async () => {
    const guest = await createGuest(api, { fromToday: -1, demoBill: true });
    const other = await createGuest(api, { fromToday: 2 });
    await checkIn(guest);
    await checkIn(other, uniqueParty(randomUUID().replace(/-/g, '').toUpperCase()).body);
    const request = (await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'concierge', title: 'Celebration planning', notes: 'A cake for two' }).expect(201)).body;
    const requestId = (request.request ?? request).id as string;
    await api.request().post(`/api/guest/requests/${requestId}/messages`).set('Cookie', guest.cookie).send({ text: 'Chocolate, please' }).expect(201);
    await as(api, cookies.staff).get(`/api/staff/check-ins/${guest.booking.id}/guests/0/document`).expect(200);
    // An approved late check-out is held about the stay too.
    await sql(`update bookings set departure_time = '16:00' where id = ?`, [guest.booking.id]);

    const { response, files, data } = await exported(guest);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="prana-${guest.code}.zip"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual(['documents/person-1.jpg', 'prana-data.json']);
    expect((await sharp(Buffer.from(files['documents/person-1.jpg']!)).metadata()).format).toBe('jpeg');
    expect(data.booking).toMatchObject({ code: guest.code, lastName: guest.lastName, email: guest.booking.email, checkIn: guest.booking.checkIn, arrivalTime: null, departureTime: '16:00', party: { adults: 2, children: 0, infants: 0 } });
    expect(data.checkIn!.persons.map((person) => [person.fullName, person.documentNumber, person.documentFile])).toEqual([
      [SPECIMEN_PERSON.fullName, SPECIMEN_PERSON.documentNumber, 'documents/person-1.jpg'],
      [KTP_PERSON.fullName, KTP_PERSON.documentNumber, null],
    ]);
    expect(data.checkIn!.phone).toBe(twoAdults().phone);
    const mine = data.requests.find((entry) => entry.id === requestId)!;
    expect(mine.notes).toBe('A cake for two');
    expect(mine.messages.map((message) => [message.from, message.text])).toContainEqual(['guest', 'Chocolate, please']);
    expect(data.charges.length).toBeGreaterThan(0);
    expect(data.pushSubscriptions).toBe(0);
    expect(data.documentReads.map((read) => [read.position, read.staffName])).toEqual([[0, 'Komang Putra']]);
    // Only their own: nothing of the other booking.
    const text = strFromU8(files['prana-data.json']!);
    expect(text).not.toContain(other.code);
    expect(text).not.toContain(other.lastName);
    expect((await exported(other)).data.booking.code).toBe(other.code);

    await api.request().get('/api/guest/data-export').expect(401);
    expect((await as(api, cookies.master).get('/api/guest/data-export').expect(401)).body.code).toBe('auth.guestRequired');
  });

  it('lets master alone erase a guest’s personal data after typing the booking code: no table holds the name, email or document number after, the money stays, the guest is signed out, and a second erasure changes nothing', async () => {
    const tag = randomUUID().replace(/-/g, '').toUpperCase();
    const guestName = `Ottilie Qx${tag} Vanderbilt`;
    const email = `ottilie.${tag.toLowerCase()}@example.com`;
    const guest = await createGuest(api, { fromToday: -1, demoBill: true, guestName, email });
    const party = uniqueParty(tag);
    await checkIn(guest, party.body);
    await sql(
      `insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, guest_name, summary, booking_id, conflict, created_at, updated_at)
       values (?, ?, ?, ?, 'cancelled', 'direct', ?, ?, ?, false, now(), now())`,
      [randomUUID(), 'palms-1bd-1', guest.booking.checkIn, guest.booking.checkOut, guestName, `Direct: ${guestName}`, guest.booking.id],
    );
    const created = (await api.request().post('/api/guest/requests').set('Cookie', guest.cookie).send({ category: 'concierge', title: 'Celebration planning', notes: `For ${guestName}, reach me at ${email}` }).expect(201)).body;
    const requestId = (created.request ?? created).id as string;
    await api.request().post(`/api/guest/requests/${requestId}/messages`).set('Cookie', guest.cookie).send({ text: `My passport is ${party.documents[0]}` }).expect(201);
    await api.request().post(`/api/staff/requests/${requestId}/messages`).set('Cookie', cookies.staff).send({ text: `Noted, ${guestName}.` }).expect(201);
    await as(api, cookies.staff).get(`/api/staff/check-ins/${guest.booking.id}/guests/0/document`).expect(200);
    const secrets = [guestName, guest.lastName, email, ...party.names, ...party.documents];
    for (const value of [guestName, email, party.documents[0]!]) expect(await tablesHolding(api, value)).not.toEqual([]);
    const money = async () => (await sql(`select (select amount from bookings where id = ?) as stay, (select coalesce(sum(amount), 0)::int from guest_charges where booking_id = ?) as charges, (select coalesce(sum(amount), 0)::int from guest_payments where booking_id = ?) as payments`, [guest.booking.id, guest.booking.id, guest.booking.id]))[0];
    const before = await money();
    const path = `/api/staff/bookings/${guest.booking.id}/erase-personal-data`;

    // Master only: everyone else is refused with a coded 403, and the guest with 401.
    for (const role of ['manager', 'staff', 'investor'] as const) {
      expect((await as(api, cookies[role]).post(path).send({ confirmCode: guest.code }).expect(403)).body.code).toBe('auth.roleCannot');
      await as(api, cookies[role]).get(`/api/staff/bookings/${guest.booking.id}/personal-data`).expect(403);
    }
    await api.request().post(path).set('Cookie', guest.cookie).send({ confirmCode: guest.code }).expect(401);
    // The confirmation is the booking code; anything else changes nothing.
    expect((await as(api, cookies.master).post(path).send({ confirmCode: 'PRN-0000' }).expect(400)).body).toMatchObject({ code: 'guestData.confirmCode', fields: { confirmCode: { code: 'guestData.confirmCode' } } });
    expect((await as(api, cookies.master).post(path).send({}).expect(400)).body.code).toBe('guestData.confirmCode');
    expect((await as(api, cookies.master).post(`/api/staff/bookings/${randomUUID()}/erase-personal-data`).send({ confirmCode: guest.code }).expect(404)).body.code).toBe('guestData.notFound');
    expect((await as(api, cookies.master).post('/api/staff/bookings/not-an-id/erase-personal-data').send({ confirmCode: guest.code }).expect(404)).body.code).toBe('guestData.notFound');
    expect((await as(api, cookies.master).get(`/api/staff/bookings/${guest.booking.id}/personal-data`).expect(200)).body).toMatchObject({ code: guest.code, guestName, erasedAt: null });
    await api.request().get('/api/guest/check-in').set('Cookie', guest.cookie).expect(200);

    // Two erasures at once (typed in lower case): one erases and logs, the other finds it done.
    const answers = await Promise.all([0, 1].map(() => as(api, cookies.master).post(path).send({ confirmCode: guest.code.toLowerCase() }).expect(200)));
    const bodies = answers.map((answer) => answer.body as PersonalDataErasedResponse);
    expect(bodies.map((body) => body.alreadyErased).sort()).toEqual([false, true]);
    expect(new Set(bodies.map((body) => body.erasedAt)).size).toBe(1);

    for (const value of secrets) expect({ value, tables: await tablesHolding(api, value) }).toEqual({ value, tables: [] });
    expect(await money()).toEqual(before);
    expect(await photos(guest)).toBe(0);
    // The guest's companion session ended, and the booking no longer signs in.
    expect((await api.request().get('/api/guest/check-in').set('Cookie', guest.cookie).expect(401)).body.code).toBe('auth.guestRequired');
    await expect(signIn(api, { lastName: guest.lastName, bookingCode: guest.code })).rejects.toThrow();
    // One line in master's activity log, saying it cannot be undone.
    const log = await sql(`select action, message, details, actor_name from activity_log where subject_id = ?`, [guest.booking.id]);
    expect(log).toEqual([
      {
        action: 'guestData.erased',
        message: `Erased the guest's personal data of booking ${guest.code} on their request (cannot be undone)`,
        details: { code: guest.code, undoable: 'no' },
        actor_name: 'Made Wirawan',
      },
    ]);
    expect((await sql(`select count(*)::int as n from undo_history where details->>'code' = ?`, [guest.code]))[0].n).toBe(0);

    // A later erasure is harmless: nothing changes, nothing more is logged.
    const again = (await as(api, cookies.master).post(path).send({ confirmCode: guest.code }).expect(200)).body as PersonalDataErasedResponse;
    expect(again).toMatchObject({ alreadyErased: true, erasedAt: bodies[0]!.erasedAt, guestName: '' });
    expect((await sql(`select count(*)::int as n from activity_log where subject_id = ?`, [guest.booking.id]))[0].n).toBe(1);
    expect((await as(api, cookies.master).get(`/api/staff/bookings/${guest.booking.id}/personal-data`).expect(200)).body.erasedAt).toBe(bodies[0]!.erasedAt);
  });

  it('schedules both sweeps once a day at 03:00 Bali time, one scheduler each however many workers start', async () => {
    const second = await createWorker();
    await second.close();
    const queue = worker.app.get<Queue>(getQueueToken(QUEUES.privacy));
    const schedulers = await queue.getJobSchedulers();
    for (const name of [JOBS.deleteExpiredDocuments, JOBS.anonymiseRegister] as const) {
      const mine = schedulers.filter((scheduler) => scheduler.key === SCHEDULER_IDS[name]());
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ name, pattern: '0 3 * * *', tz: 'Asia/Makassar' });
    }
  });

  it('keeps the retention settings in the configuration, the register never shorter than the photos', async () => {
    const { loadConfig } = await import('../../apps/api/src/config/app-config.ts');
    expect(loadConfig({}).retention).toEqual({ documentDays: 30, registerDays: 365 });
    expect(loadConfig({ DOCUMENT_RETENTION_DAYS: '14', REGISTER_RETENTION_DAYS: '90' }).retention).toEqual({ documentDays: 14, registerDays: 90 });
    expect(() => loadConfig({ DOCUMENT_RETENTION_DAYS: '60', REGISTER_RETENTION_DAYS: '30' })).toThrow(/REGISTER_RETENTION_DAYS/);
    expect(todayInBali(new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
