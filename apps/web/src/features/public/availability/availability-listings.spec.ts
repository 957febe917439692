import { describe, expect, it } from 'vitest';
import { VILLAS, getVilla } from '@prana/catalogue';
import type { AvailabilityVillaResponse } from '@prana/contracts';
import { parseAvailabilityQuery } from '@prana/domain';
import { availabilityApiPath, clampIndex, joinListings, readAvailabilityAddress, visibleListings, wrapIndex } from './availability-listings.ts';

const query = (search: string) => parseAvailabilityQuery(new URLSearchParams(search));

const answer = (over: Partial<AvailabilityVillaResponse> & { slug: string }): AvailabilityVillaResponse => ({
  name: over.slug,
  siteId: 'prana-ubud',
  site: 'Prana Ubud',
  capacity: 4,
  baseRate: 9_800_000,
  minStayNights: 2,
  free: true,
  stay: null,
  ...over,
});

describe('availabilityApiPath', () => {
  it('sends the party, site, villa ids and a real date range', () => {
    expect(availabilityApiPath(query('checkIn=2027-01-10&checkOut=2027-01-13&adults=3&children=1&site=prana-ubud&villaIds=a,b&flexible=true'))).toBe(
      '/api/availability?checkIn=2027-01-10&checkOut=2027-01-13&adults=3&children=1&infants=0&site=prana-ubud&villaIds=a%2Cb',
    );
  });

  it('leaves out dates that are missing, invalid or not a range', () => {
    expect(availabilityApiPath(query(''))).toBe('/api/availability?adults=2&children=0&infants=0');
    expect(availabilityApiPath(query('checkIn=2027-02-30&checkOut=2027-03-02'))).toBe('/api/availability?adults=2&children=0&infants=0');
    expect(availabilityApiPath(query('checkIn=2027-03-05&checkOut=2027-03-02'))).toBe('/api/availability?adults=2&children=0&infants=0');
  });

  it('asks nothing when no villa can match', () => {
    expect(availabilityApiPath(query('adults=17'))).toBeNull();
    expect(availabilityApiPath(query('adults=10&children=7'))).toBeNull();
    // An unknown site is read as any site, so it still asks (without a site).
    expect(availabilityApiPath(query('site=prana-beach'))).toBe('/api/availability?adults=2&children=0&infants=0');
    expect(availabilityApiPath(query('villaIds=<x>'))).toBeNull();
  });
});

describe('joinListings and visibleListings', () => {
  const listings = joinListings(
    [
      answer({ slug: 'jungle-loft', siteId: 'prana-jungle', site: 'Prana Jungle', capacity: 2, free: false }),
      answer({ slug: 'ubud-mansion-1', capacity: 10 }),
      answer({ slug: 'palms-2bd-1', siteId: 'prana-palms', site: 'Prana Palms', capacity: 4 }),
      answer({ slug: 'brand-new', siteId: null, site: null, capacity: 2, free: null }),
    ],
    getVilla,
  );

  it('joins the catalogue, keeps the api order and derives traits and images', () => {
    expect(listings.map((listing) => listing.slug)).toEqual(['jungle-loft', 'ubud-mansion-1', 'palms-2bd-1', 'brand-new']);
    expect(listings[0]!.catalogue).toBe(VILLAS.find((villa) => villa.id === 'jungle-loft'));
    expect(listings[0]!.images).toHaveLength(10);
    expect(listings[0]!.traits).toEqual(['romance', 'wellness']);
    expect(listings[1]!.traits).toEqual(['wellness', 'celebration']);
    expect(listings[3]).toMatchObject({ catalogue: null, images: [], siteId: null });
  });

  it('shows free and unjudged villas with every chosen trait, and counts the booked ones', () => {
    expect(visibleListings(listings, []).shown.map((listing) => listing.slug)).toEqual(['ubud-mansion-1', 'palms-2bd-1', 'brand-new']);
    expect(visibleListings(listings, []).booked).toBe(1);
    expect(visibleListings(listings, ['romance']).shown.map((listing) => listing.slug)).toEqual(['brand-new']);
    expect(visibleListings(listings, ['romance', 'wellness']).shown.map((listing) => listing.slug)).toEqual(['brand-new']);
    expect(visibleListings(listings, ['celebration', 'family'])).toEqual({ shown: [], booked: 0 });
    expect(visibleListings(listings, ['family']).booked).toBe(0);
  });
});

describe('indexes', () => {
  it('clamps to the list and wraps both ways', () => {
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(4, 0)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(9, 1, 10)).toBe(0);
  });
});

describe('readAvailabilityAddress', () => {
  const today = '2030-05-10';
  const read = (search: string) => readAvailabilityAddress(new URLSearchParams(search), today);

  it('keeps a real stay and searches it', () => {
    const address = read('checkIn=2030-05-10&checkOut=2030-05-12');
    expect(address.datesError).toBeNull();
    expect(address.query.checkIn).toBe('2030-05-10');
  });

  it('sets aside dates that make no stay, saying why, and searches without them', () => {
    expect(read('checkIn=2030-05-09&checkOut=2030-05-12').datesError).toBe('checkInPast');
    expect(read('checkIn=2030-05-12&checkOut=2030-05-12').datesError).toBe('minimumStay');
    expect(read('checkIn=2030-05-12&checkOut=2030-05-13').datesError).toBe('minimumStay');
    expect(read('checkIn=2030-05-12').datesError).toBe('datesRequired');
    const short = read('checkIn=2030-05-12&checkOut=2030-05-13');
    expect(short.asked.checkIn).toBe('2030-05-12');
    expect(short.query).toMatchObject({ checkIn: null, checkOut: null, stayLength: 0 });
  });

  it('without dates is a flexible search, not an error', () => {
    expect(read('adults=3').datesError).toBeNull();
  });
});
