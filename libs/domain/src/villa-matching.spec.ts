import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterVillas, matchVilla, type MatchCriteria } from './villa-matching.ts';

const villas = [
  { id: 'loft', siteId: 'prana-jungle', capacity: 2 },
  { id: 'treetop-1', siteId: 'prana-ubud', capacity: 4 },
  { id: 'mansion-1', siteId: 'prana-ubud', capacity: 10 },
  { id: 'palms-2bd-1', siteId: 'prana-palms', capacity: 4 },
];

const criteria = (overrides: Partial<MatchCriteria> = {}): MatchCriteria => ({
  adults: 2,
  children: 0,
  infants: 0,
  site: 'any',
  villaIds: [],
  ...overrides,
});

describe('matchVilla', () => {
  it('needs room for adults, children and infants', () => {
    expect(matchVilla(villas[1]!, criteria({ adults: 2, children: 1, infants: 1 }))).toBe(true);
    expect(matchVilla(villas[1]!, criteria({ adults: 2, children: 2, infants: 1 }))).toBe(false);
  });

  it('needs the chosen site only when one is chosen', () => {
    expect(matchVilla(villas[0]!, criteria({ site: 'prana-ubud' }))).toBe(false);
    expect(matchVilla(villas[0]!, criteria({ site: 'any' }))).toBe(true);
  });

  it('needs the id to be listed only when villaIds is given', () => {
    expect(matchVilla(villas[0]!, criteria({ villaIds: ['treetop-1'] }))).toBe(false);
    expect(matchVilla(villas[0]!, criteria({ villaIds: ['loft'] }))).toBe(true);
  });
});

describe('filterVillas', () => {
  it('keeps the matching villas in order', () => {
    expect(filterVillas(villas, criteria({ adults: 4 })).map((v) => v.id)).toEqual(['treetop-1', 'mansion-1', 'palms-2bd-1']);
    expect(filterVillas(villas, criteria({ site: 'prana-ubud' })).map((v) => v.id)).toEqual(['treetop-1', 'mansion-1']);
  });

  it('applies trait chips too', () => {
    expect(filterVillas(villas, criteria(), ['family', 'wellness']).map((v) => v.id)).toEqual(['treetop-1']);
    expect(filterVillas(villas, criteria(), ['celebration']).map((v) => v.id)).toEqual(['mansion-1']);
  });

  it('never lists a villa too small for the party', () => {
    const villa = fc.record({ id: fc.string(), siteId: fc.constant('prana-ubud'), capacity: fc.integer({ min: 0, max: 20 }) });
    const party = fc.record({ adults: fc.integer({ min: 1, max: 16 }), children: fc.nat(8), infants: fc.nat(8) });
    fc.assert(
      fc.property(fc.array(villa), party, (list, p) =>
        filterVillas(list, criteria(p)).every((v) => v.capacity >= p.adults + p.children + p.infants),
      ),
    );
  });
});
