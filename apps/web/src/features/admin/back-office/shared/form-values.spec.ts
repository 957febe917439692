import { describe, expect, it } from 'vitest';
import { amountFrom, noteFrom } from './form-values.ts';

describe('form values', () => {
  it('sends blank amounts as absent and anything typed as the number, for the api to judge', () => {
    expect(amountFrom('')).toBeUndefined();
    expect(amountFrom('  ')).toBeUndefined();
    expect(amountFrom('2500000')).toBe(2_500_000);
    expect(amountFrom('1.5')).toBe(1.5);
    expect(amountFrom('0')).toBe(0);
  });

  it('stores blank notes as none', () => {
    expect(noteFrom('  ')).toBeNull();
    expect(noteFrom(' Check the pump ')).toBe(' Check the pump ');
  });
});
