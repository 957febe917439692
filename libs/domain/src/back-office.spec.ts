import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LOG_LIMITS,
  EMPLOYEE_HISTORY_LIMIT,
  UNDO_HISTORY_LIMIT,
  percentShares,
} from './back-office.ts';

describe('back-office limits', () => {
  it('keep 10 undos, 20, 25 and 30 log entries and 12 history entries', () => {
    expect(UNDO_HISTORY_LIMIT).toBe(10);
    expect(ACTIVITY_LOG_LIMITS).toEqual({ expenses: 20, maintenance: 25, team: 30, replies: 20, pricing: 20, rota: 20, offerings: 30 });
    expect(EMPLOYEE_HISTORY_LIMIT).toBe(12);
  });
});

describe('percentShares', () => {
  it('rounds to whole percentages that add up to 100', () => {
    expect(percentShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentShares([45, 18, 14, 12, 11])).toEqual([45, 18, 14, 12, 11]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
  });

  it('always adds up to 100 when something was spent', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 8 }), (amounts) => {
        const shares = percentShares(amounts);
        const total = shares.reduce((sum, share) => sum + share, 0);
        return amounts.some((amount) => amount > 0) ? total === 100 : total === 0;
      }),
    );
  });
});
