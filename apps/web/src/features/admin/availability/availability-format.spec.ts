import { describe, expect, it } from 'vitest';
import type { VillaResponse } from '@prana/contracts';
import { outboundFeedUrl, sortVillas, syncResultMessage } from './availability-format.ts';

const villa = (slug: string, name: string, site: string | null): VillaResponse => ({
  slug,
  name,
  site,
  siteId: site,
  status: 'active',
  hasAirbnbFeed: false,
  outboundFeedConfigured: true,
  outboundFeedToken: null,
  maxGuests: 2,
  calendar: null,
  feeds: null,
});

describe('sortVillas', () => {
  it('orders by site then name, unassigned villas last', () => {
    const sorted = sortVillas([villa('c', 'Zen', 'Prana Ubud'), villa('d', 'Alone', null), villa('a', 'Loft', 'Prana Jungle'), villa('b', 'Bale', 'Prana Ubud')]);
    expect(sorted.map((v) => v.slug)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('syncResultMessage', () => {
  it('picks the message for each outcome', () => {
    expect(syncResultMessage('jungle-loft', { status: 'success', changes: { created: 2, updated: 1, cancelled: 0 }, error: null, failure: null, runId: 'r' })).toEqual({
      key: 'syncSuccess',
      tone: 'success',
      values: { slug: 'jungle-loft', created: 2, updated: 1, cancelled: 0 },
    });
    const failure = { code: 'sync.hostNotFound', params: { host: 'calendar.invalid' } } as const;
    const error = 'The calendar host calendar.invalid could not be found.';
    expect(syncResultMessage('jungle-loft', { status: 'failed', changes: { created: 0, updated: 0, cancelled: 0 }, error, failure, runId: 'r' })).toEqual({
      key: 'syncFailed',
      tone: 'error',
      values: { slug: 'jungle-loft' },
      failure,
    });
    expect(syncResultMessage('jungle-loft', { status: 'running', changes: { created: 0, updated: 0, cancelled: 0 }, error: null, failure: null, runId: null }).key).toBe('syncRunning');
  });
});

describe('outboundFeedUrl', () => {
  it('is {origin}/ical/villa/{token}', () => {
    expect(outboundFeedUrl('https://prana.villas', 'abc_DEF-123')).toBe('https://prana.villas/ical/villa/abc_DEF-123');
  });

  it('names the channel that reads it', () => {
    expect(outboundFeedUrl('https://prana.villas', 'abc_DEF-123', 'booking')).toBe('https://prana.villas/ical/villa/abc_DEF-123?channel=booking');
  });
});
