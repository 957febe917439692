import { describe, expect, it } from 'vitest';
import type { GuestRequestQueueItem, ReservationQueueItem } from '@prana/contracts';
import { applyQueueItem, waitingCount } from './queue-items.ts';

const base = {
  kind: 'guest-request',
  stayTime: null,
  guestName: 'Dewi Santoso',
  villaSlug: 'ubud-treetop-1',
  villaName: 'Treetop 1',
  notes: null,
  title: 'Towels',
  titleText: { kind: 'text', text: 'Towels' },
  scheduledTime: null,
  bookingId: 'b1',
  bookingCode: 'PRN-2401',
  guestLanguage: null,
  stay: 'in-residence',
} as const;

const item = (id: string, status: GuestRequestQueueItem['status'], createdAt: string): GuestRequestQueueItem => ({
  ...base,
  id,
  category: 'housekeeping',
  status,
  priority: status === 'pending' ? 'high' : 'low',
  createdAt,
  updatedAt: createdAt,
  dueAt: createdAt,
  answeredAt: null,
  lateAt: null,
  assignee: null,
});

const reservation: ReservationQueueItem = {
  kind: 'reservation-request',
  id: 'r1',
  priority: 'normal',
  guestName: 'Visitor',
  villaSlug: 'jungle-loft',
  villaName: 'Jungle Loft',
  notes: null,
  createdAt: '2026-11-21T01:00:00Z',
  category: 'reservation',
  status: 'new',
  checkIn: '2026-12-01',
  checkOut: '2026-12-04',
  adults: 2,
  children: 0,
  infants: 0,
  email: 'v@example.com',
  phone: null,
  bookingCode: null,
};

const changed = (id: string, status: GuestRequestQueueItem['status'], updatedAt: string): GuestRequestQueueItem => ({
  ...item(id, status, '2026-11-21T00:00:00Z'),
  notes: 'two more',
  updatedAt,
});

describe('applyQueueItem: a guest request', () => {
  const items = [item('a', 'pending', '2026-11-21T00:00:00Z'), item('b', 'pending', '2026-11-21T00:30:00Z'), reservation];

  it('applies the changed row (a handled request is low priority) and re-sorts', () => {
    const next = applyQueueItem(items, changed('a', 'acknowledged', '2026-11-21T02:00:00Z'));
    expect(next.map((entry) => entry.id)).toEqual(['b', 'r1', 'a']);
    expect(next[2]).toMatchObject({ status: 'acknowledged', priority: 'low', notes: 'two more', updatedAt: '2026-11-21T02:00:00Z' });
  });

  it('moves a reopened request back up', () => {
    const handled = [item('a', 'acknowledged', '2026-11-21T00:00:00Z'), reservation];
    expect(applyQueueItem(handled, changed('a', 'pending', '2026-11-21T03:00:00Z')).map((entry) => entry.id)).toEqual(['a', 'r1']);
  });

  it('adds a new request in its place, without asking the server', () => {
    const next = applyQueueItem(items, item('c', 'pending', '2026-11-20T23:00:00Z'));
    expect(next.map((entry) => entry.id)).toEqual(['c', 'a', 'b', 'r1']);
  });

  it('ignores an older echo, and hearing the same row twice changes nothing', () => {
    expect(applyQueueItem(items, changed('a', 'acknowledged', '2026-11-20T00:00:00Z'))).toBe(items);
    const once = applyQueueItem(items, changed('a', 'acknowledged', '2026-11-21T02:00:00Z'));
    expect(applyQueueItem(once, changed('a', 'acknowledged', '2026-11-21T02:00:00Z'))).toEqual(once);
  });
});

describe('applyQueueItem: a reservation request', () => {
  const items = [item('a', 'pending', '2026-11-21T00:00:00Z'), reservation, item('b', 'acknowledged', '2026-11-21T00:30:00Z')];
  const contacted: ReservationQueueItem = { ...reservation, status: 'contacted', priority: 'low' };

  it('applies a contacted request with its lower priority and re-sorts', () => {
    const next = applyQueueItem(items, contacted);
    // Low, like a handled request, and younger than b: last.
    expect(next.map((entry) => entry.id)).toEqual(['a', 'b', 'r1']);
    expect(next[2]).toEqual(contacted);
  });

  it('drops a closed request from the queue, also when it is already gone', () => {
    const closed: ReservationQueueItem = { ...reservation, status: 'closed', priority: 'low' };
    expect(applyQueueItem(items, closed).map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(applyQueueItem([items[0]!], closed)).toEqual([items[0]]);
  });

  it('never moves a request back (an older echo), and adds an open request it did not list', () => {
    const later = [items[0]!, contacted];
    expect(applyQueueItem(later, reservation)).toBe(later);
    expect(applyQueueItem([items[0]!], contacted).map((entry) => entry.id)).toEqual(['a', 'r1']);
  });
});

describe('waitingCount', () => {
  it('counts pending requests and new reservation requests, not handled ones', () => {
    expect(waitingCount([item('a', 'pending', '2026-11-21T00:00:00Z'), item('b', 'acknowledged', '2026-11-21T00:00:00Z'), reservation])).toBe(2);
    expect(waitingCount([{ ...reservation, status: 'contacted', priority: 'low' }])).toBe(0);
  });
});
