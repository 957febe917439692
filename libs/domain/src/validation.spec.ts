import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integerAtLeast, invalid, optionalText, positiveIdrAmount, requiredText, valid } from './validation.ts';

describe('positiveIdrAmount', () => {
  it('accepts whole rupiah above 0, from numbers or numeric strings', () => {
    expect(positiveIdrAmount(550_000)).toEqual({ ok: true, value: 550_000 });
    expect(positiveIdrAmount(' 1200 ')).toEqual({ ok: true, value: 1200 });
  });

  it.each([0, -5, 12.5, '12.5', '', 'abc', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'refuses %j with a code',
    (input) => {
      expect(positiveIdrAmount(input, 'budget', 'budget')).toEqual({
        ok: false,
        code: 'validation.wholeRupiah',
        params: { label: 'budget' },
        field: 'budget',
      });
    },
  );

  it('accepts exactly the positive safe integers', () => {
    fc.assert(fc.property(fc.integer(), (n) => positiveIdrAmount(n).ok === n > 0));
  });
});

describe('integerAtLeast', () => {
  it('checks an integer lower bound', () => {
    expect(integerAtLeast('3', 1, 'recurrence')).toEqual({ ok: true, value: 3 });
    expect(integerAtLeast(0, 1, 'recurrence')).toEqual({ ok: false, code: 'validation.atLeast', params: { label: 'recurrence', min: 1 } });
  });
});

describe('text', () => {
  it('requires non-blank text and trims it', () => {
    expect(requiredText('  Pool pump  ', 'task')).toEqual({ ok: true, value: 'Pool pump' });
    expect(requiredText('   ', 'task', 'task')).toEqual({ ok: false, code: 'validation.required', params: { label: 'task' }, field: 'task' });
    expect(requiredText(42, 'task').ok).toBe(false);
  });

  it('turns blank optional text into undefined', () => {
    expect(optionalText('  ')).toBeUndefined();
    expect(optionalText(' note ')).toBe('note');
    expect(optionalText(undefined)).toBeUndefined();
  });

  it('builds results', () => {
    expect(valid(1)).toEqual({ ok: true, value: 1 });
    expect(invalid('validation.required', { label: 'task' })).toEqual({ ok: false, code: 'validation.required', params: { label: 'task' } });
  });
});
