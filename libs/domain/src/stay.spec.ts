import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from './iso-date.ts';
import { stayLength, stayNights, stayStatus } from './stay.ts';

const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2080-01-01T00:00:00Z'), noInvalidDate: true })
  .map(toIsoDate);

describe('stayLength', () => {
  it('counts whole days', () => {
    expect(stayLength('2025-03-10', '2025-03-14')).toBe(4);
    expect(stayLength('2024-02-28', '2024-03-01')).toBe(2);
  });

  it('is 0 for missing, invalid or non-positive ranges', () => {
    expect(stayLength(null, '2025-03-14')).toBe(0);
    expect(stayLength('2025-03-10', undefined)).toBe(0);
    expect(stayLength('2025-02-30', '2025-03-04')).toBe(0);
    expect(stayLength('2025-03-10', '2025-03-10')).toBe(0);
    expect(stayLength('2025-03-10', '2025-03-01')).toBe(0);
  });

  it('equals n for addDays(d, n) and 0 when n <= 0', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, n) => stayLength(date, addDays(date, n)) === Math.max(0, n)),
    );
  });
});

describe('stayNights', () => {
  it('is the day difference, at least 1', () => {
    expect(stayNights('2025-03-10', '2025-03-14')).toBe(4);
    expect(stayNights('2025-03-10', '2025-03-10')).toBe(1);
    expect(stayNights(undefined, undefined)).toBe(1);
  });
});

describe('stayStatus', () => {
  const checkIn = '2025-03-10';
  const checkOut = '2025-03-14';

  it('is upcoming before check-in', () => {
    expect(stayStatus(checkIn, checkOut, '2025-03-09')).toBe('upcoming');
  });

  it('is in residence from check-in to check-out inclusive', () => {
    expect(stayStatus(checkIn, checkOut, '2025-03-10')).toBe('in-residence');
    expect(stayStatus(checkIn, checkOut, '2025-03-12')).toBe('in-residence');
    expect(stayStatus(checkIn, checkOut, '2025-03-14')).toBe('in-residence');
  });

  it('is completed after check-out', () => {
    expect(stayStatus(checkIn, checkOut, '2025-03-15')).toBe('completed');
  });

  it('throws on an invalid date', () => {
    expect(() => stayStatus('2025-03-10', 'later', '2025-03-11')).toThrow(RangeError);
  });

  it('agrees with the day offsets for any stay', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 30 }), fc.integer({ min: -40, max: 70 }), (start, nights, offset) => {
        const status = stayStatus(start, addDays(start, nights), addDays(start, offset));
        const expected = offset < 0 ? 'upcoming' : offset <= nights ? 'in-residence' : 'completed';
        return status === expected;
      }),
    );
  });
});
