import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultPaymentMethod,
  loyaltyDiscount,
  loyaltyDiscountRate,
  loyaltyTier,
  outstandingBalance,
  sanitizeLast4,
  settleAll,
  settleCharge,
  settledTotal,
  type ChargeStatus,
} from './billing.ts';

describe('loyalty', () => {
  it('is Gold above one stay, Explorer otherwise', () => {
    expect(loyaltyTier(1)).toBe('Explorer');
    expect(loyaltyTier(2)).toBe('Gold');
    expect(loyaltyDiscountRate('Gold')).toBe(0.1);
    expect(loyaltyDiscountRate(loyaltyTier(0))).toBe(0);
  });

  it('discounts the outstanding balance by the rate, in whole rupiah', () => {
    expect(loyaltyDiscount(920_000, 0.1)).toBe(92_000);
    expect(loyaltyDiscount(555, 0.1)).toBe(56);
    expect(loyaltyDiscount(920_000, 0)).toBe(0);
  });
});

describe('charges', () => {
  const charges = [
    { id: 'a', amount: 550_000, status: 'pending' as ChargeStatus },
    { id: 'b', amount: 950_000, status: 'settled' as ChargeStatus },
    { id: 'c', amount: 420_000, status: 'pending' as ChargeStatus },
    { id: 'd', amount: 0, status: 'complimentary' as ChargeStatus },
  ];

  it('sums the pending and settled charges', () => {
    expect(outstandingBalance(charges)).toBe(970_000);
    expect(settledTotal(charges)).toBe(950_000);
  });

  it('settles pending charges only', () => {
    expect(settleCharge(charges[0]!)).toEqual({ id: 'a', amount: 550_000, status: 'settled' });
    expect(settleCharge(charges[3]!)).toBe(charges[3]);
  });

  it('leaves nothing outstanding after settling all, and keeps the grand total', () => {
    const charge = fc.record({ amount: fc.nat(5_000_000), status: fc.constantFrom<ChargeStatus>('pending', 'settled', 'complimentary') });
    fc.assert(
      fc.property(fc.array(charge), (list) => {
        const after = settleAll(list);
        return outstandingBalance(after) === 0 && settledTotal(after) === settledTotal(list) + outstandingBalance(list);
      }),
    );
  });
});

describe('payment methods', () => {
  it('keep up to four digits of last4', () => {
    expect(sanitizeLast4('42-4x2 99')).toBe('4242');
    expect(sanitizeLast4('ab')).toBe('');
  });

  it('preselect the default, else the first', () => {
    type Method = { id: string; isDefault?: boolean };
    const withDefault: Method[] = [{ id: 'a' }, { id: 'b', isDefault: true }];
    const withoutDefault: Method[] = [{ id: 'a' }, { id: 'b', isDefault: false }];
    expect(defaultPaymentMethod(withDefault)?.id).toBe('b');
    expect(defaultPaymentMethod(withoutDefault)?.id).toBe('a');
    expect(defaultPaymentMethod<Method>([])).toBeNull();
  });
});
