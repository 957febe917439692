import { describe, expect, it } from 'vitest';
import type { Guests } from './guests.ts';
import {
  minimumStayHint,
  minimumStayMessage,
  SEARCH_ERROR_CODES,
  SEARCH_ERROR_MESSAGES,
  stayDatesError,
  validateSearch,
  type SearchInput,
} from './search-validation.ts';

const guests = (overrides: Partial<Guests> = {}): Guests => ({
  adults: 2,
  children: 0,
  infants: 0,
  childrenAges: [],
  infantAges: [],
  ...overrides,
});

const search = (overrides: Partial<SearchInput> = {}): SearchInput => ({
  checkIn: '2025-07-01',
  checkOut: '2025-07-04',
  guests: guests(),
  villaSite: 'any',
  selectedVillas: [],
  siteVillaIds: [],
  today: '2025-06-01',
  ...overrides,
});

describe('validateSearch', () => {
  it('accepts a complete search', () => {
    expect(validateSearch(search())).toBeNull();
  });

  it('asks for dates when one is missing or malformed', () => {
    expect(validateSearch(search({ checkOut: null }))).toEqual({
      code: 'datesRequired',
      message: 'Please select a check-in and checkout date to continue.',
    });
    expect(validateSearch(search({ checkIn: '2025-02-30' }))?.code).toBe('datesRequired');
  });

  it('needs two nights', () => {
    expect(validateSearch(search({ checkOut: '2025-07-02' }))?.message).toBe(
      'Minimum stay is two nights. Select new dates to continue.',
    );
    expect(validateSearch(search({ checkOut: '2025-06-20' }))?.code).toBe('minimumStay');
    expect(validateSearch(search({ checkOut: '2025-07-03' }))).toBeNull();
  });

  it('caps the party at 16', () => {
    expect(validateSearch(search({ guests: guests({ adults: 17 }) }))?.message).toBe(
      'Our largest villas host up to 16 guests. Adjust your party size.',
    );
    expect(validateSearch(search({ guests: guests({ adults: 16 }) }))).toBeNull();
  });

  it('needs a valid age for each child', () => {
    const missing = guests({ children: 2, childrenAges: [4, null] });
    expect(validateSearch(search({ guests: missing }))?.message).toBe('Please select the ages of each child in your party.');
    expect(validateSearch(search({ guests: guests({ children: 1, childrenAges: [] }) }))?.code).toBe('childAgesRequired');
    expect(validateSearch(search({ guests: guests({ children: 1, childrenAges: [13] }) }))?.code).toBe('childAgesRequired');
    expect(validateSearch(search({ guests: guests({ children: 1, childrenAges: [12] }) }))).toBeNull();
  });

  it('needs an age in months for each infant', () => {
    const missing = guests({ infants: 1, infantAges: [null] });
    expect(validateSearch(search({ guests: missing }))?.message).toBe('Please select the ages (in months) of each infant.');
    expect(validateSearch(search({ guests: guests({ infants: 1, infantAges: [0] }) }))).toBeNull();
  });

  it('needs one of the chosen estate’s villas', () => {
    const estate = { villaSite: 'prana-jungle', siteVillaIds: ['loft', 'honeymoon-1'] };
    expect(validateSearch(search({ ...estate, selectedVillas: ['treetop-1'] }))).toEqual({
      code: 'villaRequired',
      message: 'Select at least one villa within your chosen location to continue.',
    });
    expect(validateSearch(search({ ...estate, selectedVillas: ['honeymoon-1'] }))).toBeNull();
    expect(validateSearch(search({ villaSite: 'any', selectedVillas: [] }))).toBeNull();
  });

  it('refuses a check-in before today, today itself is fine', () => {
    expect(validateSearch(search({ today: '2025-07-02' }))).toEqual({
      code: 'checkInPast',
      message: 'Check-in cannot be in the past. Select new dates to continue.',
    });
    expect(validateSearch(search({ today: '2025-07-01' }))).toBeNull();
  });

  it('reports the first failure in order', () => {
    const everythingWrong = search({
      checkOut: '2025-07-02',
      guests: guests({ adults: 20, children: 1, childrenAges: [null] }),
      villaSite: 'prana-ubud',
    });
    expect(validateSearch(everythingWrong)?.code).toBe('minimumStay');
    expect(validateSearch({ ...everythingWrong, checkOut: '2025-07-05' })?.code).toBe('tooManyGuests');
  });

  it('checks stay dates alone for the availability page: missing, past, backwards and too short', () => {
    const today = '2025-06-01';
    expect(stayDatesError(null, '2025-06-05', today)).toBe('datesRequired');
    expect(stayDatesError('2025-05-31', '2025-06-05', today)).toBe('checkInPast');
    expect(stayDatesError('2025-06-05', '2025-06-05', today)).toBe('minimumStay');
    expect(stayDatesError('2025-06-05', '2025-06-03', today)).toBe('minimumStay');
    expect(stayDatesError('2025-06-05', '2025-06-06', today)).toBe('minimumStay');
    expect(stayDatesError('2025-06-01', '2025-06-03', today)).toBeNull();
  });

  it('speaks Indonesian on request, with every code translated', () => {
    expect(validateSearch(search({ checkIn: null }), 'id')?.message).toBe(SEARCH_ERROR_MESSAGES.datesRequired.id);
    for (const code of SEARCH_ERROR_CODES) {
      expect(SEARCH_ERROR_MESSAGES[code].id).not.toBe(SEARCH_ERROR_MESSAGES[code].en);
    }
  });
});

describe('minimum stay hint', () => {
  it('shows for a range shorter than two nights', () => {
    expect(minimumStayHint(1)).toEqual({ minimumNights: 2, nights: 1, message: 'Minimum stay is 2 nights.' });
    expect(minimumStayHint(1, 'id')?.message).toBe('Minimal menginap 2 malam.');
  });

  it('is absent with no range or a long-enough one', () => {
    expect(minimumStayHint(0)).toBeNull();
    expect(minimumStayHint(2)).toBeNull();
  });

  it('uses the singular for one night', () => {
    expect(minimumStayMessage(1)).toBe('Minimum stay is 1 night.');
  });
});
