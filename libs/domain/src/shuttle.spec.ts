import { describe, expect, it } from 'vitest';
import { clampSeats, isSeatOptionAvailable } from './shuttle.ts';

describe('shuttle seats', () => {
  it('disables an option that exceeds the seats remaining', () => {
    expect(isSeatOptionAvailable(2, 2)).toBe(true);
    expect(isSeatOptionAvailable(3, 2)).toBe(false);
    expect(isSeatOptionAvailable(1, 0)).toBe(false);
  });

  it('clamps the chosen seats between 1 and what the new departure has', () => {
    expect(clampSeats(4, 2)).toBe(2);
    expect(clampSeats(1, 7)).toBe(1);
    expect(clampSeats(3, 0)).toBe(1);
  });
});
