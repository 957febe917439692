import { describe, expect, it } from 'vitest';
import type { VillaCalendarStatus, VillaResponse } from '@prana/contracts';
import { rentalSyncStatus } from './rental-sync-status.ts';

const calendar = (overrides: Partial<VillaCalendarStatus> = {}): VillaCalendarStatus => ({
  lastSyncedAt: '2026-11-21T01:00:00.000Z',
  lastRun: { status: 'success', startedAt: '2026-11-21T01:00:00.000Z', errorMessage: null, failure: null },
  consecutiveFailures: 0,
  failing: false,
  conflicts: 0,
  ...overrides,
});

const villa = (slug: string, feed: boolean, status: VillaCalendarStatus | null): VillaResponse => ({
  slug,
  name: slug,
  site: null,
  siteId: null,
  status: 'active',
  hasAirbnbFeed: feed,
  outboundFeedConfigured: true,
  outboundFeedToken: null,
  maxGuests: 2,
  calendar: status,
  feeds: null,
});

describe('rentalSyncStatus', () => {
  it('is unknown without villas or without calendar health', () => {
    expect(rentalSyncStatus(undefined)).toEqual({ state: 'unknown' });
    expect(rentalSyncStatus([villa('a', true, null)])).toEqual({ state: 'unknown' });
  });

  it('is still being set up while no villa has a feed', () => {
    expect(rentalSyncStatus([villa('a', false, calendar())])).toEqual({ state: 'pending' });
  });

  it('is connected when every linked feed pulled fine, with the latest pull', () => {
    const villas = [villa('a', true, calendar()), villa('b', true, calendar({ lastSyncedAt: '2026-11-21T03:00:00.000Z' })), villa('c', false, calendar())];
    expect(rentalSyncStatus(villas)).toEqual({ state: 'connected', linked: 2, lastSyncedAt: '2026-11-21T03:00:00.000Z' });
  });

  it('needs attention when a last pull failed or a double booking waits', () => {
    const failed = calendar({ lastRun: { status: 'failed', startedAt: '2026-11-21T02:00:00.000Z', errorMessage: 'The calendar server answered 403 (Forbidden).', failure: { code: 'sync.httpStatus', params: { status: 403, statusText: ' (Forbidden)' } } } });
    expect(rentalSyncStatus([villa('a', true, failed), villa('b', true, calendar({ conflicts: 2 }))])).toEqual({
      state: 'attention',
      linked: 2,
      failing: 1,
      conflicts: 2,
      lastSyncedAt: '2026-11-21T01:00:00.000Z',
    });
  });
});
