import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GuestRequestQueueItem } from '@prana/contracts';
import { queueQuery, storeQueueItem } from './queue.ts';

const item = (id: string, status: GuestRequestQueueItem['status'], updatedAt: string): GuestRequestQueueItem => ({
  kind: 'guest-request',
  id,
  stayTime: null,
  priority: status === 'pending' ? 'high' : 'low',
  guestName: 'Dewi Santoso',
  villaSlug: 'ubud-treetop-1',
  villaName: 'Treetop 1',
  notes: null,
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt,
  dueAt: '2026-11-21T00:15:00Z',
  answeredAt: null,
  lateAt: null,
  assignee: null,
  category: 'housekeeping',
  title: 'Towels',
  titleText: { kind: 'text', text: 'Towels' },
  status,
  scheduledTime: null,
  bookingId: 'b1',
  bookingCode: 'PRN-2401',
  guestLanguage: null,
  stay: 'in-residence',
});

describe('storeQueueItem (the row a request or reservation event carries, into the cached queue)', () => {
  it('applies the row without asking the server, and keeps the same answer for an older copy', () => {
    const cache = new QueryClient();
    cache.setQueryData(queueQuery.queryKey, { items: [item('a', 'pending', '2026-11-21T00:00:00Z')], turnoverAlerts: [] });
    storeQueueItem(cache, item('a', 'acknowledged', '2026-11-21T01:00:00Z'));
    const after = cache.getQueryData(queueQuery.queryKey);
    expect(after?.items).toEqual([item('a', 'acknowledged', '2026-11-21T01:00:00Z')]);
    storeQueueItem(cache, item('a', 'pending', '2026-11-21T00:30:00Z'));
    expect(cache.getQueryData(queueQuery.queryKey)).toBe(after);
  });

  it('leaves a queue that was never loaded alone', () => {
    const cache = new QueryClient();
    storeQueueItem(cache, item('a', 'pending', '2026-11-21T00:00:00Z'));
    expect(cache.getQueryData(queueQuery.queryKey)).toBeUndefined();
  });

  it('reads the queue again when a row arrives while it is being read: the read in flight may predate the row', async () => {
    const cache = new QueryClient();
    const reads: ((answer: { items: GuestRequestQueueItem[]; turnoverAlerts: [] }) => void)[] = [];
    const read = () => new Promise<{ items: GuestRequestQueueItem[]; turnoverAlerts: [] }>((resolve) => reads.push(resolve));
    const loading = cache.fetchQuery({ ...queueQuery, queryFn: read });
    const arrived = item('new', 'pending', '2026-11-21T02:00:00Z');
    storeQueueItem(cache, arrived);
    // The first read was answered before the row was stored; the second, asked after it arrived, has it.
    reads[0]?.({ items: [], turnoverAlerts: [] });
    await expect.poll(() => reads.length).toBe(2);
    reads[1]!({ items: [arrived], turnoverAlerts: [] });
    await loading.catch(() => undefined);
    await expect.poll(() => cache.getQueryData(queueQuery.queryKey)?.items).toEqual([arrived]);
  });
});

