import { describe, expect, it } from 'vitest';
import type { Villa } from '@prana/catalogue';
import type { VillaResponse } from '@prana/contracts';
import { joinVillaListings } from './villa-listings.ts';

const response = (over: Partial<VillaResponse>): VillaResponse => ({
  slug: 'jungle-loft',
  name: 'Jungle Loft',
  site: 'Prana Jungle',
  siteId: 'prana-jungle',
  status: 'active',
  hasAirbnbFeed: false,
  outboundFeedConfigured: false,
  outboundFeedToken: null,
  maxGuests: 2,
  ...over,
});

const loft = { id: 'jungle-loft', siteId: 'prana-jungle', siteName: 'Prana Jungle', capacity: 2 } as Villa;
const find = (id: string) => (id === loft.id ? loft : undefined);

describe('joinVillaListings', () => {
  it('joins by slug and keeps the API order', () => {
    const listings = joinVillaListings([response({}), response({ slug: 'new-villa', name: 'New Villa', maxGuests: 5 })], find);
    expect(listings.map((v) => v.slug)).toEqual(['jungle-loft', 'new-villa']);
    expect(listings[0]).toMatchObject({ catalogue: loft, capacity: 2, siteName: 'Prana Jungle' });
    expect(listings[1]).toMatchObject({ catalogue: null, capacity: 5 });
  });

  it('keeps every villa the API lists', () => {
    expect(joinVillaListings([response({ status: 'inactive' })], find)).toHaveLength(1);
  });

  it('keeps an unassigned villa without a site, and unknown capacity as null', () => {
    const [listing] = joinVillaListings([response({ slug: 'x', site: null, siteId: null, maxGuests: null })], find);
    expect(listing).toMatchObject({ siteId: null, siteName: null, capacity: null });
  });
});
