import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeringSeed } from '@prana/catalogue';
import { addDays, formatIdr, todayInBali, type Lang } from '@prana/domain';
import type { OfferingContent, OfferingResponse, OfferingsResponse, PublishedOfferingsResponse } from '@prana/contracts';
import { OfferingsRepository, type OfferingRow } from '../../apps/api/src/offerings/offerings.repository.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, drainUndo, signInAll, type Cookies } from '../support/back-office.ts';
import { connect, nextEvent, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';
import { pdfText } from '../support/pdf-text.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('service catalogue api: manager drafts, master publishes, guests order what is published', () => {
  let api: TestApi;
  let cookies: Cookies;
  let guest: TestGuest;
  let before: OfferingRow[];
  const sockets: ClientSocket[] = [];
  const tomorrow = () => addDays(todayInBali(new Date()), 1);
  const listed = async () => (await as(api, cookies.manager).get('/api/offerings').expect(200)).body as OfferingsResponse;
  const item = async (key: string) => (await listed()).items.find((row) => row.key === key)!;
  const guestRead = async () => (await api.request().get('/api/guest/offerings').set('Cookie', guest.cookie).expect(200)).body as PublishedOfferingsResponse;
  const published = async (key: string) => (await guestRead()).items.find((row) => row.key === key)!;
  const draft = (row: OfferingResponse, change: Partial<OfferingContent>) => as(api, cookies.manager).put(`/api/offerings/${row.id}/draft`, { ...row.published, ...change });
  const dinner = (itemIds: string[]) =>
    api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', guest.cookie)
      .send({ category: 'dining', title: 'Dinner', serviceDate: tomorrow(), metadata: { meal: 'dinner', slot: '19:30', guests: 2, itemIds } });
  /** The extras menu's text as a PDF reader extracts it; anyone may read it. */
  const menuText = async (lang: Lang) => {
    const response = await api
      .request()
      .get('/api/extras-menu.pdf')
      .query({ lang })
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfText(response.body as Buffer)).text;
  };
  const requestCount = async () =>
    Number((await dbOf(api).getConnection().execute<{ count: string }[]>(`select count(*) from guest_requests where booking_id = ?`, [guest.booking.id]))[0]!.count);

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
    guest = await createGuest(api, { nights: 6 });
    const offerings = api.app.get(OfferingsRepository);
    before = await offerings.list();
    // The demo's waiting draft (and any other) is set aside, so each publication here is this file's own.
    for (const row of before) if (row.draft) await offerings.saveDraft(row.id, { content: null, at: null, by: null });
    // Each starts with no catalogue change of their own to undo.
    await drainUndo(() => as(api, cookies.manager).post('/api/offerings/undo'));
    await drainUndo(() => as(api, cookies.master).post('/api/offerings/undo'));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await drainUndo(() => as(api, cookies.manager).post('/api/offerings/undo'));
    await drainUndo(() => as(api, cookies.master).post('/api/offerings/undo'));
    // Whatever a failed test left behind: every item as it was.
    const offerings = api.app.get(OfferingsRepository);
    for (const row of before) await offerings.restore(row.id, row);
    await api.close();
  });

  it('gives the guest the published catalogue (the migration seeded it from the bundled one), and no one else', async () => {
    const read = await guestRead();
    expect(read.items.map(({ section, key }) => ({ section, key }))).toEqual(offeringSeed().map(({ section, key }) => ({ section, key })));
    expect(read.items.find((row) => row.key === 'chef-barbecue')).toMatchObject({ nameEn: 'Chef’s barbecue', nameId: 'Barbekyu chef', price: 1_500_000, paused: false });
    // Never a draft: the demo's waiting one was set aside here, and no draft field is served.
    expect(read.items.every((row) => !('draft' in row))).toBe(true);
    await api.request().get('/api/guest/offerings').expect(401);
    await as(api, cookies.master).get('/api/guest/offerings').expect(401);
  });

  it('lets master and manager read the editor, and refuses staff and investors', async () => {
    const body = await listed();
    expect(body.sections.map((summary) => [summary.section, summary.items])).toEqual([
      ['dining-add-on', 6],
      ['dining-dish', 5],
      ['wellness', 6],
      ['transport', 3],
      ['housekeeping', 4],
      ['guide', 28],
    ]);
    await as(api, cookies.master).get('/api/offerings').expect(200);
    await as(api, cookies.staff).get('/api/offerings').expect(403);
    await as(api, cookies.investor).get('/api/offerings').expect(403);
  });

  it('keeps a manager’s price as a draft until master publishes it: the guest sees and pays the published price, then the new one', async () => {
    const barbecue = await item('chef-barbecue');
    const drafted = (await draft(barbecue, { price: 1_650_000, nameId: 'Barbekyu chef spesial' }).expect(200)).body as OfferingResponse;
    expect(drafted).toMatchObject({ published: { price: 1_500_000 }, draft: { price: 1_650_000, nameId: 'Barbekyu chef spesial' }, draftBy: expect.any(String) });

    // The draft is not what guests see, nor what they are charged.
    expect(await published('chef-barbecue')).toMatchObject({ price: 1_500_000, nameId: 'Barbekyu chef' });
    const before = await dinner(['chef-barbecue']).expect(201);
    expect(before.body.charges.map((charge: { amount: number }) => charge.amount)).toEqual([1_500_000]);

    // Only master publishes; a manager is refused and nothing goes live.
    await as(api, cookies.manager).post('/api/offerings/publish').expect(403);
    expect((await published('chef-barbecue')).price).toBe(1_500_000);

    const manager = connect(api.url, cookies.manager);
    sockets.push(manager);
    await nextEvent(manager, 'session.ready');
    const heard = nextEvent(manager, 'backoffice.changed');
    const publication = await as(api, cookies.master).post('/api/offerings/publish').expect(200);
    expect(publication.body).toMatchObject({ published: 1 });
    expect(await heard).toEqual({ panel: 'offerings' });

    expect(await published('chef-barbecue')).toMatchObject({ price: 1_650_000, nameId: 'Barbekyu chef spesial' });
    const after = await dinner(['chef-barbecue']).expect(201);
    expect(after.body.charges.map((charge: { amount: number; localizedDescription: { id: string } }) => [charge.amount, charge.localizedDescription.id])).toEqual([[1_650_000, 'Barbekyu chef spesial']]);
    const editor = await listed();
    expect(editor.lastPublication).toEqual({ at: publication.body.publishedAt, by: expect.any(String) });
    expect(editor.activity.slice(0, 2).map((entry) => entry.action)).toEqual(['offering.published', 'offering.drafted']);

    // Master's undo takes the publication back: the old price is live again and the draft waits.
    const undone = await as(api, cookies.master).post('/api/offerings/undo').expect(200);
    expect(undone.body).toMatchObject({ reverted: { action: 'offering.published' } });
    expect((await published('chef-barbecue')).price).toBe(1_500_000);
    expect((await item('chef-barbecue')).draft).toMatchObject({ price: 1_650_000 });
    expect((await as(api, cookies.manager).post('/api/offerings/undo').expect(200)).body).toMatchObject({ reverted: { action: 'offering.drafted' } });
    expect(await item('chef-barbecue')).toMatchObject({ draft: null, published: barbecue.published });
  });

  it('refuses a paused dish with a coded error and stores nothing', async () => {
    const twilight = await item('twilight-dinner');
    await draft(twilight, { paused: true }).expect(200);
    await as(api, cookies.master).post('/api/offerings/publish').expect(200);
    expect(await published('twilight-dinner')).toMatchObject({ paused: true });
    const count = await requestCount();
    const refused = await dinner(['twilight-dinner']).expect(409);
    expect(refused.body).toMatchObject({ code: 'offering.paused' });
    expect(await requestCount()).toBe(count);
    await as(api, cookies.master).post('/api/offerings/undo').expect(200);
    await as(api, cookies.manager).post('/api/offerings/undo').expect(200);
    expect((await published('twilight-dinner')).paused).toBe(false);
    await dinner(['twilight-dinner']).expect(201);
  });

  it('refuses staff edits, bad drafts with coded fields, and an unknown item, changing nothing', async () => {
    const massage = await item('balinese-massage');
    await as(api, cookies.staff).put(`/api/offerings/${massage.id}/draft`, massage.published).expect(403);
    await as(api, cookies.investor).put(`/api/offerings/${massage.id}/draft`, massage.published).expect(403);
    const blank = await draft(massage, { nameId: '   ' }).expect(400);
    expect(blank.body.fields).toMatchObject({ nameId: { code: 'validation.required' } });
    const noPrice = await draft(massage, { price: null }).expect(400);
    expect(noPrice.body.fields).toMatchObject({ price: { code: 'offering.priceRequired' } });
    const towels = await item('towels');
    const priced = await draft(towels, { price: 20_000 }).expect(400);
    expect(priced.body).toMatchObject({ code: 'offering.noPrice' });
    const extra = await as(api, cookies.manager).put(`/api/offerings/${massage.id}/draft`, { ...massage.published, cost: 1 }).expect(400);
    expect(extra.body.code).toBe('validation.unknownField');
    await as(api, cookies.manager).put(`/api/offerings/${NOT_FOUND_ID}/draft`, massage.published).expect(404);
    await as(api, cookies.manager).put('/api/offerings/not-an-id/draft', massage.published).expect(404);
    expect(await item('balinese-massage')).toEqual(massage);
    expect(await item('towels')).toEqual(towels);
    expect((await as(api, cookies.master).post('/api/offerings/publish').expect(409)).body).toMatchObject({ code: 'offering.nothingToPublish' });
  });

  it('publishes once when master presses Publish twice at once', async () => {
    const scooter = await item('scooter');
    await draft(scooter, { price: 175_000 }).expect(200);
    const answers = await Promise.all([as(api, cookies.master).post('/api/offerings/publish'), as(api, cookies.master).post('/api/offerings/publish')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await published('scooter')).price).toBe(175_000);
    await as(api, cookies.master).post('/api/offerings/undo').expect(200);
    await as(api, cookies.manager).post('/api/offerings/undo').expect(200);
    expect((await published('scooter')).price).toBe(160_000);
  });

  it('draws the extras menu from what is published: a draft is not on it, a publication is at once (each language), and its undo takes it back', async () => {
    const breakfast = await item('floating-breakfast');
    const grazing = await item('poolside-grazing');
    const { nameEn, nameId, price } = breakfast.published;
    const before = { en: await menuText('en'), id: await menuText('id') };
    expect(before.en).toContain(`${nameEn} ${formatIdr(price!, 'en')}`);
    expect(before.id).toContain(`${nameId} ${formatIdr(price!, 'id')}`);
    expect(before.en).toContain(grazing.published.nameEn);

    // A draft (a new price and name; a pause) changes nothing a guest can download.
    const newPrice = price! + 135_000;
    await draft(breakfast, { price: newPrice, nameEn: `${nameEn} on the pool`, nameId: `${nameId} di kolam` }).expect(200);
    await draft(grazing, { paused: true }).expect(200);
    expect(await menuText('en')).toBe(before.en);
    expect(await menuText('id')).toBe(before.id);

    await as(api, cookies.master).post('/api/offerings/publish').expect(200);
    const after = { en: await menuText('en'), id: await menuText('id') };
    expect(after.en).toContain(`${nameEn} on the pool ${formatIdr(newPrice, 'en')}`);
    expect(after.id).toContain(`${nameId} di kolam ${formatIdr(newPrice, 'id')}`);
    expect(after.en).not.toContain(`${nameEn} ${formatIdr(price!, 'en')}`);
    // A paused item cannot be ordered, so it leaves the menu.
    expect(after.en).not.toContain(grazing.published.nameEn);

    // Master's undo takes the publication back, and the menu with it.
    await as(api, cookies.master).post('/api/offerings/undo').expect(200);
    expect(await menuText('en')).toBe(before.en);
    await as(api, cookies.manager).post('/api/offerings/undo').expect(200);
    await as(api, cookies.manager).post('/api/offerings/undo').expect(200);
    expect(await item('floating-breakfast')).toMatchObject({ draft: null });
  });

  it('lets a browser keep the menu and ask again whether it changed (ETag)', async () => {
    const first = await api.request().get('/api/extras-menu.pdf?lang=id').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-disposition']).toBe('attachment; filename="prana-extras-menu.pdf"');
    await api.request().get('/api/extras-menu.pdf?lang=id').set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('refuses a menu language it does not write, with a coded error', async () => {
    const refused = await api.request().get('/api/extras-menu.pdf').query({ lang: 'fr' }).expect(400);
    expect(refused.body.code).toBe('offering.language');
    expect((await api.request().get('/api/extras-menu.pdf').query({ lang: 'en', size: 'A3' }).expect(400)).body.code).toBe('validation.unknownField');
  });
});
