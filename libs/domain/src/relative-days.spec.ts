import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import { relativeDayLabel, relativeDays, relativeDayText } from './relative-days.ts';

const now = new Date('2025-06-15T02:00:00Z'); // 10:00 in Bali

describe('relativeDayLabel', () => {
  it('names the nearby days in English', () => {
    expect(relativeDayLabel('2025-06-18', now)).toBe('In 3 days');
    expect(relativeDayLabel('2025-06-16', now)).toBe('Tomorrow');
    expect(relativeDayLabel('2025-06-15', now)).toBe('Today');
    expect(relativeDayLabel('2025-06-14', now)).toBe('Yesterday');
    expect(relativeDayLabel('2025-06-10', now)).toBe('5 days ago');
  });

  it('names them in Indonesian', () => {
    const lang = { lang: 'id' as const };
    expect(relativeDayLabel('2025-06-18', now, lang)).toBe('Dalam 3 hari');
    expect(relativeDayLabel('2025-06-16', now, lang)).toBe('Besok');
    expect(relativeDayLabel('2025-06-15', now, lang)).toBe('Hari ini');
    expect(relativeDayLabel('2025-06-14', now, lang)).toBe('Kemarin');
    expect(relativeDayLabel('2025-06-10', now, lang)).toBe('5 hari lalu');
  });

  it('reads timestamps as Bali calendar days', () => {
    // 17:00Z on the 15th is 01:00 on the 16th in Bali.
    expect(relativeDayLabel('2025-06-15T17:00:00Z', now)).toBe('Tomorrow');
    expect(relativeDayLabel('2025-06-15T17:00:00Z', now, { utcOffsetMinutes: 0 })).toBe('Today');
    // Late evening UTC is already the next day in Bali.
    expect(relativeDayLabel('2025-06-16', new Date('2025-06-15T20:00:00Z'))).toBe('Today');
  });

  it('accepts a date string as now', () => {
    expect(relativeDayLabel('2025-06-16', '2025-06-15')).toBe('Tomorrow');
  });

  it('is null for unreadable input', () => {
    expect(relativeDayLabel('next week', now)).toBeNull();
    expect(relativeDays('2025-06-16T10:00:00', now)).toBeNull();
  });

  it('matches the day offset for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), (offset) => relativeDays(addDays('2025-06-15', offset), now) === offset),
    );
    expect(relativeDayText(2)).toBe('In 2 days');
    expect(relativeDayText(-2)).toBe('2 days ago');
  });
});
