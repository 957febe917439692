import { describe, expect, it } from 'vitest';
import { changedKeys, signaturesOf } from './changed-keys.ts';

describe('changedKeys', () => {
  const rows = [
    { id: 'a', spent: 1 },
    { id: 'b', spent: 2 },
  ];
  const signatures = signaturesOf(rows, (row) => row.id, (row) => [row.spent]);

  it('highlights nothing on the first data', () => {
    expect(changedKeys(null, signatures)).toEqual([]);
  });

  it('finds new rows and rows whose values changed, not the unchanged ones', () => {
    const next = signaturesOf([{ id: 'a', spent: 1 }, { id: 'b', spent: 5 }, { id: 'c', spent: 0 }], (row) => row.id, (row) => [row.spent]);
    expect(changedKeys(signatures, next)).toEqual(['b', 'c']);
    expect(changedKeys(next, next)).toEqual([]);
  });
});
