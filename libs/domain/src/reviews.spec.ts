import { describe, expect, it } from 'vitest';
import { reviewDueDate, reviewState } from './reviews.ts';

describe('reviews', () => {
  it('are due six months after the last one', () => {
    expect(reviewDueDate('2025-01-15')).toBe('2025-07-15');
    expect(reviewDueDate('2024-08-31')).toBe('2025-02-28');
  });

  it('are ok more than 30 days ahead', () => {
    expect(reviewState('2025-01-15', '2025-06-14')).toEqual({ dueDate: '2025-07-15', daysRemaining: 31, state: 'ok' });
  });

  it('are due within 30 days, including the due day', () => {
    expect(reviewState('2025-01-15', '2025-06-15').state).toBe('due');
    expect(reviewState('2025-01-15', '2025-07-15')).toMatchObject({ daysRemaining: 0, state: 'due' });
  });

  it('are overdue once the due date has passed', () => {
    expect(reviewState('2025-01-15', '2025-07-16')).toMatchObject({ daysRemaining: -1, state: 'overdue' });
  });

  it('throw on invalid dates', () => {
    expect(() => reviewState('never', '2025-07-16')).toThrow(RangeError);
    expect(() => reviewState('2025-01-15', 'now')).toThrow(RangeError);
  });
});
