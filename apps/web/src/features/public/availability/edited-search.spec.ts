import { describe, expect, it } from 'vitest';
import { applyEditedSearch } from './edited-search.ts';

describe('applyEditedSearch', () => {
  it('rewrites dates and counts and keeps site, villa ids and flexible', () => {
    const current = new URLSearchParams('site=prana-ubud&villaIds=a,b&flexible=true&checkIn=2027-01-01&checkOut=2027-01-04&adults=2');
    const next = applyEditedSearch(current, { checkIn: '2027-02-01', checkOut: '2027-02-05', adults: 4, children: 1, infants: 0 });
    expect(Object.fromEntries(next)).toEqual({
      site: 'prana-ubud',
      villaIds: 'a,b',
      flexible: 'true',
      checkIn: '2027-02-01',
      checkOut: '2027-02-05',
      adults: '4',
      children: '1',
      infants: '0',
    });
  });

  it('drops cleared dates, keeps counts at their minimums and one age per child and infant', () => {
    const current = new URLSearchParams('checkIn=2027-01-01&checkOut=2027-01-04&childrenAges=4,7,9&infantAges=3');
    const next = applyEditedSearch(current, { checkIn: '', checkOut: '', adults: 0, children: 2, infants: -1 });
    expect(Object.fromEntries(next)).toEqual({ childrenAges: '4,7', adults: '1', children: '2', infants: '0' });
  });
});
