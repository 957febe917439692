import { describe, expect, it } from 'vitest';
import { parseAvailabilityQuery, toAvailabilityParams } from './availability-query.ts';

describe('parseAvailabilityQuery', () => {
  it('falls back to the defaults for an empty query', () => {
    expect(parseAvailabilityQuery(new URLSearchParams())).toEqual({
      checkIn: null,
      checkOut: null,
      stayLength: 0,
      adults: 2,
      children: 0,
      infants: 0,
      childrenAges: [],
      infantAges: [],
      site: 'any',
      villaIds: [],
      flexible: false,
    });
  });

  it('reads a full query from URLSearchParams', () => {
    const query = parseAvailabilityQuery(
      new URLSearchParams(
        'checkIn=2025-07-01&checkOut=2025-07-05&adults=3&children=2&infants=1&childrenAges=4,9&infantAges=6&site=prana-ubud&villaIds=a,b&flexible=true',
      ),
    );
    expect(query).toMatchObject({
      checkIn: '2025-07-01',
      checkOut: '2025-07-05',
      stayLength: 4,
      adults: 3,
      children: 2,
      infants: 1,
      childrenAges: [4, 9],
      infantAges: [6],
      site: 'prana-ubud',
      villaIds: ['a', 'b'],
      flexible: true,
    });
  });

  it('reads a plain record such as req.query', () => {
    expect(parseAvailabilityQuery({ adults: '4', site: undefined }).adults).toBe(4);
  });

  it('reads an unknown site as any site, so a stale link still lists villas', () => {
    expect(parseAvailabilityQuery(new URLSearchParams('site=prana-atlantis')).site).toBe('any');
    expect(parseAvailabilityQuery(new URLSearchParams('site=prana-palms')).site).toBe('prana-palms');
  });

  it('nulls invalid dates and gives a stay length of 0', () => {
    const query = parseAvailabilityQuery({ checkIn: '2025-02-30', checkOut: '2025-03-04' });
    expect(query.checkIn).toBeNull();
    expect(query.checkOut).toBe('2025-03-04');
    expect(query.stayLength).toBe(0);
    expect(parseAvailabilityQuery({ checkIn: '2025-03-04', checkOut: '2025-03-01' }).stayLength).toBe(0);
  });

  it('falls back on counts that do not parse and clamps to the minimums', () => {
    const query = parseAvailabilityQuery({ adults: 'many', children: '', infants: 'x' });
    expect([query.adults, query.children, query.infants]).toEqual([2, 0, 0]);
    const low = parseAvailabilityQuery({ adults: '0', children: '-2', infants: '-1' });
    expect([low.adults, low.children, low.infants]).toEqual([1, 0, 0]);
  });

  it('drops non-numeric age entries and empty villa ids', () => {
    const query = parseAvailabilityQuery({ childrenAges: '4,abc,,7', infantAges: 'x,3', villaIds: 'a,,b ' });
    expect(query.childrenAges).toEqual([4, 7]);
    expect(query.infantAges).toEqual([3]);
    expect(query.villaIds).toEqual(['a', 'b']);
  });

  it('treats only "true" as flexible', () => {
    expect(parseAvailabilityQuery({ flexible: 'yes' }).flexible).toBe(false);
    expect(parseAvailabilityQuery({ flexible: 'false' }).flexible).toBe(false);
  });
});

describe('toAvailabilityParams', () => {
  const base = {
    checkIn: '2025-07-01',
    checkOut: '2025-07-05',
    guests: { adults: 2, children: 0, infants: 0, childrenAges: [], infantAges: [] },
    villaSite: 'any',
    selectedVillas: [] as string[],
    flexibleDates: false,
  };

  it('sends only what the search uses', () => {
    expect(toAvailabilityParams(base)).toEqual({
      checkIn: '2025-07-01',
      checkOut: '2025-07-05',
      adults: '2',
      children: '0',
      infants: '0',
    });
  });

  it('adds ages, site, villas and flexible when set, and round-trips through the parser', () => {
    const params = toAvailabilityParams({
      ...base,
      guests: { adults: 2, children: 2, infants: 1, childrenAges: [4, 9], infantAges: [6] },
      villaSite: 'prana-jungle',
      selectedVillas: ['loft', 'honeymoon-1'],
      flexibleDates: true,
    });
    expect(params).toMatchObject({ childrenAges: '4,9', infantAges: '6', site: 'prana-jungle', villaIds: 'loft,honeymoon-1', flexible: 'true' });
    const parsed = parseAvailabilityQuery(new URLSearchParams(params));
    expect(parsed).toMatchObject({ children: 2, childrenAges: [4, 9], infantAges: [6], site: 'prana-jungle', villaIds: ['loft', 'honeymoon-1'], flexible: true, stayLength: 4 });
  });
});
