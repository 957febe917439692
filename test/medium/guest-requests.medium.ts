import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { GuestRequestsService } from '../../apps/api/src/guest-services/guest-requests.service.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import type { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import type { CreateGuestRequestBody } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';

const staff = { kind: 'staff', staffId: '00000000-0000-4000-8000-000000000001', username: 'medium', name: 'Medium', role: 'staff' } as const;

describe('GuestRequestsService on the database (medium)', () => {
  let tier: Medium;
  let service: GuestRequestsService;
  let villa: Villa;
  let booking: Booking;

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    service = tier.get(GuestRequestsService);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
    tier.events.clear();
  });

  const unreadIn = (bookingId: string) => tier.em().count(GuestNotification, { booking: bookingId, read: false });

  it('stores a new request with its notification, answers with the unread count, and publishes both after the commit', async () => {
    const created = await service.create(booking.id, { category: 'housekeeping', title: 'Fresh towels', notes: '  ' });

    const stored = await tier.em().findOneOrFail(GuestRequest, created.request.id, { populate: ['booking'] });
    expect(stored).toMatchObject({ category: 'housekeeping', title: { kind: 'text', text: 'Fresh towels' }, status: 'pending' });
    expect(stored.booking.id).toBe(booking.id);
    // Blank notes stay blank: the screen's fallback is rendered in the reader's language.
    expect(stored.notes).toBe('');
    const notifications = await tier.em().find(GuestNotification, { booking: booking.id });
    expect(notifications.map((notification) => [notification.type, notification.relatedRequest?.id])).toEqual([['confirmation', stored.id]]);

    expect(created.request).toMatchObject({ id: stored.id, bookingId: booking.id, category: 'housekeeping', status: 'pending' });
    expect(tier.events.of('request.created').map((entry) => entry.to)).toEqual([`booking:${booking.id}`, 'staff:requests.manage']);
    expect(tier.events.of('request.created')[0]!.payload.request).toEqual(created.request);
    // Staff get the queue row itself, with the stay it belongs to.
    expect(tier.events.of('request.created')[0]!.payload.item).toMatchObject({ id: stored.id, villaSlug: villa.slug, villaName: villa.name });
    const [published] = tier.events.of('notification.created');
    expect(published!.payload.notification.id).toBe(notifications[0]!.id);
    expect(published!.payload.unreadCount).toBe(await unreadIn(booking.id));
  });

  it('moves a request through its category pair and tells the guest each time; the same status changes nothing', async () => {
    const { request } = await service.create(booking.id, { category: 'wellness', title: 'Balinese massage' });
    tier.events.clear();

    const scheduled = await service.changeStatus(request.id, 'scheduled', staff);
    expect(scheduled).toMatchObject({ changed: true, request: { status: 'scheduled' } });
    expect((await tier.em().findOneOrFail(GuestRequest, request.id)).status).toBe('scheduled');
    expect(tier.events.of('notification.created').at(-1)!.payload.unreadCount).toBe(2);

    const again = await service.changeStatus(request.id, 'scheduled', staff);
    expect(again).toMatchObject({ changed: false, request: { status: 'scheduled' } });
    expect(await unreadIn(booking.id)).toBe(2);

    // Staff take it back to pending.
    const reopened = await service.changeStatus(request.id, 'pending', staff);
    expect(reopened.request.status).toBe('pending');
    expect(await unreadIn(booking.id)).toBe(3);
    const toGuest = tier.events.of('request.updated').filter((entry) => entry.to === `booking:${booking.id}`);
    expect(toGuest.map((entry) => entry.payload.request.status)).toEqual(['scheduled', 'pending']);
  });

  it('refuses a status outside the category pair, and another booking’s request, changing nothing', async () => {
    const { request } = await service.create(booking.id, { category: 'housekeeping', title: 'Turndown' });
    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    tier.events.clear();

    await expect(service.changeStatus(request.id, 'scheduled', staff)).rejects.toMatchObject({ coded: { code: 'request.transition' } });
    await expect(service.cancel(other.id, request.id)).rejects.toMatchObject({ coded: { code: 'request.notFound' } });
    await expect(service.editNotes(other.id, request.id, 'mine now')).rejects.toMatchObject({ coded: { code: 'request.notFound' } });
    await expect(service.changeStatus('not-a-uuid', 'acknowledged', staff)).rejects.toMatchObject({ coded: { code: 'request.notFound' } });

    expect((await tier.em().findOneOrFail(GuestRequest, request.id)).status).toBe('pending');
    expect(await unreadIn(booking.id)).toBe(1);
    expect(tier.events.log).toEqual([]);
  });

  it('changes a request once when staff change it at the same moment (the row is locked)', async () => {
    const { request } = await service.create(booking.id, { category: 'concierge', title: 'Dinner tip', notes: 'Somewhere quiet' });
    const results = await Promise.all(Array.from({ length: 5 }, () => service.changeStatus(request.id, 'acknowledged', staff)));
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect(await unreadIn(booking.id)).toBe(2);
  });

  // At 22:10 in Bali a massage at 18:00 and a villa refresh at 08:00 that same day have passed: both must be refused.
  it('refuses a start today that is not its lead time away, at a fixed Bali time, storing and charging nothing', async () => {
    const today = todayInBali(new Date());
    const at = (clock: string) => new Date(`${today}T${clock}+08:00`);
    const evening = at('22:10:00');
    const massage = { category: 'wellness', title: 'Balinese massage', serviceDate: today, scheduledTime: '18:00', metadata: { serviceId: 'balinese-massage' } } as const;
    await expect(service.create(booking.id, massage, evening)).rejects.toMatchObject({ coded: { code: 'request.startTooSoon', params: { minutes: 60 } } });
    const refresh = { category: 'housekeeping', title: 'Villa refresh', serviceDate: today, scheduledTime: '08:00', metadata: { serviceId: 'refresh' } } as const;
    await expect(service.create(booking.id, refresh, evening)).rejects.toMatchObject({ coded: { code: 'request.startTooSoon', params: { minutes: 30 } } });
    // A breakfast sent with its slot only is timed by the slot.
    const breakfast: CreateGuestRequestBody = { category: 'dining', title: 'Breakfast', serviceDate: today, metadata: { slot: '07:30', guests: 2, addOnIds: ['floating-breakfast'] } };
    await expect(service.create(booking.id, breakfast, evening)).rejects.toMatchObject({ coded: { code: 'request.startTooSoon', params: { minutes: 45 } } });
    // Both edges: an hour ahead is in time, a minute less is not.
    await expect(service.create(booking.id, massage, at('17:01:00'))).rejects.toMatchObject({ coded: { code: 'request.startTooSoon' } });
    expect(await tier.em().count(GuestRequest, { booking: booking.id })).toBe(0);
    expect(await tier.em().count(GuestCharge, { booking: booking.id })).toBe(0);
    expect(tier.events.log).toEqual([]);

    const inTime = await service.create(booking.id, massage, at('17:00:00'));
    expect(inTime.request).toMatchObject({ serviceDate: today, scheduledTime: '18:00' });
    expect(inTime.charges).toHaveLength(1);
    // The next morning is far enough away from 22:10; "as soon as possible" always is.
    const tomorrow = addDays(today, 1);
    await service.create(booking.id, { ...refresh, serviceDate: tomorrow }, evening);
    await service.create(booking.id, { ...refresh, scheduledTime: 'asap' }, evening);
    expect(await tier.em().count(GuestRequest, { booking: booking.id })).toBe(3);
  });

  it('lists a booking’s requests newest first', async () => {
    const first = await service.create(booking.id, { category: 'housekeeping', title: 'First' });
    const second = await service.create(booking.id, { category: 'housekeeping', title: 'Second' });
    const { requests } = await service.list(booking.id);
    expect(requests.map((request) => request.id)).toEqual([second.request.id, first.request.id]);
    expect(requests[0]!.bookingId).toBe(booking.id);
  });
});
