import { describe, expect, it } from 'vitest';
import type { GuestRequestQueueItem, ReservationQueueItem, StaffQueueItem } from '@prana/contracts';
import { DEFAULT_QUEUE_FILTER, filterQueue, formatCountdown, itemDeadline, waitingMinutes } from './queue-view.ts';

const at = (minutes: number) => new Date(Date.parse('2026-11-24T06:00:00Z') + minutes * 60_000).toISOString();

const request = (id: string, overrides: Partial<GuestRequestQueueItem> = {}): GuestRequestQueueItem => ({
  kind: 'guest-request',
  id,
  stayTime: null,
  priority: 'high',
  guestName: 'Dewi Santoso',
  villaSlug: 'ubud-treetop-1',
  villaName: 'Treetop 1',
  notes: 'Two bath towels',
  createdAt: at(0),
  updatedAt: at(0),
  category: 'housekeeping',
  title: 'Towels',
  titleText: { kind: 'text', text: 'Towels' },
  status: 'pending',
  scheduledTime: null,
  bookingId: 'b1',
  bookingCode: 'PRN-2401',
  guestLanguage: null,
  stay: 'in-residence',
  dueAt: at(15),
  answeredAt: null,
  lateAt: null,
  assignee: null,
  ...overrides,
});

const reservation: ReservationQueueItem = {
  kind: 'reservation-request',
  id: 'r1',
  priority: 'normal',
  guestName: 'Ana Visitor',
  villaSlug: 'palms-1bd-1',
  villaName: 'Palms 1',
  notes: null,
  createdAt: at(0),
  category: 'reservation',
  status: 'contacted',
  checkIn: '2027-01-01',
  checkOut: '2027-01-04',
  adults: 2,
  children: 0,
  infants: 0,
  email: 'ana@example.com',
  phone: null,
  bookingCode: null,
};

const title = (item: StaffQueueItem) => (item.kind === 'guest-request' ? item.title : '');

describe('filterQueue', () => {
  const items: StaffQueueItem[] = [
    request('open'),
    request('mine', { assignee: { id: 'me', name: 'Me' } }),
    request('done', { status: 'acknowledged', answeredAt: at(3) }),
    request('cancelled', { status: 'cancelled' as GuestRequestQueueItem['status'] }),
    request('dinner', { category: 'dining', guestName: 'Budi Hartono', bookingCode: 'PRN-2402' }),
    reservation,
  ];
  const ids = (filter: Partial<typeof DEFAULT_QUEUE_FILTER>, viewer: string | null = 'me') => filterQueue(items, { ...DEFAULT_QUEUE_FILTER, ...filter }, viewer, title).map((item) => item.id);

  it('shows only open items by default: handled and cancelled requests leave it (a reservation stays until closed), "all" keeps history', () => {
    expect(ids({})).toEqual(['open', 'mine', 'dinner', 'r1']);
    expect(ids({ scope: 'all' })).toEqual(['open', 'mine', 'done', 'cancelled', 'dinner', 'r1']);
  });

  it('keeps the viewer’s own under "mine", and filters by category and by search', () => {
    expect(ids({ scope: 'mine' })).toEqual(['mine']);
    expect(ids({ scope: 'mine' }, null)).toEqual([]);
    expect(ids({ category: 'dining' })).toEqual(['dinner']);
    expect(ids({ search: 'budi' })).toEqual(['dinner']);
    expect(ids({ search: 'prn-2402', scope: 'all' })).toEqual(['dinner']);
    expect(ids({ search: 'ana@' })).toEqual(['r1']);
  });
});

describe('waitingMinutes', () => {
  it('counts open time only: it stops at the first answer, or when a request left pending without one', () => {
    expect(waitingMinutes(request('a'), Date.parse(at(25)))).toBe(25);
    expect(waitingMinutes(request('b', { status: 'acknowledged', answeredAt: at(4), updatedAt: at(4) }), Date.parse(at(60)))).toBe(4);
    // Replied to but still pending: the reply was the answer.
    expect(waitingMinutes(request('c', { answeredAt: at(7) }), Date.parse(at(60)))).toBe(7);
    expect(waitingMinutes(request('d', { status: 'cancelled' as GuestRequestQueueItem['status'], updatedAt: at(9) }), Date.parse(at(60)))).toBe(9);
  });
});

describe('itemDeadline', () => {
  it('is on time, due soon inside five minutes, late after the deadline, and answered once handled', () => {
    expect(itemDeadline(request('a'), Date.parse(at(5)))).toBe('on-time');
    expect(itemDeadline(request('a'), Date.parse(at(11)))).toBe('due-soon');
    expect(itemDeadline(request('a'), Date.parse(at(25)))).toBe('late');
    expect(itemDeadline(request('a', { status: 'acknowledged', answeredAt: at(3) }), Date.parse(at(25)))).toBe('answered');
    expect(itemDeadline(reservation, Date.parse(at(25)))).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('formats minutes and seconds, and hours past an hour', () => {
    expect(formatCountdown(725)).toBe('12:05');
    expect(formatCountdown(-65)).toBe('1:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
  });
});
