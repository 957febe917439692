import { describe, expect, it } from 'vitest';
import { availabilityHref, readSearchState } from './search-state.ts';

describe('readSearchState', () => {
  it('keeps well-typed fields of a carried search and drops the rest', () => {
    expect(readSearchState({ search: { checkIn: '2027-03-01', checkOut: 'soon', adults: 3, children: -1, infants: 1.5, childrenAges: [4, 'x'], site: 'prana-ubud', villaIds: ['a', 2], flexible: 'yes' } })).toEqual({
      checkIn: '2027-03-01',
      checkOut: null,
      adults: 3,
      childrenAges: [4, null],
      site: 'prana-ubud',
      villaIds: ['a'],
    });
  });

  it('is null when there is no search in the state', () => {
    expect(readSearchState(null)).toBeNull();
    expect(readSearchState({ other: 1 })).toBeNull();
    expect(readSearchState({ search: 'text' })).toBeNull();
  });
});

describe('availabilityHref', () => {
  it('carries dates and party, with the page’s own site and villa filter', () => {
    const carried = { checkIn: '2027-03-01', checkOut: '2027-03-04', adults: 3, children: 1, infants: 0, site: 'prana-jungle', villaIds: ['x'] };
    expect(availabilityHref(carried, { site: 'prana-ubud', villaIds: ['ubud-lux-1'] })).toBe(
      '/availability?checkIn=2027-03-01&checkOut=2027-03-04&adults=3&children=1&infants=0&site=prana-ubud&villaIds=ubud-lux-1',
    );
    expect(availabilityHref(null, { site: 'prana-palms', villaIds: [] })).toBe('/availability?site=prana-palms');
    expect(availabilityHref(null)).toBe('/availability');
  });

  it("keeps the children's and infants' ages, one per counted child, unknown ones left out", () => {
    const carried = { checkIn: null, checkOut: null, adults: 2, children: 2, infants: 1, childrenAges: [4, 9, 11], infantAges: [null] };
    expect(availabilityHref(carried, { site: 'prana-ubud' })).toBe('/availability?adults=2&children=2&infants=1&childrenAges=4%2C9&site=prana-ubud');
  });
});

