import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDecipheriv } from 'node:crypto';
import sharp from 'sharp';
import type { DocumentReadsResponse, GuestCheckInResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';
import { testEnv } from '../support/env.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { twoAdults } from '../support/check-in-fixtures.ts';

/** A data-page photo as a phone takes it: a JPEG carrying EXIF (camera and place). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1700, channels: 3, background: { r: 180, g: 160, b: 140 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PranaPhone', Model: 'Journey 1' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '8/1 30/1 0/1' } })
    .toBuffer();
}
const asDataUrl = (photo: Buffer) => `data:image/jpeg;base64,${photo.toString('base64')}`;

describe('document photos are private', () => {
  let api: TestApi;
  let cookies: Cookies;
  let guest: TestGuest;
  let photo: Buffer;

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
    photo = await phonePhoto();
    guest = await createGuest(api, { fromToday: 2 });
    await api.request().put('/api/guest/check-in').set('Cookie', guest.cookie).send(twoAdults()).expect(200);
  });
  afterAll(() => api.close());

  const attach = (who: TestGuest, position: number, body: object) => api.request().put(`/api/guest/check-in/guests/${position}/document`).set('Cookie', who.cookie).send(body);
  const documentPath = (who: TestGuest, position: number) => `/api/staff/check-ins/${who.booking.id}/guests/${position}/document`;
  const stored = async (who: TestGuest) =>
    (await dbOf(api).getConnection().execute(`select ciphertext, iv, auth_tag, byte_size from check_in_documents where booking_id = ? and position = 0`, [who.booking.id]))[0];
  const readsOf = async (who: TestGuest) => Number((await dbOf(api).getConnection().execute(`select count(*) as reads from document_reads where booking_id = ?`, [who.booking.id]))[0].reads);

  it('takes a foreign guest’s photo re-encoded without its metadata and size capped, and keeps it encrypted: the bytes at rest are not the image', async () => {
    const answer = (await attach(guest, 0, { photo: asDataUrl(photo) }).expect(200)).body as GuestCheckInResponse;
    expect(answer.sent!.guests.map((person) => person.hasDocument)).toEqual([true, false]);

    const row = await stored(guest);
    const atRest = row.ciphertext as Buffer;
    // Not a JPEG, and no trace of the camera or the photo's bytes.
    expect(atRest.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(false);
    expect(atRest.includes(Buffer.from('PranaPhone'))).toBe(false);
    await expect(sharp(atRest).metadata()).rejects.toThrow();
    // Opened with the key it is the re-encoded photo; with another key it does not open.
    const open = (key: Buffer) => {
      const decipher = createDecipheriv('aes-256-gcm', key, row.iv as Buffer);
      decipher.setAuthTag(row.auth_tag as Buffer);
      return Buffer.concat([decipher.update(atRest), decipher.final()]);
    };
    expect(() => open(Buffer.alloc(32, 7))).toThrow();
    const image = open(Buffer.from(testEnv.DOCUMENT_KEY, 'base64'));
    expect(image.length).toBe(row.byte_size);
    const metadata = await sharp(image).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1133 });
    expect(metadata.exif).toBeUndefined();
    expect(image.includes(Buffer.from('PranaPhone'))).toBe(false);
  });

  it('refuses what is not a foreign guest’s photo, and anything that is no image', async () => {
    expect((await attach(guest, 1, { photo: asDataUrl(photo) }).expect(400)).body.code).toBe('checkIn.documentForeignOnly');
    expect((await attach(guest, 0, { photo: 'data:image/jpeg;base64,aGVsbG8gd29ybGQ=' }).expect(400)).body).toMatchObject({ code: 'checkIn.photo', fields: { photo: { code: 'checkIn.photo' } } });
    expect((await attach(guest, 0, { photo: 'data:text/html;base64,PGI+' }).expect(400)).body.code).toBe('checkIn.photo');
    expect((await attach(guest, 7, { photo: asDataUrl(photo) }).expect(404)).body.code).toBe('checkIn.notFound');
    const fresh = await createGuest(api, { fromToday: 2 });
    expect((await attach(fresh, 0, { photo: asDataUrl(photo) }).expect(404)).body.code).toBe('checkIn.notFound');
  });

  it('is never served from a public path: the guest, visitors and the investor cannot read it; staff can, and every read is in master’s access log', async () => {
    await api.request().get(documentPath(guest, 0)).expect(401);
    await api.request().get(documentPath(guest, 0)).set('Cookie', guest.cookie).expect(401);
    const before = await readsOf(guest);
    expect((await as(api, cookies.investor).get(documentPath(guest, 0)).expect(403)).body.code).toBe('auth.roleCannot');
    expect(await readsOf(guest)).toBe(before);

    for (const cookie of [cookies.staff, cookies.manager, cookies.staff]) {
      const read = await as(api, cookie).get(documentPath(guest, 0)).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(read.headers['content-type']).toBe('image/jpeg');
      expect(read.headers['cache-control']).toBe('no-store');
      expect((await sharp(read.body as Buffer).metadata()).format).toBe('jpeg');
    }
    expect(await readsOf(guest)).toBe(before + 3);
    await as(api, cookies.staff).get(documentPath(guest, 1)).expect(404);
    expect(await readsOf(guest)).toBe(before + 3);

    const log = (await as(api, cookies.master).get('/api/staff/document-reads').expect(200)).body as DocumentReadsResponse;
    const ours = log.reads.filter((read) => read.bookingCode === guest.code);
    expect(ours.map((read) => [read.staffName, read.guestName, read.position])).toEqual([
      ['Komang Putra', 'Anna Maria Eriksson', 0],
      ['Ayu Lestari', 'Anna Maria Eriksson', 0],
      ['Komang Putra', 'Anna Maria Eriksson', 0],
    ]);
    await as(api, cookies.manager).get('/api/staff/document-reads').expect(403);
    await as(api, cookies.investor).get('/api/staff/document-reads').expect(403);
  });

  it('is no longer replaced once staff verified the check-in', async () => {
    const other = await createGuest(api, { fromToday: 1 });
    await api.request().put('/api/guest/check-in').set('Cookie', other.cookie).send(twoAdults()).expect(200);
    await as(api, cookies.staff).post(`/api/staff/check-ins/${other.booking.id}/guests/1/verify`).expect(200);
    expect((await attach(other, 0, { photo: asDataUrl(photo) }).expect(409)).body.code).toBe('checkIn.verified');
    expect(await stored(other)).toBeUndefined();
  });
});
