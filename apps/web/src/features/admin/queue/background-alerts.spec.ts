import { describe, expect, it } from 'vitest';
import { titleWithCount } from './background-alerts.ts';

describe('titleWithCount', () => {
  it('puts the count in front of the title, replaces an earlier count, and clears it at zero', () => {
    expect(titleWithCount('Operations HQ · Prana', 1)).toBe('(1) Operations HQ · Prana');
    expect(titleWithCount('(1) Operations HQ · Prana', 3)).toBe('(3) Operations HQ · Prana');
    expect(titleWithCount('(3) Operations HQ · Prana', 0)).toBe('Operations HQ · Prana');
  });
});
