import { describe, expect, it } from 'vitest';
import { conversionPercent, funnelConversions } from './funnel.ts';

describe('conversionPercent', () => {
  it('is the later count as a share of the earlier one, one decimal', () => {
    expect(conversionPercent(3, 1)).toBe(33.3);
    expect(conversionPercent(8, 8)).toBe(100);
    expect(conversionPercent(200, 1)).toBe(0.5);
  });

  it('is null when the earlier step counted nothing', () => {
    expect(conversionPercent(0, 0)).toBeNull();
    expect(conversionPercent(0, 2)).toBeNull();
  });
});

describe('funnelConversions', () => {
  it('pairs each step with the one before it', () => {
    expect(funnelConversions({ search: 40, view: 10, request: 2, booking: 1 })).toEqual([
      { from: 'search', to: 'view', percent: 25 },
      { from: 'view', to: 'request', percent: 20 },
      { from: 'request', to: 'booking', percent: 50 },
    ]);
  });
});
