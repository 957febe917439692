import { describe, expect, it } from 'vitest';
import { isLang, LANGS } from './lang.ts';

describe('languages', () => {
  it('are English then Indonesian', () => {
    expect(LANGS).toEqual(['en', 'id']);
    expect(isLang('id')).toBe(true);
    expect(isLang('fr')).toBe(false);
  });
});
