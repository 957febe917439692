import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MESSAGE_TEMPLATES } from '@prana/catalogue';
import type { GuestRequestQueueItem, ReplyTemplateResponse, ReplyTemplatesResponse, StaffQueueResponse } from '@prana/contracts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { as, dbOf, signInAll, type Cookies } from '../support/back-office.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';

describe('quick replies api', () => {
  let api: TestApi;
  let cookies: Cookies;
  const sockets: ClientSocket[] = [];
  const tag = randomUUID().slice(0, 8);
  const manager = () => as(api, cookies.manager);
  const staff = () => as(api, cookies.staff);
  const listed = async (cookie: string) => (await as(api, cookie).get('/api/reply-templates').expect(200)).body as ReplyTemplatesResponse;
  const body = (title: string) => ({
    titleEn: `${title} ${tag}`,
    titleId: `${title} ${tag} (id)`,
    bodyEn: 'Fresh towels are on their way, {guest}.',
    bodyId: 'Handuk bersih segera kami antar, {guest}.',
  });
  const stored = async (id: string) =>
    dbOf(api).getConnection().execute(`select title_en, title_id, body_en, body_id from reply_templates where id = ?`, [id]);

  beforeAll(async () => {
    api = await startTestApi();
    cookies = await signInAll(api);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await dbOf(api).getConnection().execute(`delete from reply_templates where title_en like ?`, [`%${tag}%`]);
    await api.close();
  });

  it('lets staff who work the queue read the templates, seeded from the catalogue in both languages', async () => {
    const { templates } = await listed(cookies.staff);
    for (const seed of MESSAGE_TEMPLATES) {
      expect(templates.find((template) => template.seedKey === seed.id)).toMatchObject({
        titleEn: seed.title.en,
        titleId: seed.title.id,
        bodyEn: seed.body.en,
        bodyId: seed.body.id,
      });
    }
    await as(api, cookies.investor).get('/api/reply-templates').expect(403);
    await api.request().get('/api/reply-templates').expect(401);
  });

  it('lets a manager add, edit and remove a template, logged with undo, and tells staff to refetch', async () => {
    const staffSocket = connect(api.url, cookies.staff);
    sockets.push(staffSocket);
    await nextEvent(staffSocket, 'session.ready');
    const heard = nextEvent(staffSocket, 'backoffice.changed');
    const created = (await manager().post('/api/reply-templates', body('Towels')).expect(201)).body as ReplyTemplateResponse;
    expect(await heard).toEqual({ panel: 'replies' });
    expect(created).toMatchObject({ ...body('Towels'), seedKey: null });

    const edited = await manager()
      .put(`/api/reply-templates/${created.id}`, { ...body('Towels'), titleEn: `  Towels soon ${tag} `, bodyId: 'Handuk segera tiba, {guest}.' })
      .expect(200);
    expect(edited.body).toMatchObject({ id: created.id, titleEn: `Towels soon ${tag}`, bodyId: 'Handuk segera tiba, {guest}.' });
    const seen = await listed(cookies.staff);
    expect(seen.templates.find((template) => template.id === created.id)).toEqual(edited.body);
    const managerView = await listed(cookies.manager);
    expect(managerView.activity[0]).toMatchObject({ action: 'reply.edited', details: { title: `Towels soon ${tag}` } });
    expect(managerView.undoNext).toEqual({ action: 'reply.edited', details: { title: `Towels soon ${tag}` } });

    await manager().delete(`/api/reply-templates/${created.id}`).expect(204);
    expect((await listed(cookies.staff)).templates.some((template) => template.id === created.id)).toBe(false);
    await manager().post('/api/reply-templates/undo').expect(200);
    expect((await listed(cookies.staff)).templates.find((template) => template.id === created.id)).toEqual(edited.body);
    await manager().put(`/api/reply-templates/${NOT_FOUND_ID}`, body('Gone')).expect(404);
    expect((await manager().delete('/api/reply-templates/not-an-id').expect(404)).body.code).toBe('backOffice.notFound');
  });

  it('refuses staff writes with 403 and changes nothing', async () => {
    const created = (await as(api, cookies.master).post('/api/reply-templates', body('Shuttle')).expect(201)).body as ReplyTemplateResponse;
    const before = await stored(created.id);
    const refused = await staff().put(`/api/reply-templates/${created.id}`, body('Changed')).expect(403);
    expect(refused.body.error).toBe('The staff role cannot do this (replies.write).');
    await staff().post('/api/reply-templates', body('New')).expect(403);
    await staff().delete(`/api/reply-templates/${created.id}`).expect(403);
    await staff().post('/api/reply-templates/undo').expect(403);
    expect(await stored(created.id)).toEqual(before);
  });

  it('refuses bad input with 400 and a coded error per field, and changes nothing', async () => {
    const created = (await manager().post('/api/reply-templates', body('Dining')).expect(201)).body as ReplyTemplateResponse;
    const before = await stored(created.id);
    const count = (await listed(cookies.manager)).templates.length;
    const blank = await manager().put(`/api/reply-templates/${created.id}`, { ...body('Dining'), bodyId: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ code: 'validation.required', error: 'Text (Indonesian) is required.', fields: { bodyId: { code: 'validation.required' } } });
    const long = await manager().put(`/api/reply-templates/${created.id}`, { ...body('Dining'), titleEn: 'x'.repeat(81) }).expect(400);
    expect(long.body.fields.titleEn).toEqual({ code: 'validation.maxChars', params: { label: 'titleEn', max: 80 } });
    const missing = await manager().post('/api/reply-templates', { titleEn: 'Only English', bodyEn: 'Hello' }).expect(400);
    expect(missing.body.fields).toHaveProperty('titleId');
    await manager().post('/api/reply-templates', { ...body('Extra'), color: 'red' }).expect(400);
    expect(await stored(created.id)).toEqual(before);
    expect((await listed(cookies.manager)).templates).toHaveLength(count);
  });

  it('tells the queue the guest’s language once their companion saved it, so the reply box inserts that one', async () => {
    const guest = await signIn(api, { lastName: 'Santoso', bookingCode: 'PRN-2401' });
    const preferences = () => api.request().get('/api/guest/notification-preferences').set('Cookie', guest);
    const saved = (await preferences().expect(200)).body.language as string;
    const created = await api.request().post('/api/guest/requests').set('Cookie', guest).send({ category: 'concierge', title: `Umbrella ${tag}`, notes: 'A large one, please.' }).expect(201);
    const languageInQueue = async () => {
      const queue = (await staff().get('/api/staff/requests').expect(200)).body as StaffQueueResponse;
      return (queue.items.find((item) => item.id === created.body.request.id) as GuestRequestQueueItem).guestLanguage;
    };
    try {
      await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest).send({ language: 'id' }).expect(200);
      expect(await languageInQueue()).toBe('id');
      await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest).send({ language: 'en' }).expect(200);
      expect(await languageInQueue()).toBe('en');
    } finally {
      await api.request().patch('/api/guest/notification-preferences').set('Cookie', guest).send({ language: saved }).expect(200);
      await api.request().post(`/api/guest/requests/${created.body.request.id}/cancel`).set('Cookie', guest).send({}).expect(200);
    }
  });
});
