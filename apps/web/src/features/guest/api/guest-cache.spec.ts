import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GuestRequestResponse, NotificationResponse } from '@prana/contracts';
import { notificationsQuery, storeNotifications, storeRead } from './notifications.ts';
import { requestsQuery, storeRequest } from './requests.ts';

const request = (id: string, createdAt: string, updatedAt = createdAt, status: GuestRequestResponse['status'] = 'pending'): GuestRequestResponse => ({
  id,
  bookingId: 'b1',
  category: 'housekeeping',
  title: 'Towels',
  titleText: { kind: 'text', text: 'Towels' },
  notes: 'No additional notes.',
  notesText: { kind: 'notes-fallback', screen: 'additional' },
  scheduledTime: null,
  serviceDate: '2026-11-24',
  status,
  createdAt,
  updatedAt,
  metadata: null,
  dueAt: createdAt,
  answeredAt: null,
});

const notification = (id: string, createdAt: string, read = false): NotificationResponse => ({
  id,
  type: 'confirmation',
  message: 'Towels request received',
  messageText: { kind: 'request-received', title: { kind: 'text', text: 'Towels' } },
  createdAt,
  read,
  relatedRequestId: null,
});

describe('storeRequest (events and answers into the cached requests)', () => {
  it('adds a new request and keeps the list newest first', () => {
    const cache = new QueryClient();
    cache.setQueryData(requestsQuery.queryKey, { requests: [request('b', '2026-11-21T02:00:00Z'), request('a', '2026-11-21T01:00:00Z')] });
    storeRequest(cache, request('c', '2026-11-21T01:30:00Z'));
    expect(cache.getQueryData(requestsQuery.queryKey)?.requests.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('replaces a changed request, and an older copy never rolls it back', () => {
    const cache = new QueryClient();
    cache.setQueryData(requestsQuery.queryKey, { requests: [request('a', '2026-11-21T01:00:00Z')] });
    storeRequest(cache, request('a', '2026-11-21T01:00:00Z', '2026-11-21T03:00:00Z', 'acknowledged'));
    storeRequest(cache, request('a', '2026-11-21T01:00:00Z', '2026-11-21T02:00:00Z', 'pending'));
    expect(cache.getQueryData(requestsQuery.queryKey)?.requests).toEqual([request('a', '2026-11-21T01:00:00Z', '2026-11-21T03:00:00Z', 'acknowledged')]);
  });

  it('leaves a list that was never loaded alone (its first fetch brings everything)', () => {
    const cache = new QueryClient();
    storeRequest(cache, request('a', '2026-11-21T01:00:00Z'));
    expect(cache.getQueryData(requestsQuery.queryKey)).toBeUndefined();
  });
});

describe('storeNotifications and storeRead', () => {
  it('adds or replaces notifications with the unread count, then marks some read', () => {
    const cache = new QueryClient();
    cache.setQueryData(notificationsQuery.queryKey, { notifications: [notification('a', '2026-11-21T01:00:00Z')], unreadCount: 1 });
    storeNotifications(cache, { notifications: [notification('b', '2026-11-21T02:00:00Z')], unreadCount: 2 });
    expect(cache.getQueryData(notificationsQuery.queryKey)).toEqual({
      notifications: [notification('b', '2026-11-21T02:00:00Z'), notification('a', '2026-11-21T01:00:00Z')],
      unreadCount: 2,
    });
    storeRead(cache, ['a'], 1);
    expect(cache.getQueryData(notificationsQuery.queryKey)).toEqual({
      notifications: [notification('b', '2026-11-21T02:00:00Z'), notification('a', '2026-11-21T01:00:00Z', true)],
      unreadCount: 1,
    });
  });
});
