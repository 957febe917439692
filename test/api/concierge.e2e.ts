import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuestRequestCreatedResponse, type RequestMessagesResponse, type StaffQueueResponse } from '@prana/contracts';
import { GuestRequestsService } from '../../apps/api/src/guest-services/guest-requests.service.ts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';
import { createGuest, type TestGuest } from './guest-fixtures.ts';

/** Every payload a socket heard of one event, to prove later that something never arrived. */
function record<E extends 'request.message' | 'request.assigned'>(socket: ClientSocket, event: E): unknown[] {
  const heard: unknown[] = [];
  (socket.on as (event: string, listener: (payload: unknown) => void) => void)(event, (payload) => heard.push(payload));
  return heard;
}

/** Waits until everything sent before now has arrived: a marker event sent after it arrives last. */
async function drained(api: TestApi, socket: ClientSocket, to: 'staff' | { bookingId: string }): Promise<void> {
  const marker = nextEvent(socket, 'availability.changed');
  const realtime = api.app.get(RealtimeService);
  if (to === 'staff') realtime.toStaff('availability.changed', { villaSlug: 'marker' });
  else realtime.toBooking(to.bookingId, 'availability.changed', { villaSlug: 'marker' });
  await marker;
}

describe('the concierge loop: threads, internal notes, assignment, deadlines', () => {
  let api: TestApi;
  let guest: TestGuest;
  let other: TestGuest;
  const staff: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi();
    guest = await createGuest(api);
    other = await createGuest(api);
    for (const role of ['staff', 'manager', 'investor'] as const) staff[role] = await signIn(api, { staff: role });
  });
  afterAll(() => api.close());

  async function askForTowels(who: TestGuest = guest): Promise<string> {
    const created = await api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', who.cookie)
      .send({ category: 'concierge', title: 'Extra towels', notes: 'Two more bath towels, please.' })
      .expect(201);
    return (created.body as GuestRequestCreatedResponse).request.id;
  }

  it('gives each new request a deadline, and its first answer stops the wait', async () => {
    const id = await askForTowels();

    const list = await api.request().get('/api/staff/requests').set('Cookie', staff.staff!).expect(200);
    const item = (list.body as StaffQueueResponse).items.find((candidate) => candidate.id === id)!;
    expect(item).toMatchObject({ answeredAt: null, lateAt: null, assignee: null });
    if (item.kind !== 'guest-request') throw new Error('expected a guest request');
    // Within hours 15 minutes after it arrived; overnight, after 07:00 (the rule's own tests cover the night).
    expect(Date.parse(item.dueAt)).toBeGreaterThanOrEqual(Date.parse(item.createdAt) + 15 * 60_000);

    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ status: 'acknowledged' }).expect(200);
    const after = await api.request().get('/api/staff/requests').set('Cookie', staff.staff!).expect(200);
    const answered = (after.body as StaffQueueResponse).items.find((candidate) => candidate.id === id)!;
    expect(answered).toMatchObject({ status: 'acknowledged' });
    if (answered.kind === 'guest-request') expect(answered.answeredAt).not.toBeNull();
  });

  it('computes the deadline across the 22:00–07:00 night: a request at 23:10 WITA is due at 07:15', async () => {
    const service = api.app.get(GuestRequestsService);
    const at = new Date('2026-11-24T23:10:00+08:00');
    const created = await service.create(guest.booking.id, { category: 'concierge', title: 'Late-night towels', notes: 'Whenever you open.' }, at);
    expect(created.request.dueAt).toBe(new Date('2026-11-25T07:15:00+08:00').toISOString());
    // An in-person host: ten minutes during on-site hours (until 23:00).
    const host = await service.create(guest.booking.id, { category: 'concierge', title: 'Host', notes: 'At the pool, please.', metadata: { type: 'in-person' } }, new Date('2026-11-24T22:30:00+08:00'));
    expect(host.request.dueAt).toBe(new Date('2026-11-24T22:40:00+08:00').toISOString());
  });

  it('counts the share answered by the deadline, today (Bali) and over 30 days, for the master dashboard', async () => {
    const service = api.app.get(GuestRequestsService);
    const own = await createGuest(api);
    const ask = (at: string) => service.create(own.booking.id, { category: 'concierge', title: 'Stats', notes: 'x' }, new Date(at));
    const answered = await ask('2030-01-10T10:00:00+08:00');
    await api.request().patch(`/api/staff/requests/${answered.request.id}`).set('Cookie', staff.staff!).send({ status: 'acknowledged' }).expect(200);
    await ask('2030-01-10T11:00:00+08:00'); // past its deadline, unanswered: late
    await ask('2030-01-10T11:55:00+08:00'); // not due yet: not counted
    await ask('2030-01-02T09:00:00+08:00'); // eight days before: in the 30 days only
    const stats = await service.responseStats(new Date('2030-01-10T12:00:00+08:00'));
    // Answered in 2026, long before its 2030 deadline: on time.
    expect(stats).toEqual({ today: { due: 2, onTime: 1 }, last30Days: { due: 3, onTime: 1 } });
    const answer = await api.request().get('/api/staff/requests/stats').set('Cookie', staff.manager!).expect(200);
    expect(answer.body).toMatchObject({ today: { due: expect.any(Number), onTime: expect.any(Number) }, last30Days: { due: expect.any(Number) } });
    await api.request().get('/api/staff/requests/stats').set('Cookie', staff.investor!).expect(403);
  });

  it('keeps each thread to its booking: another booking’s request is a 404 to read and to write', async () => {
    const id = await askForTowels(guest);
    await api.request().post(`/api/guest/requests/${id}/messages`).set('Cookie', guest.cookie).send({ text: 'Thank you!' }).expect(201);
    const read = await api.request().get(`/api/guest/requests/${id}/messages`).set('Cookie', other.cookie).expect(404);
    expect(read.body).toMatchObject({ code: 'request.notFound' });
    const write = await api.request().post(`/api/guest/requests/${id}/messages`).set('Cookie', other.cookie).send({ text: 'Hello?' }).expect(404);
    expect(write.body).toMatchObject({ code: 'request.notFound' });
    const own = await api.request().get(`/api/guest/requests/${id}/messages`).set('Cookie', guest.cookie).expect(200);
    expect((own.body as RequestMessagesResponse).messages.map((message) => message.text)).toEqual(['Thank you!']);
    await api.request().get('/api/guest/requests/not-a-uuid/messages').set('Cookie', guest.cookie).expect(404);
  });

  it('sends a reply live to the guest, who answers in the same thread; internal notes never reach the guest', async () => {
    const id = await askForTowels();
    const guestSocket = connect(api.url, guest.cookie);
    const otherSocket = connect(api.url, other.cookie);
    const staffSocket = connect(api.url, staff.manager);
    try {
      await Promise.all([guestSocket, otherSocket, staffSocket].map((socket) => nextEvent(socket, 'session.ready')));
      const guestHeard = record(guestSocket, 'request.message');
      const otherHeard = record(otherSocket, 'request.message');

      const noteHeardByStaff = nextEvent(staffSocket, 'request.message');
      const note = await api.request().post(`/api/staff/requests/${id}/messages`).set('Cookie', staff.staff!).send({ text: 'Laundry is short today <b>ask</b>', internal: true }).expect(201);
      expect((note.body as RequestMessagesResponse).messages).toMatchObject([{ author: 'staff', internal: true, text: 'Laundry is short today <b>ask</b>' }]);
      expect((await noteHeardByStaff).message).toMatchObject({ internal: true, requestId: id });
      // A note does not answer the guest: the request still waits.
      let listed = (await api.request().get('/api/staff/requests').set('Cookie', staff.staff!)).body as StaffQueueResponse;
      expect(listed.items.find((item) => item.id === id)).toMatchObject({ answeredAt: null });

      const replyHeard = nextEvent(guestSocket, 'request.message');
      const notified = nextEvent(guestSocket, 'notification.created');
      const updated = nextEvent(guestSocket, 'request.updated');
      // A reply keeps its line breaks, as the guest's messages do.
      await api.request().post(`/api/staff/requests/${id}/messages`).set('Cookie', staff.staff!).send({ text: 'Towels on the way, Ibu.\nTwo bath, two pool.' }).expect(201);
      expect((await replyHeard).message).toMatchObject({ author: 'staff', authorName: expect.any(String), text: 'Towels on the way, Ibu.\nTwo bath, two pool.', internal: false });
      expect((await notified).notification).toMatchObject({ messageText: { kind: 'request-reply' }, relatedRequestId: id, read: false });
      expect((await updated).request.answeredAt).not.toBeNull();
      listed = (await api.request().get('/api/staff/requests').set('Cookie', staff.staff!)).body as StaffQueueResponse;
      expect(listed.items.find((item) => item.id === id)).toMatchObject({ answeredAt: expect.any(String) });

      await api.request().post(`/api/guest/requests/${id}/messages`).set('Cookie', guest.cookie).send({ text: 'Terima kasih!\r\nSampai nanti.' }).expect(201);
      const guestView = (await api.request().get(`/api/guest/requests/${id}/messages`).set('Cookie', guest.cookie).expect(200)).body as RequestMessagesResponse;
      expect(guestView.messages.map((message) => [message.author, message.text])).toEqual([
        ['staff', 'Towels on the way, Ibu.\nTwo bath, two pool.'],
        ['guest', 'Terima kasih!\r\nSampai nanti.'],
      ]);
      const staffView = (await api.request().get(`/api/staff/requests/${id}/messages`).set('Cookie', staff.manager!).expect(200)).body as RequestMessagesResponse;
      expect(staffView.messages.map((message) => message.internal)).toEqual([true, false, false]);

      await drained(api, guestSocket, { bookingId: guest.booking.id });
      await drained(api, otherSocket, { bookingId: other.booking.id });
      expect(guestHeard.map((payload) => (payload as { message: { internal: boolean } }).message.internal)).toEqual([false, false]);
      expect(otherHeard).toEqual([]);
    } finally {
      for (const socket of [guestSocket, otherSocket, staffSocket]) socket.disconnect();
    }
  });

  it('refuses a guest an internal note, a blank or overlong message, and limits each sender', async () => {
    const id = await askForTowels();
    const internal = await api.request().post(`/api/guest/requests/${id}/messages`).set('Cookie', guest.cookie).send({ text: 'hi', internal: true }).expect(400);
    expect(internal.body.code).toBe('validation.unknownField');
    const blank = await api.request().post(`/api/staff/requests/${id}/messages`).set('Cookie', staff.staff!).send({ text: '   ' }).expect(400);
    expect(blank.body.fields).toMatchObject({ text: { code: 'message.text' } });
    const long = await api.request().post(`/api/staff/requests/${id}/messages`).set('Cookie', staff.staff!).send({ text: 'x'.repeat(2001) }).expect(400);
    expect(long.body.fields).toMatchObject({ text: { code: 'message.tooLong' } });
    await api.request().post(`/api/staff/requests/${id}/messages`).set('Cookie', staff.investor!).send({ text: 'hello' }).expect(403);
    const thread = (await api.request().get(`/api/staff/requests/${id}/messages`).set('Cookie', staff.staff!).expect(200)).body as RequestMessagesResponse;
    expect(thread.messages).toEqual([]);

    // A guest of their own, so earlier messages of this file do not count.
    const chatty = await createGuest(api);
    const chattyRequest = await askForTowels(chatty);
    const flood = await Promise.all(Array.from({ length: 35 }, (_, n) => api.request().post(`/api/guest/requests/${chattyRequest}/messages`).set('Cookie', chatty.cookie).send({ text: `message ${n}` })));
    const statuses = flood.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(flood.find((answer) => answer.status === 429)?.body).toMatchObject({ code: 'message.tooMany' });
  });

  it('lets staff take a free request or release their own; only managers give it to or take it from a colleague', async () => {
    const id = await askForTowels();
    const ids = Object.fromEntries(
      await Promise.all(
        (['staff', 'manager'] as const).map(async (role) => [role, ((await api.request().get('/api/auth/me').set('Cookie', staff[role]!)).body as { user: { id: string } }).user.id] as const),
      ),
    ) as Record<'staff' | 'manager', string>;

    const socket = connect(api.url, staff.manager);
    try {
      await nextEvent(socket, 'session.ready');
      const assigned = nextEvent(socket, 'request.assigned');
      const taken = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: ids.staff }).expect(200);
      expect(taken.body).toMatchObject({ changed: true });
      expect(await assigned).toMatchObject({ item: { id, assignee: { id: ids.staff } }, by: { id: ids.staff } });
    } finally {
      socket.disconnect();
    }

    const give = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: ids.manager }).expect(403);
    expect(give.body).toMatchObject({ code: 'assignment.othersOnly' });
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.manager!).send({ assigneeId: ids.manager }).expect(200);
    const takeBack = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: ids.staff }).expect(403);
    expect(takeBack.body).toMatchObject({ code: 'assignment.othersOnly' });
    const release = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: null }).expect(403);
    expect(release.body).toMatchObject({ code: 'assignment.othersOnly' });
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.manager!).send({ assigneeId: ids.staff }).expect(200);
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: null }).expect(200);

    const investorId = ((await api.request().get('/api/auth/me').set('Cookie', staff.investor!)).body as { user: { id: string } }).user.id;
    const toInvestor = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.manager!).send({ assigneeId: investorId }).expect(400);
    expect(toInvestor.body).toMatchObject({ code: 'assignment.assigneeNotFound' });
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.investor!).send({ assigneeId: null }).expect(403);
    const bad = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', staff.staff!).send({ assigneeId: 'someone' }).expect(400);
    expect(bad.body.code).toBe('assignment.assignee');
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', guest.cookie).send({ assigneeId: null }).expect(401);

    // Two colleagues taking one free request at once: one holds it, the other is refused (the row is locked).
    const race = await askForTowels();
    const answers = await Promise.all([
      api.request().patch(`/api/staff/requests/${race}`).set('Cookie', staff.staff!).send({ assigneeId: ids.staff }),
      api.request().patch(`/api/staff/requests/${race}`).set('Cookie', staff.manager!).send({ assigneeId: ids.manager }),
    ]);
    expect(answers.map((answer) => answer.status)).toContain(200);
    const final = (await api.request().get('/api/staff/requests').set('Cookie', staff.staff!)).body as StaffQueueResponse;
    const row = final.items.find((item) => item.id === race);
    expect(row && row.kind === 'guest-request' ? row.assignee : null).not.toBeNull();
  });

  it('keeps a thread on a visitor’s reservation request for staff', async () => {
    const reservation = await api
      .request()
      .post('/api/reservation-requests')
      .send({ villaId: 'palms-1bd-1', checkIn: '2031-03-01', checkOut: '2031-03-04', adults: 2, children: 0, infants: 0, fullName: 'Ana Visitor', email: 'ana@example.com' });
    expect(reservation.status).toBe(201);
    const id = (reservation.body as { id: string }).id;
    await api.request().post(`/api/staff/reservation-requests/${id}/messages`).set('Cookie', staff.staff!).send({ text: 'Called her, she will confirm tomorrow.', internal: true }).expect(201);
    const thread = (await api.request().get(`/api/staff/reservation-requests/${id}/messages`).set('Cookie', staff.manager!).expect(200)).body as RequestMessagesResponse;
    expect(thread.messages).toMatchObject([{ requestId: id, internal: true }]);
    const missing = await api.request().get(`/api/staff/reservation-requests/00000000-0000-4000-8000-000000000000/messages`).set('Cookie', staff.staff!).expect(404);
    expect(missing.body.code).toBe('reservation.notFound');
  });
});
