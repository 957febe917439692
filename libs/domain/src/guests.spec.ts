import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustGuests,
  CHILD_AGE_OPTIONS,
  defaultGuests,
  GUEST_FIELDS,
  INFANT_MONTH_OPTIONS,
  isValidChildAge,
  isValidInfantMonths,
  MAX_GUESTS,
  resizeAges,
  setChildAge,
  setInfantAge,
  totalGuests,
  type Guests,
} from './guests.ts';

const party = (adults: number, children = 0, infants = 0): Guests => ({
  adults,
  children,
  infants,
  childrenAges: resizeAges([], children),
  infantAges: resizeAges([], infants),
});

describe('age options', () => {
  it('offers children 2 to 12 years and infants 0 to 23 months', () => {
    expect(CHILD_AGE_OPTIONS).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(INFANT_MONTH_OPTIONS).toHaveLength(24);
    expect(INFANT_MONTH_OPTIONS[0]).toBe(0);
    expect(INFANT_MONTH_OPTIONS.at(-1)).toBe(23);
  });

  it('validates ages against the same bounds', () => {
    expect(isValidChildAge(2)).toBe(true);
    expect(isValidChildAge(13)).toBe(false);
    expect(isValidChildAge(null)).toBe(false);
    expect(isValidInfantMonths(0)).toBe(true);
    expect(isValidInfantMonths(24)).toBe(false);
    expect(isValidInfantMonths(3.5)).toBe(false);
  });
});

describe('adjustGuests', () => {
  it('starts from 2 adults', () => {
    expect(defaultGuests()).toEqual(party(2));
  });

  it('keeps adults at 1 or more and children / infants at 0 or more', () => {
    expect(adjustGuests(party(1), 'adults', -1).adults).toBe(1);
    expect(adjustGuests(party(2), 'children', -1).children).toBe(0);
    expect(adjustGuests(party(2), 'infants', -3).infants).toBe(0);
  });

  it('ignores an increase above 16 guests', () => {
    const full = party(10, 4, 2);
    expect(adjustGuests(full, 'adults', 1)).toEqual(full);
    expect(adjustGuests(party(15), 'children', 2)).toEqual(party(15));
    expect(adjustGuests(party(15), 'children', 1).children).toBe(1);
  });

  it('keeps the ages lists in step with the counts, preserving picked ages', () => {
    const withChild = setChildAge(adjustGuests(party(2), 'children', 1), 0, 7);
    const twoChildren = adjustGuests(withChild, 'children', 1);
    expect(twoChildren.childrenAges).toEqual([7, null]);
    expect(adjustGuests(twoChildren, 'children', -1).childrenAges).toEqual([7]);
    const infant = adjustGuests(party(2), 'infants', 1);
    expect(infant.infantAges).toEqual([null]);
    expect(setInfantAge(infant, 0, 11).infantAges).toEqual([11]);
  });

  it('ignores an age for a child that does not exist', () => {
    const guests = party(2, 1);
    expect(setChildAge(guests, 3, 5)).toBe(guests);
  });

  it('rejects a fractional step', () => {
    expect(() => adjustGuests(party(2), 'adults', 0.5)).toThrow(RangeError);
  });

  it('never exceeds the cap or the minimums, whatever the steps', () => {
    const step = fc.tuple(fc.constantFrom(...GUEST_FIELDS), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let guests = defaultGuests();
        for (const [field, delta] of steps) {
          guests = adjustGuests(guests, field, delta);
          const ok =
            totalGuests(guests) <= MAX_GUESTS &&
            guests.adults >= 1 &&
            guests.children >= 0 &&
            guests.infants >= 0 &&
            guests.childrenAges.length === guests.children &&
            guests.infantAges.length === guests.infants;
          if (!ok) return false;
        }
        return true;
      }),
    );
  });
});
