import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIdr,
  formatIdrCompact,
  formatMillionsAxis,
  formatPercent,
  groupThousands,
  landingStayTotal,
} from './money.ts';

describe('totals', () => {
  it('computes the landing stay total as base rate × nights', () => {
    expect(landingStayTotal(9_800_000, 2)).toBe(19_600_000);
    expect(landingStayTotal(9_800_000, 0)).toBe(0);
  });
});

describe('formatIdr', () => {
  it('groups with dots and has no decimals', () => {
    expect(formatIdr(7_800_000)).toBe('IDR 7.800.000');
    expect(formatIdr(550_000, 'en')).toBe('IDR 550.000');
    expect(formatIdr(0)).toBe('IDR 0');
    expect(formatIdr(999.6)).toBe('IDR 1.000');
  });

  it('uses Rp in Indonesian and a leading minus for negatives', () => {
    expect(formatIdr(7_800_000, 'id')).toBe('Rp 7.800.000');
    expect(formatIdr(-5_000)).toBe('-IDR 5.000');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => formatIdr(Number.NaN)).toThrow(RangeError);
    expect(() => formatIdr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('round-trips: removing the dots gives the rounded amount back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (amount) => {
        const digits = groupThousands(amount);
        return /^\d{1,3}(\.\d{3})*$/.test(digits) && Number(digits.replaceAll('.', '')) === amount;
      }),
    );
  });
});

describe('formatIdrCompact', () => {
  it('shows whole millions without decimals and others with two', () => {
    expect(formatIdrCompact(6_000_000)).toBe('IDR 6M');
    expect(formatIdrCompact(7_800_000)).toBe('IDR 7.80M');
    expect(formatIdrCompact(1_400_000)).toBe('IDR 1.40M');
    expect(formatIdrCompact(16_800_000)).toBe('IDR 16.80M');
    expect(formatIdrCompact(6_999_999)).toBe('IDR 7M');
  });

  it('shows thousands as whole K and small amounts as they are', () => {
    expect(formatIdrCompact(550_000)).toBe('IDR 550K');
    expect(formatIdrCompact(95_000)).toBe('IDR 95K');
    expect(formatIdrCompact(999_600)).toBe('IDR 1M');
    expect(formatIdrCompact(950)).toBe('IDR 950');
    expect(formatIdrCompact(0)).toBe('IDR 0');
  });

  it('uses Rp and a decimal comma in Indonesian', () => {
    expect(formatIdrCompact(7_800_000, 'id')).toBe('Rp 7,80M');
    expect(formatIdrCompact(820_000, 'id')).toBe('Rp 820K');
    expect(formatIdrCompact(-820_000)).toBe('-IDR 820K');
  });

  it('writes every round million as a plain integer', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), (m) => formatIdrCompact(m * 1_000_000) === `IDR ${m}M`));
  });

  it('writes every round thousand below a million as K', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), (k) => formatIdrCompact(k * 1_000) === `IDR ${k}K`));
  });

  it('stays within half a cent of a million of the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 1e12 }), (amount) => {
        const shown = Number(formatIdrCompact(amount).replace('IDR ', '').replace('M', ''));
        return Math.abs(shown * 1_000_000 - amount) <= 5_000;
      }),
    );
  });
});

describe('formatMillionsAxis', () => {
  it('labels chart axes in millions', () => {
    expect(formatMillionsAxis(360_000_000)).toBe('360 M');
    expect(formatMillionsAxis(1_500_000)).toBe('1.5 M');
    expect(formatMillionsAxis(1_500_000, 'id')).toBe('1,5 M');
    expect(formatMillionsAxis(0)).toBe('0 M');
  });
});

describe('formatPercent', () => {
  it('shows occupancy to one decimal and discounts rounded', () => {
    expect(formatPercent(0.8234)).toBe('82.3%');
    expect(formatPercent(0.1, 0)).toBe('10%');
    expect(formatPercent(0.825, 1, 'id')).toBe('82,5%');
  });
});
