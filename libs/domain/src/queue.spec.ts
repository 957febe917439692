import { describe, expect, it } from 'vitest';
import { compareQueueItems, queueAgeMinutes, queuePriority } from './queue.ts';

describe('queuePriority', () => {
  it('puts a pending request of a guest on site first', () => {
    expect(queuePriority({ kind: 'guest-request', status: 'pending', stay: 'in-residence' })).toBe('high');
  });

  it('gives a pending request before arrival and a new reservation request normal priority', () => {
    expect(queuePriority({ kind: 'guest-request', status: 'pending', stay: 'upcoming' })).toBe('normal');
    expect(queuePriority({ kind: 'reservation-request', status: 'new' })).toBe('normal');
  });

  it('drops a reservation request the concierge has contacted (or closed) to low', () => {
    expect(queuePriority({ kind: 'reservation-request', status: 'contacted' })).toBe('low');
    expect(queuePriority({ kind: 'reservation-request', status: 'closed' })).toBe('low');
  });

  it('drops a handled request to low, whatever the stay', () => {
    for (const status of ['scheduled', 'confirmed', 'acknowledged'] as const) {
      expect(queuePriority({ kind: 'guest-request', status, stay: 'in-residence' })).toBe('low');
      expect(queuePriority({ kind: 'guest-request', status, stay: 'upcoming' })).toBe('low');
    }
  });
});

describe('compareQueueItems', () => {
  const item = (id: string, priority: 'high' | 'normal' | 'low', createdAt: string) => ({ id, priority, createdAt });

  it('orders by priority, then the longest wait first, then by id', () => {
    const items = [
      item('e', 'low', '2026-11-20T08:00:00Z'),
      item('d', 'normal', '2026-11-21T09:00:00Z'),
      item('c', 'normal', '2026-11-21T08:00:00Z'),
      item('b', 'high', '2026-11-21T10:00:00+08:00'),
      item('a', 'high', '2026-11-21T10:00:00+08:00'),
      item('f', 'high', '2026-11-21T01:00:00Z'),
    ];
    expect([...items].sort(compareQueueItems).map((entry) => entry.id)).toEqual(['f', 'a', 'b', 'c', 'd', 'e']);
  });

  it('falls back to the id when a time cannot be read', () => {
    expect(compareQueueItems(item('b', 'low', 'nope'), item('a', 'low', '2026-11-21T08:00:00Z'))).toBeGreaterThan(0);
  });
});

describe('queueAgeMinutes', () => {
  it('counts whole minutes waited, never negative', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(queueAgeMinutes('2026-11-21T09:58:30Z', now)).toBe(1);
    expect(queueAgeMinutes('2026-11-21T08:00:00Z', new Date(now))).toBe(120);
    expect(queueAgeMinutes('2026-11-21T10:05:00Z', now)).toBe(0);
    expect(queueAgeMinutes('not a time', now)).toBe(0);
  });
});
