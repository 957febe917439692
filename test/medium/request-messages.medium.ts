import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { RequestMessagesRepository, type NewMessage, type ThreadRef } from '../../apps/api/src/guest-services/request-messages.repository.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newRequest, newReservationRequest, newStaff, removeStaff } from './guest-factories.ts';

describe('RequestMessagesRepository on the database (medium)', () => {
  let tier: Medium;
  let messages: RequestMessagesRepository;
  let villa: Villa;
  let booking: Booking;
  let staffId: string;
  let staffName: string;

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    messages = tier.get(RequestMessagesRepository);
    villa = await newVilla(tier.em());
    const staff = await newStaff(tier.em());
    staffId = staff.id;
    staffName = staff.name;
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await removeStaff(tier.em(), staffId);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
  });

  const message = (overrides: Partial<NewMessage>): NewMessage => ({
    id: randomUUID(),
    author: 'guest',
    staffUserId: null,
    text: 'Hello',
    internal: false,
    createdAt: new Date('2027-04-01T00:00:00Z'),
    ...overrides,
  });

  it('keeps a guest request’s thread oldest first, then by id; the guest never sees internal notes', async () => {
    const thread: ThreadRef = { kind: 'guest-request', id: (await newRequest(tier.em(), booking)).id };
    const at = new Date('2027-04-01T00:00:00Z');
    const question = message({ text: 'Can we have more towels?', createdAt: at });
    const tied = [message({ author: 'staff', staffUserId: staffId, text: 'On their way', createdAt: new Date(at.getTime() + 1000) }), message({ text: 'Thank you', createdAt: new Date(at.getTime() + 1000) })].sort((a, b) => (a.id < b.id ? -1 : 1));
    const note = message({ author: 'staff', staffUserId: staffId, text: 'Housekeeping told', internal: true, createdAt: new Date(at.getTime() + 2000) });
    for (const each of [note, ...tied, question]) await messages.insert(thread, each);

    const staffView = await messages.list(thread, true);
    expect(staffView.map((row) => row.id)).toEqual([question.id, ...tied.map((row) => row.id), note.id]);
    expect(staffView.find((row) => row.id === note.id)).toEqual({
      id: note.id,
      requestId: thread.id,
      author: 'staff',
      authorName: staffName,
      text: 'Housekeeping told',
      internal: true,
      createdAt: note.createdAt.toISOString(),
    });
    expect(staffView[0]).toMatchObject({ author: 'guest', authorName: null });
    expect((await messages.list(thread, false)).map((row) => row.id)).toEqual([question.id, ...tied.map((row) => row.id)]);
  });

  it('keeps each thread apart: a reservation request’s thread and an empty one', async () => {
    const reservation = await newReservationRequest(tier.em(), villa, booking);
    const thread: ThreadRef = { kind: 'reservation-request', id: reservation.id };
    const reply = message({ author: 'staff', staffUserId: staffId, text: 'The villa is yours' });
    await messages.insert(thread, reply);
    expect((await messages.list(thread, true)).map((row) => row.id)).toEqual([reply.id]);
    expect(await messages.list({ kind: 'guest-request', id: reservation.id }, true)).toEqual([]);
    expect(await messages.list({ kind: 'guest-request', id: (await newRequest(tier.em(), booking)).id }, true)).toEqual([]);
  });

  it('tells whether a reservation request exists', async () => {
    const reservation = await newReservationRequest(tier.em(), villa, booking);
    expect(await messages.reservationRequestExists(reservation.id)).toBe(true);
    expect(await messages.reservationRequestExists(randomUUID())).toBe(false);
  });
});
