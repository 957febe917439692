import { describe, expect, it } from 'vitest';
import { maskBookingCode, normalizeBookingCode, normalizeUsername } from './sign-in.ts';

describe('sign-in names', () => {
  it('folds look-alike spellings onto the stored form (NFKC, then case)', () => {
    expect(normalizeBookingCode(' prn-2401 ')).toBe('PRN-2401');
    expect(normalizeBookingCode('PRN-ſ401')).toBe('PRN-S401');
    expect(normalizeBookingCode('ＰＲＮ－２４０１')).toBe('PRN-2401');
    expect(normalizeUsername(' Manager ')).toBe('manager');
    expect(normalizeUsername('manaſer')).toBe('manaser');
    expect(normalizeUsername('ｍａｎａｇｅｒ')).toBe('manager');
  });

  it('masks a booking code down to its prefix and last two characters', () => {
    expect(maskBookingCode('PRN-2402')).toBe('PRN-••02');
    expect(maskBookingCode('PRN-AB3C9K')).toBe('PRN-••••9K');
    expect(maskBookingCode('AB')).toBe('AB');
  });
});
