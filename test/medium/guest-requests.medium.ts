import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GuestServicesModule } from '../../apps/api/src/guest-services/guest-services.module.ts';
import { GuestRequestsService } from '../../apps/api/src/guest-services/guest-requests.service.ts';
import { GuestRequestsRepository } from '../../apps/api/src/guest-services/guest-requests.repository.ts';
import { newNotification } from '../../apps/api/src/guest-services/guest-notifications.service.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { GuestRequest } from '../../apps/api/src/guest-services/guest-request.entity.ts';
import { GuestNotification } from '../../apps/api/src/guest-services/guest-notification.entity.ts';
import { GuestCharge } from '../../apps/api/src/guest-services/guest-charge.entity.ts';
import { Booking } from '../../apps/api/src/bookings/booking.entity.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import type { CreateGuestRequestBody } from '@prana/contracts';
import { addDays, todayInBali } from '@prana/domain';
import { medium, type Medium } from './medium.ts';
import { newBooking, newVilla, removeVilla } from './factories.ts';
import { newCharge, newGuestNotification, newRequest, newStaff, removeStaff } from './guest-factories.ts';

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

describe('GuestRequestsRepository on the database (medium)', () => {
  let tier: Medium;
  let requests: GuestRequestsRepository;
  let transactions: Transactions;
  let villa: Villa;
  let booking: Booking;
  const staffIds: string[] = [];

  beforeAll(async () => {
    tier = await medium({ imports: [GuestServicesModule] });
    requests = tier.get(GuestRequestsRepository);
    transactions = tier.get(Transactions);
    villa = await newVilla(tier.em());
  });
  afterAll(async () => {
    await removeVilla(tier.em(), villa.slug);
    await removeStaff(tier.em(), ...staffIds);
    await tier.close();
  });
  beforeEach(async () => {
    booking = await newBooking(tier.em(), villa);
  });

  const notificationOf = (requestId: string) => newNotification(booking.id, { type: 'confirmation', message: { kind: 'test', channel: 'push' } }, requestId);
  const unreadIn = (bookingId: string) => tier.em().count(GuestNotification, { booking: bookingId, read: false });

  it('reads a booking with its villa, and nothing for an unknown booking', async () => {
    expect(await requests.bookingWithVilla(booking.id)).toEqual({
      id: booking.id,
      code: booking.code,
      guestName: booking.guestName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      villa: { slug: villa.slug, name: villa.name },
      language: null,
    });
    expect(await requests.bookingWithVilla(randomUUID())).toBeNull();
  });

  it('reads a request with its stay and holder as typed values; another booking’s is not found', async () => {
    const stored = await newRequest(tier.em(), booking, { category: 'wellness', title: 'Massage' });
    const staff = await newStaff(tier.em());
    staffIds.push(staff.id);
    await requests.setAssignee(stored.id, staff.id);

    const found = await requests.find(stored.id, booking.id);
    expect(found).toMatchObject({
      id: stored.id,
      category: 'wellness',
      title: { kind: 'text', text: 'Massage' },
      serviceDate: booking.checkIn,
      status: 'pending',
      metadata: null,
      answeredAt: null,
      lateAt: null,
      booking: { id: booking.id, code: booking.code, villa: { slug: villa.slug } },
      assignee: { id: staff.id, name: staff.name, username: staff.username },
    });
    expect(found!.createdAt).toEqual(stored.createdAt);
    expect(found!.dueAt).toEqual(stored.dueAt);

    const other = await newBooking(tier.em(), villa, { fromToday: 10 });
    expect(await requests.find(stored.id, other.id)).toBeNull();
    expect(await requests.find(randomUUID(), null)).toBeNull();
    await requests.setAssignee(stored.id, null);
    expect((await requests.find(stored.id, null))!.assignee).toBeNull();
  });

  it('holds a locked request until the transaction ends: a second locker reads what the first wrote', async () => {
    const stored = await newRequest(tier.em(), booking);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = transactions.run(async () => {
      await requests.find(stored.id, booking.id, true);
      await held;
      await requests.updateNotes(stored.id, 'first', new Date());
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = transactions.run(() => requests.find(stored.id, booking.id, true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await first;
    expect((await second)!.notes).toBe('first');
  });

  it('lists a booking’s requests newest first, the same moment by id; none for a booking without', async () => {
    const at = new Date('2027-01-01T00:00:00Z');
    const older = await newRequest(tier.em(), booking, { at: new Date(at.getTime() - 60_000) });
    const [a, b] = [await newRequest(tier.em(), booking, { at }), await newRequest(tier.em(), booking, { at })];
    const tied = [a.id, b.id].sort().reverse();
    expect((await requests.listForBooking(booking.id)).map((row) => row.id)).toEqual([...tied, older.id]);
    const empty = await newBooking(tier.em(), villa, { fromToday: 20 });
    expect(await requests.listForBooking(empty.id)).toEqual([]);
  });

  it('gives the queue the requests of confirmed stays that have not ended: checking out today counts, yesterday or cancelled does not', async () => {
    const today = todayInBali(new Date());
    const leavingToday = await newBooking(tier.em(), villa, { fromToday: -3, nights: 3 });
    const leftYesterday = await newBooking(tier.em(), villa, { fromToday: -4, nights: 3 });
    const cancelled = await newBooking(tier.em(), villa, { fromToday: 30 });
    await tier.em().nativeUpdate(Booking, { id: cancelled.id }, { status: 'cancelled' });
    const [kept, ended, dropped] = [await newRequest(tier.em(), leavingToday), await newRequest(tier.em(), leftYesterday), await newRequest(tier.em(), cancelled)];
    const queue = await requests.ofCurrentStays(today);
    const ids = new Set(queue.map((row) => row.id));
    expect(ids.has(kept.id)).toBe(true);
    expect(ids.has(ended.id)).toBe(false);
    expect(ids.has(dropped.id)).toBe(false);
    expect(queue.find((row) => row.id === kept.id)).toMatchObject({ booking: { id: leavingToday.id, checkOut: today, villa: { slug: villa.slug } }, assignee: null });
  });

  it('stores a request with its notification in one statement and counts the booking’s unread', async () => {
    await newGuestNotification(tier.em(), booking, { read: false });
    await newGuestNotification(tier.em(), booking, { read: true });
    const found = (await requests.bookingWithVilla(booking.id))!;
    const now = new Date();
    const request = {
      id: randomUUID(),
      booking: found,
      category: 'transport',
      title: { kind: 'text', text: 'Airport' },
      notes: 'Two bags',
      scheduledTime: '09:00',
      serviceDate: booking.checkIn,
      status: 'pending',
      metadata: { type: 'private', optionId: 'airport' },
      createdAt: now,
      updatedAt: now,
      dueAt: new Date(now.getTime() + 900_000),
      answeredAt: null,
      lateAt: null,
      assignee: null,
    } as const;
    const stored = await requests.insertWithNotification(request, notificationOf(request.id), []);
    expect(stored).toEqual({ unread: 2, staffDevices: false });
    expect(await requests.find(request.id, booking.id)).toMatchObject({ notes: 'Two bags', metadata: { type: 'private', optionId: 'airport' }, scheduledTime: '09:00' });
    const notifications = await tier.em().find(GuestNotification, { booking: booking.id, relatedRequest: request.id });
    expect(notifications).toHaveLength(1);
    expect(await unreadIn(booking.id)).toBe(2);
  });

  it('changes a status only from the one read, with its notification; leaving pending answers it once', async () => {
    const stored = await newRequest(tier.em(), booking);
    const first = new Date('2027-01-01T01:00:00Z');
    expect(await requests.changeStatusWithNotification(stored.id, 'acknowledged', 'pending', first, notificationOf(stored.id))).toBeNull();
    expect(await unreadIn(booking.id)).toBe(0);

    expect(await requests.changeStatusWithNotification(stored.id, 'pending', 'acknowledged', first, notificationOf(stored.id))).toEqual({
      unread: 1,
      answeredAt: first,
      guestHasAddress: false,
    });
    const back = await requests.changeStatusWithNotification(stored.id, 'acknowledged', 'pending', new Date('2027-01-01T02:00:00Z'), notificationOf(stored.id));
    expect(back).toMatchObject({ unread: 2, answeredAt: first });
    expect(await requests.find(stored.id, null)).toMatchObject({ status: 'pending', answeredAt: first, updatedAt: new Date('2027-01-01T02:00:00Z') });
  });

  it('cancels a request and voids only its unpaid charges, with their statuses locked first', async () => {
    const stored = await newRequest(tier.em(), booking, { category: 'dining' });
    const pending = await newCharge(tier.em(), booking, { request: stored });
    const settled = await newCharge(tier.em(), booking, { request: stored, status: 'settled' });
    const unrelated = await newCharge(tier.em(), booking);
    const at = new Date('2027-01-01T03:00:00Z');
    await transactions.run(async () => {
      expect((await requests.chargeStatusesForUpdate(stored.id)).sort()).toEqual(['pending', 'settled']);
      await requests.cancelWithCharges(stored.id, at);
    });
    expect(await requests.find(stored.id, null)).toMatchObject({ status: 'cancelled', updatedAt: at });
    const statuses = Object.fromEntries((await tier.em().find(GuestCharge, { booking: booking.id })).map((charge) => [charge.id, charge.status]));
    expect(statuses).toEqual({ [pending.id]: 'void', [settled.id]: 'settled', [unrelated.id]: 'pending' });
    expect(await requests.chargeStatusesForUpdate(randomUUID())).toEqual([]);
  });

  it('rewrites notes with the time of the change', async () => {
    const stored = await newRequest(tier.em(), booking);
    const at = new Date('2027-01-01T04:00:00Z');
    await requests.updateNotes(stored.id, 'Extra pillows', at);
    expect(await requests.find(stored.id, null)).toMatchObject({ notes: 'Extra pillows', updatedAt: at });
  });

  it('marks a request answered once, and late once its deadline has passed while it waits', async () => {
    const due = new Date('2027-01-01T05:00:00Z');
    const waiting = await newRequest(tier.em(), booking, { dueAt: due });
    const answered = await newRequest(tier.em(), booking, { dueAt: due });
    const confirmed = await newRequest(tier.em(), booking, { status: 'acknowledged', dueAt: due });
    const notDue = await newRequest(tier.em(), booking, { dueAt: new Date(due.getTime() + 60_000) });
    expect(await requests.markAnswered(answered.id, due)).toBe(true);
    expect(await requests.markAnswered(answered.id, new Date())).toBe(false);
    expect((await requests.find(answered.id, null))!.answeredAt).toEqual(due);

    const marked = await requests.markLate(due);
    expect(marked).toContain(waiting.id);
    expect(marked).not.toContain(answered.id);
    expect(marked).not.toContain(confirmed.id);
    expect(marked).not.toContain(notDue.id);
    expect(await requests.markLate(new Date(due.getTime() + 1_000))).not.toContain(waiting.id);
    expect((await requests.find(waiting.id, null))!.lateAt).toEqual(due);
    expect((await requests.find(notDue.id, null))!.lateAt).toBeNull();
  });

  it('finds only an active colleague to hand a request to', async () => {
    const active = await newStaff(tier.em(), { role: 'manager' });
    const invited = await newStaff(tier.em(), { status: 'invited' });
    staffIds.push(active.id, invited.id);
    expect(await requests.activeAssignee(active.id)).toEqual({ id: active.id, username: active.username, role: 'manager' });
    expect(await requests.activeAssignee(invited.id)).toBeNull();
    expect(await requests.activeAssignee(randomUUID())).toBeNull();
  });

  it('counts requests due and answered on time since a moment, a waiting one once its deadline passed', async () => {
    const since = new Date('2030-01-01T00:00:00Z');
    const now = new Date('2030-01-01T02:00:00Z');
    const stats = () => requests.responseStats(since, now);
    const before = await stats();
    const made = new Date('2030-01-01T00:30:00Z');
    const onTime = await newRequest(tier.em(), booking, { at: made, dueAt: new Date('2030-01-01T00:45:00Z') });
    await requests.markAnswered(onTime.id, new Date('2030-01-01T00:40:00Z'));
    const lateAnswer = await newRequest(tier.em(), booking, { at: made, dueAt: new Date('2030-01-01T00:45:00Z') });
    await requests.markAnswered(lateAnswer.id, new Date('2030-01-01T01:00:00Z'));
    await newRequest(tier.em(), booking, { at: made, dueAt: new Date('2030-01-01T01:00:00Z') });
    await newRequest(tier.em(), booking, { at: made, dueAt: new Date('2030-01-01T03:00:00Z') });
    await newRequest(tier.em(), booking, { at: new Date('2029-12-31T23:59:00Z'), dueAt: new Date('2030-01-01T00:10:00Z') });
    expect(await stats()).toEqual({ due: before.due + 3, onTime: before.onTime + 1 });
  });
});
