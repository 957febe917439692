import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('is n/a when zero or missing', () => {
    expect(formatDuration(0)).toBe('n/a');
    expect(formatDuration(null)).toBe('n/a');
    expect(formatDuration(undefined)).toBe('n/a');
    expect(formatDuration(Number.NaN)).toBe('n/a');
    expect(formatDuration(-5)).toBe('n/a');
  });

  it('shows milliseconds below a second', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(1)).toBe('1 ms');
  });

  it('shows seconds with one decimal below a minute', () => {
    expect(formatDuration(4_200)).toBe('4.2 s');
    expect(formatDuration(1_000)).toBe('1.0 s');
    expect(formatDuration(999.6)).toBe('1.0 s');
    expect(formatDuration(59_900)).toBe('59.9 s');
  });

  it('shows minutes from a minute up', () => {
    expect(formatDuration(150_000)).toBe('2.5 min');
    expect(formatDuration(59_960)).toBe('1.0 min');
  });

  it('has Indonesian units', () => {
    expect(formatDuration(4_200, 'id')).toBe('4,2 dtk');
    expect(formatDuration(150_000, 'id')).toBe('2,5 mnt');
    expect(formatDuration(0, 'id')).toBe('t/a');
  });

  it('picks the unit by size', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e8, noNaN: true }), (ms) => {
        const text = formatDuration(ms);
        const unit = text.split(' ')[1];
        return ms < 999.5 ? unit === 'ms' : ms < 59_950 ? unit === 's' : unit === 'min';
      }),
    );
  });
});
