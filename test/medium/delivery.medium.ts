import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBali } from '@prana/domain';
import { DeliveryRepository } from '../../apps/api/src/notifications/delivery.repository.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newGuestNotification, newPreferences, newReservationMessage, newReservationRequest } from './sync-factories.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('What the delivery jobs read (medium)', () => {
  let tier: Medium;
  let rows: DeliveryRepository;
  let villa: Villa;
  const day = (offset: number) => addDays(todayInBali(new Date()), offset);

  beforeAll(async () => {
    tier = await medium({ providers: [DeliveryRepository] });
    rows = tier.get(DeliveryRepository);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    const db = tier.em().getKysely<DB>();
    const requests = db.selectFrom('reservation_requests').select('id').where('villa_slug', '=', villa.slug);
    await db.deleteFrom('request_messages').where('reservation_request_id', 'in', requests).execute();
    await db.deleteFrom('reservation_requests').where('villa_slug', '=', villa.slug).execute();
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });

  it('reads a guest notification with the guest’s address and preferences, null when none are stored', async () => {
    const booking = await newBooking(tier.em(), villa);
    await tier.em().getKysely<DB>().updateTable('bookings').set({ email: 'guest@example.com' }).where('id', '=', booking.id).execute();
    const message = { kind: 'payment' as const, amount: 150_000, method: 'card' };
    const id = await newGuestNotification(tier.em(), booking.id, message);

    expect(await rows.guestNotification(id)).toEqual({ id, message, bookingId: booking.id, email: 'guest@example.com', guestName: booking.guestName, preferences: null });
    await newPreferences(tier.em(), booking.id, { push: true, email: false, language: 'id' });
    expect((await rows.guestNotification(id))?.preferences).toEqual({ pushNotifications: true, emailNotifications: false, language: 'id' });
    expect(await rows.guestNotification(MISSING)).toBeUndefined();
  });

  it('reads a reservation request with its villa’s name, and its booking once confirmed', async () => {
    const open = await newReservationRequest(tier.em(), villa.slug, { checkIn: day(10), checkOut: day(14), language: 'id' });
    expect(await rows.reservation(open.id)).toMatchObject({
      reference: open.reference,
      fullName: 'Medium Visitor',
      language: 'id',
      checkIn: day(10),
      checkOut: day(14),
      villaName: villa.name,
      booking: null,
    });

    const booking = await newBooking(tier.em(), villa, { fromToday: 20, nights: 3 });
    const confirmed = await newReservationRequest(tier.em(), villa.slug, { checkIn: day(20), checkOut: day(23), bookingId: booking.id });
    expect((await rows.reservation(confirmed.id))?.booking).toEqual({ checkIn: booking.checkIn, checkOut: booking.checkOut, code: booking.code, lastName: booking.lastName });
    expect(await rows.reservation(MISSING)).toBeUndefined();
  });

  it('reads a reply in a reservation thread with the request it answers, and says whether it is internal', async () => {
    const request = await newReservationRequest(tier.em(), villa.slug, { checkIn: day(30), checkOut: day(32) });
    const reply = await newReservationMessage(tier.em(), request.id, { text: 'The villa is yours.' });
    const note = await newReservationMessage(tier.em(), request.id, { text: 'Check the deposit.', internal: true });
    expect(await rows.reservationMessage(reply)).toMatchObject({
      text: 'The villa is yours.',
      internal: false,
      reservation: { reference: request.reference, fullName: 'Medium Visitor', language: 'en', email: expect.stringContaining('@example.com') },
    });
    expect(await rows.reservationMessage(note)).toMatchObject({ internal: true });
    expect(await rows.reservationMessage(MISSING)).toBeUndefined();
  });
});
