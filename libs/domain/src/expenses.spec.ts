import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import { filterExpensesByRange, isInExpenseRange } from './expenses.ts';

const today = '2025-06-15';

describe('isInExpenseRange', () => {
  it('includes 0 to 30 days ago for the 30-day range', () => {
    expect(isInExpenseRange(today, '30d', today)).toBe(true);
    expect(isInExpenseRange('2025-05-16', '30d', today)).toBe(true);
    expect(isInExpenseRange('2025-05-15', '30d', today)).toBe(false);
    expect(isInExpenseRange('2025-05-15', '90d', today)).toBe(true);
  });

  it('excludes future and invalid dates from bounded ranges', () => {
    expect(isInExpenseRange('2025-06-16', '30d', today)).toBe(false);
    expect(isInExpenseRange('2025-02-30', '90d', today)).toBe(false);
  });

  it('counts everything for all time', () => {
    expect(isInExpenseRange('2019-01-01', 'all', today)).toBe(true);
  });

  it('matches the day offset for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200, max: 200 }), (daysAgo) => {
        const date = addDays(today, -daysAgo);
        return (
          isInExpenseRange(date, '30d', today) === (daysAgo >= 0 && daysAgo <= 30) &&
          isInExpenseRange(date, '90d', today) === (daysAgo >= 0 && daysAgo <= 90)
        );
      }),
    );
  });

  it('filters a list in order', () => {
    const items = [{ date: '2025-06-01' }, { date: '2025-01-01' }, { date: 'bad' }, { date: '2025-06-15' }];
    expect(filterExpensesByRange(items, '30d', today)).toEqual([{ date: '2025-06-01' }, { date: '2025-06-15' }]);
  });
});
