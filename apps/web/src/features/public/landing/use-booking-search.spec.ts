import { describe, expect, it } from 'vitest';
import { villasOfSite } from '@prana/catalogue';
import { availabilityUrl, initialBookingSearch } from './use-booking-search.ts';

describe('initialBookingSearch', () => {
  it('starts with two adults, all retreats and no dates', () => {
    expect(initialBookingSearch(null)).toEqual({
      checkIn: null,
      checkOut: null,
      guests: { adults: 2, children: 0, infants: 0, childrenAges: [], infantAges: [] },
      villaSite: 'any',
      selectedVillas: [],
      flexibleDates: false,
    });
  });

  it('takes a carried search as given, ages sized to the party, an estate with all its villas unless some are named', () => {
    const all = initialBookingSearch({ checkIn: '2027-03-01', checkOut: '2027-03-04', adults: 17, children: 2, childrenAges: [5], site: 'prana-palms', flexible: true });
    expect(all.guests).toEqual({ adults: 17, children: 2, infants: 0, childrenAges: [5, null], infantAges: [] });
    expect(all.selectedVillas).toEqual(villasOfSite('prana-palms').map((villa) => villa.id));
    expect(all.flexibleDates).toBe(true);
    expect(initialBookingSearch({ checkIn: null, checkOut: null, site: 'prana-palms', villaIds: ['palms-2bd-1', 'jungle-loft'] }).selectedVillas).toEqual(['palms-2bd-1']);
    expect(initialBookingSearch({ checkIn: null, checkOut: null, site: 'nowhere' }).villaSite).toBe('any');
  });
});

describe('availabilityUrl', () => {
  it('sends the /availability parameters', () => {
    const search = initialBookingSearch({ checkIn: '2027-03-01', checkOut: '2027-03-04', adults: 2, children: 1, childrenAges: [6], site: 'prana-jungle', villaIds: ['jungle-loft'], flexible: true });
    expect(availabilityUrl(search)).toBe(
      '/availability?checkIn=2027-03-01&checkOut=2027-03-04&adults=2&children=1&infants=0&childrenAges=6&site=prana-jungle&villaIds=jungle-loft&flexible=true',
    );
  });
});
