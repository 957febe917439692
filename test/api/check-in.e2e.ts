import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { CheckInPersonResponse, GuestCheckInResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { KTP_PERSON, SPECIMEN_MRZ_WRONG_DIGIT, SPECIMEN_PERSON, twoAdults } from '../support/check-in-fixtures.ts';

describe('online check-in api', () => {
  let api: TestApi;
  let cookies: Cookies;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(() => api.close());

  const read = async (guest: TestGuest) => (await api.request().get('/api/guest/check-in').set('Cookie', guest.cookie).expect(200)).body as GuestCheckInResponse;
  const send = (guest: TestGuest, body: unknown) => api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).send(body as object);
  const verify = (cookie: string, guest: TestGuest, position: number) => as(api, cookie).post(`/api/staff/check-ins/${guest.booking.id}/guests/${position}/verify`);
  const stored = async (guest: TestGuest) =>
    dbOf(api).getConnection().execute(`select full_name, document_number from check_in_guests where booking_id = ? order by position`, [guest.booking.id]);

  it('takes both adults of a party arriving in three days: the specimen passport read from its MRZ, and a KTP', async () => {
    const guest = await createGuest(api, { fromToday: 3 });
    expect(await read(guest)).toMatchObject({ editable: true, sent: null, party: { adults: 2, children: 0, infants: 0 } });

    const sent = await send(guest, twoAdults()).expect(200);
    const answer = sent.body as GuestCheckInResponse;
    expect(answer.sent).toMatchObject({ arrivalTime: '14:30', flight: 'GA404', phone: '+62 812 3456 7890' });
    expect(answer.sent!.guests).toEqual([
      expect.objectContaining({ position: 0, ageGroup: 'adult', fullName: 'Anna Maria Eriksson', nationality: 'UTO', documentNumber: 'L898902C3', documentExpiry: '2012-04-15', verifiedAt: null }),
      expect.objectContaining({ position: 1, ageGroup: 'adult', documentType: 'ktp', documentNumber: '5171045403900002', documentExpiry: null }),
    ]);
    const [signature] = await dbOf(api).getConnection().execute(`select signature, signed_at from check_ins where booking_id = ?`, [guest.booking.id]);
    expect((signature.signature as Buffer).subarray(1, 4).toString()).toBe('PNG');
    expect(await read(guest)).toEqual(answer);
  });

  it('refuses a wrong MRZ check digit with a coded 400 on the field, and stores nothing', async () => {
    const guest = await createGuest(api, { fromToday: 2 });
    const refused = await send(guest, twoAdults({ guests: [{ ...SPECIMEN_PERSON, mrz: SPECIMEN_MRZ_WRONG_DIGIT.join('\n') }, KTP_PERSON] })).expect(400);
    expect(refused.body).toMatchObject({ code: 'checkIn.mrzCheckDigit', fields: { 'guests.0.mrz': { code: 'checkIn.mrzCheckDigit' } } });
    expect((await read(guest)).sent).toBeNull();
  });

  it('refuses typed fields that disagree with the MRZ, each named, and other bad persons', async () => {
    const guest = await createGuest(api, { fromToday: 2 });
    const mismatch = await send(guest, twoAdults({ guests: [{ ...SPECIMEN_PERSON, documentNumber: 'L898902C4', birthDate: '1974-08-13' }, KTP_PERSON] })).expect(400);
    expect(mismatch.body.code).toBe('checkIn.mrzMismatch');
    expect(Object.keys(mismatch.body.fields).sort()).toEqual(['guests.0.birthDate', 'guests.0.documentNumber']);

    const foreignKtp = await send(guest, twoAdults({ guests: [SPECIMEN_PERSON, { ...KTP_PERSON, nationality: 'AUS' }] })).expect(400);
    expect(foreignKtp.body.fields).toEqual({ 'guests.1.documentType': { code: 'checkIn.ktpForIndonesians' } });
    const shortNik = await send(guest, twoAdults({ guests: [SPECIMEN_PERSON, { ...KTP_PERSON, documentNumber: '51710454' }] })).expect(400);
    expect(shortNik.body.fields).toEqual({ 'guests.1.documentNumber': { code: 'checkIn.nik' } });
    const onePerson = await send(guest, twoAdults({ guests: [SPECIMEN_PERSON] })).expect(400);
    expect(onePerson.body).toMatchObject({ code: 'checkIn.partySize', params: { count: 2 } });
    const unsigned = await send(guest, twoAdults({ signature: 'data:image/png;base64,aGVsbG8=' })).expect(400);
    expect(unsigned.body.code).toBe('checkIn.signature');
    const noRules = await send(guest, { ...twoAdults(), rulesAccepted: false }).expect(400);
    expect(noRules.body.fields.rulesAccepted.code).toBe('checkIn.rules');
    expect((await read(guest)).sent).toBeNull();
  });

  it('opens seven days before arrival and closes when the stay ends', async () => {
    const early = await createGuest(api, { fromToday: 10 });
    expect((await read(early)).editable).toBe(false);
    expect((await send(early, twoAdults()).expect(409)).body).toMatchObject({ code: 'checkIn.closed', params: { days: 7 } });
    const inResidence = await createGuest(api, { fromToday: -1 });
    await send(inResidence, twoAdults()).expect(200);
  });

  it('is edited until staff verify a document at the door, then refused; the verification records who and when', async () => {
    const guest = await createGuest(api, { fromToday: 1 });
    await send(guest, twoAdults()).expect(200);
    await send(guest, twoAdults({ guests: [SPECIMEN_PERSON, { ...KTP_PERSON, fullName: 'Putu Ayu Lestari Dewi' }] })).expect(200);
    expect((await stored(guest))[1].full_name).toBe('Putu Ayu Lestari Dewi');

    await verify(cookies.investor, guest, 0).expect(403);
    await verify(cookies.staff, guest, 5).expect(404);
    const verified = (await verify(cookies.staff, guest, 0).expect(200)).body as CheckInPersonResponse;
    expect(verified.verifiedAt).not.toBeNull();
    const [row] = await dbOf(api).getConnection().execute(`select u.username from check_in_guests g join staff_users u on u.id = g.verified_by_id where g.booking_id = ? and g.position = 0`, [guest.booking.id]);
    expect(row.username).toBe('staff');
    // A second tap keeps the first time and person.
    expect(((await verify(cookies.manager, guest, 0).expect(200)).body as CheckInPersonResponse).verifiedAt).toBe(verified.verifiedAt);

    const refused = await send(guest, twoAdults({ guests: [SPECIMEN_PERSON, { ...KTP_PERSON, fullName: 'Someone Else' }] })).expect(409);
    expect(refused.body.code).toBe('checkIn.verified');
    expect((await stored(guest))[1].full_name).toBe('Putu Ayu Lestari Dewi');
    expect((await read(guest)).editable).toBe(false);
  });

  it('an edit racing a verification: either the edit lands before it, or it is refused and nothing changes', async () => {
    for (let round = 0; round < 3; round++) {
      const guest = await createGuest(api, { fromToday: 1 });
      await send(guest, twoAdults()).expect(200);
      const [edit, check] = await Promise.all([send(guest, twoAdults({ phone: '+61 400 000 001' })), verify(cookies.staff, guest, 1)]);
      expect(check.status).toBe(200);
      expect([200, 409]).toContain(edit.status);
      const [row] = await dbOf(api).getConnection().execute(`select phone from check_ins where booking_id = ?`, [guest.booking.id]);
      expect(row.phone).toBe(edit.status === 200 ? '+61 400 000 001' : '+62 812 3456 7890');
    }
  });

  it('sends once per Idempotency-Key: a resend after a lost answer gets the first answer', async () => {
    const guest = await createGuest(api, { fromToday: 4 });
    const key = randomUUID();
    const first = await send(guest, twoAdults()).set('Idempotency-Key', key).expect(200);
    const again = await send(guest, twoAdults()).set('Idempotency-Key', key).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });
});
