import { describe, expect, it } from 'vitest';
import { normalizeBookingCode, normalizeUsername } from './sign-in.ts';

describe('sign-in names', () => {
  it('folds look-alike spellings onto the stored form (NFKC, then case)', () => {
    expect(normalizeBookingCode(' prn-2401 ')).toBe('PRN-2401');
    expect(normalizeBookingCode('PRN-ſ401')).toBe('PRN-S401');
    expect(normalizeBookingCode('ＰＲＮ－２４０１')).toBe('PRN-2401');
    expect(normalizeUsername(' Manager ')).toBe('manager');
    expect(normalizeUsername('manaſer')).toBe('manaser');
    expect(normalizeUsername('ｍａｎａｇｅｒ')).toBe('manager');
  });
});
