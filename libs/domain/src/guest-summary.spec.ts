import { describe, expect, it } from 'vitest';
import { guestCountLabel, guestSummary } from './guest-summary.ts';

describe('guestSummary', () => {
  it('pluralises in English', () => {
    expect(guestSummary({ adults: 2, children: 1, infants: 0 }, 'en')).toBe('2 adults, 1 child');
    expect(guestSummary({ adults: 1, children: 2, infants: 1 }, 'en')).toBe('1 adult, 2 children, 1 infant');
    expect(guestSummary({ adults: 3, children: 0, infants: 2 }, 'en')).toBe('3 adults, 2 infants');
  });

  it('uses the uninflected Indonesian nouns', () => {
    expect(guestSummary({ adults: 2, children: 1, infants: 0 }, 'id')).toBe('2 dewasa, 1 anak');
    expect(guestSummary({ adults: 1, children: 3, infants: 2 }, 'id')).toBe('1 dewasa, 3 anak, 2 bayi');
  });

  it('omits zero children and infants but always shows adults', () => {
    expect(guestSummary({ adults: 2, children: 0, infants: 0 })).toBe('2 adults');
  });

  it('labels a single count', () => {
    expect(guestCountLabel('infants', 1)).toBe('1 infant');
    expect(guestCountLabel('children', 0)).toBe('0 children');
  });
});
