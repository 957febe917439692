import { describe, expect, it } from 'vitest';
import { seededText, seedOf } from './seeded.ts';

describe('seededText', () => {
  const seed = { en: 'Staff wages', id: 'Gaji staf' };

  it('shows a seeded text in the chosen language while it is unchanged', () => {
    expect(seededText('Staff wages', seed, 'id')).toBe('Gaji staf');
    expect(seededText('Staff wages', seed, 'en')).toBe('Staff wages');
  });

  it('shows typed text as typed', () => {
    expect(seededText('Staff wages and tips', seed, 'id')).toBe('Staff wages and tips');
    expect(seededText('Marketing', undefined, 'id')).toBe('Marketing');
  });

  it('finds a seed by key', () => {
    const list = [{ id: 'staff-wages', name: seed }];
    expect(seedOf(list, 'staff-wages')?.name).toBe(seed);
    expect(seedOf(list, null)).toBeUndefined();
    expect(seedOf(list, 'other')).toBeUndefined();
  });
});
