import { describe, expect, it } from 'vitest';
import { formatBaliTime } from './bali-time.ts';

describe('formatBaliTime', () => {
  it('shows a moment on Bali’s clock, whatever zone the timestamp names', () => {
    // 23:30 UTC is 07:30 the next morning in Bali.
    expect(formatBaliTime('2026-11-21T23:30:00Z', 'en-GB')).toBe('07:30');
    expect(formatBaliTime('2026-11-22T07:30:00+08:00', 'en-GB')).toBe('07:30');
    expect(formatBaliTime('2026-11-21T23:30:00Z', 'en-GB', { withDay: true })).toBe('22 Nov, 07:30');
    expect(formatBaliTime('2026-11-21T23:30:00Z', 'id-ID', { withDay: true })).toMatch(/^22 Nov,? 07\.30$/);
  });

  it('answers null for text that is not a moment', () => {
    expect(formatBaliTime('tomorrow', 'en-GB')).toBeNull();
  });
});
