import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestRequestCreatedResponse, GuestRequestResponse, StaffQueueResponse } from '@prana/contracts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { connect, nextEvent, signIn, type ClientSocket } from '../support/sockets.ts';

/** Everything a socket heard of one event name, to prove later that something never arrived. */
function recorder(socket: ClientSocket, event: 'request.created' | 'request.updated'): string[] {
  const heard: string[] = [];
  socket.on(event, ({ request }: { request: GuestRequestResponse }) => heard.push(`${request.id}:${request.status}`));
  return heard;
}

describe('the live queue, end to end through the guest and staff endpoints', () => {
  let api: TestApi;
  const cookies: Record<string, string> = {};
  const sockets: Record<string, ClientSocket> = {};

  beforeAll(async () => {
    api = await startTestApi();
    cookies.guest = await signIn(api, { lastName: 'Santoso', bookingCode: 'PRN-2401' });
    for (const staff of ['staff', 'manager', 'investor'] as const) cookies[staff] = await signIn(api, { staff });
    for (const [who, cookie] of Object.entries(cookies)) {
      sockets[who] = connect(api.url, cookie);
      await nextEvent(sockets[who]!, 'session.ready');
    }
  });
  afterAll(async () => {
    for (const socket of Object.values(sockets)) socket.disconnect();
    await api.close();
  });

  it('shows a guest request to the queue at once, and the guest hears the staff answer', async () => {
    const investorHeard = recorder(sockets.investor!, 'request.created');
    const created = nextEvent(sockets.staff!, 'request.created');
    const answer = await api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', cookies.guest!)
      .send({ category: 'concierge', title: 'Dinner reservation', notes: 'A table for two at 20:00, by the river.' })
      .expect(201);
    const request = (answer.body as GuestRequestCreatedResponse).request;
    const heard = await created;
    expect(heard.request).toEqual(request);
    expect(heard.item).toMatchObject({ id: request.id, status: 'pending', guestName: 'Dewi Santoso' });

    const queue = await api.request().get('/api/staff/requests').set('Cookie', cookies.staff!).expect(200);
    const listed = (queue.body as StaffQueueResponse).items.find((item) => item.id === request.id);
    // Staff hear the queue's own row, so an open queue applies it without asking again.
    expect(heard.item).toEqual(listed);
    expect(listed).toMatchObject({
      kind: 'guest-request',
      priority: 'high',
      status: 'pending',
      category: 'concierge',
      notes: 'A table for two at 20:00, by the river.',
      villaSlug: 'ubud-treetop-1',
    });

    // Staff acknowledge it: the guest's page and every other queue hear it.
    const guestHears = nextEvent(sockets.guest!, 'request.updated');
    const managerHears = nextEvent(sockets.manager!, 'request.updated');
    const changed = await api.request().patch(`/api/staff/requests/${request.id}`).set('Cookie', cookies.staff!).send({ status: 'acknowledged' }).expect(200);
    expect(changed.body).toMatchObject({ changed: true, request: { id: request.id, status: 'acknowledged' } });
    expect((await guestHears).request).toMatchObject({ id: request.id, status: 'acknowledged' });
    const managerHeard = await managerHears;
    expect(managerHeard.request).toMatchObject({ id: request.id, status: 'acknowledged' });
    const after = await api.request().get('/api/staff/requests').set('Cookie', cookies.manager!).expect(200);
    const changedRow = (after.body as StaffQueueResponse).items.find((item) => item.id === request.id);
    expect(changedRow).toMatchObject({ status: 'acknowledged', priority: 'low' });
    expect(managerHeard.item).toEqual(changedRow);

    // The investor was never told: a marker sent after everything arrives before anything else could.
    const marker = nextEvent(sockets.investor!, 'availability.changed');
    api.app.get(RealtimeService).toStaff('availability.changed', { villaSlug: 'marker' });
    await marker;
    expect(investorHeard).toEqual([]);
  });

  it('keeps to the category pair, and refuses an investor and a guest on the staff endpoint', async () => {
    const answer = await api
      .request()
      .post('/api/guest/requests')
      .set('Cookie', cookies.guest!)
      .send({ category: 'concierge', title: 'Birthday flowers', notes: 'Frangipani on the bed, please.' })
      .expect(201);
    const id = (answer.body as GuestRequestCreatedResponse).request.id;
    const wrong = await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', cookies.staff!).send({ status: 'confirmed' }).expect(400);
    expect(wrong.body.error).toBe('A concierge request moves between pending and acknowledged only.');
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', cookies.investor!).send({ status: 'acknowledged' }).expect(403);
    await api.request().patch(`/api/staff/requests/${id}`).set('Cookie', cookies.guest!).send({ status: 'acknowledged' }).expect(401);
  });
});
