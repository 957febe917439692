import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSiteId, isVillaTrait, matchesTraits, SITE_IDS, VILLA_TRAITS, villaTraits, type VillaTrait } from './traits.ts';

describe('villaTraits', () => {
  it('lists the traits in display order', () => {
    expect(VILLA_TRAITS).toEqual(['romance', 'wellness', 'celebration', 'family']);
  });

  it('derives the catalogue examples', () => {
    expect(villaTraits({ siteId: 'prana-jungle', capacity: 2 })).toEqual(['romance', 'wellness']);
    expect(villaTraits({ siteId: 'prana-ubud', capacity: 4 })).toEqual(['wellness', 'family']);
    expect(villaTraits({ siteId: 'prana-ubud', capacity: 10 })).toEqual(['wellness', 'celebration']);
    expect(villaTraits({ siteId: 'prana-palms', capacity: 2 })).toEqual(['romance']);
    expect(villaTraits({ siteId: 'prana-palms', capacity: 4 })).toEqual(['family']);
  });

  it('gives a capacity of 7 no size trait', () => {
    expect(villaTraits({ siteId: 'prana-palms', capacity: 7 })).toEqual([]);
  });

  it('follows the thresholds for every capacity and site', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.constantFrom(...SITE_IDS), (capacity, siteId) => {
        const traits = villaTraits({ siteId, capacity });
        return (
          traits.includes('celebration') === capacity >= 8 &&
          traits.includes('family') === (capacity >= 4 && capacity <= 6) &&
          traits.includes('romance') === capacity <= 3 &&
          traits.includes('wellness') === (siteId !== 'prana-palms') &&
          traits.every((trait, index) => index === 0 || VILLA_TRAITS.indexOf(traits[index - 1] as VillaTrait) < VILLA_TRAITS.indexOf(trait))
        );
      }),
    );
  });
});

describe('matchesTraits', () => {
  it('needs every selected trait', () => {
    expect(matchesTraits(['romance', 'wellness'], ['romance', 'wellness'])).toBe(true);
    expect(matchesTraits(['romance', 'wellness'], ['romance', 'family'])).toBe(false);
  });

  it('matches everything with no selection', () => {
    expect(matchesTraits([], [])).toBe(true);
  });

  it('is true exactly when selected is a subset', () => {
    const traits = fc.subarray([...VILLA_TRAITS]);
    fc.assert(
      fc.property(traits, traits, (has, selected) => matchesTraits(has, selected) === selected.every((t) => has.includes(t))),
    );
  });
});

describe('guards', () => {
  it('recognise traits and sites', () => {
    expect(isVillaTrait('family')).toBe(true);
    expect(isVillaTrait('party')).toBe(false);
    expect(isSiteId('prana-ubud')).toBe(true);
    expect(isSiteId('any')).toBe(false);
  });
});
