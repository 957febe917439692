import { describe, expect, it } from 'vitest';
import { hasForbiddenControlCharacter } from './text.ts';

describe('hasForbiddenControlCharacter', () => {
  it('refuses NUL and other control characters everywhere, and line breaks and tabs outside notes', () => {
    for (const value of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085']) {
      expect(hasForbiddenControlCharacter(value, 'fullName'), JSON.stringify(value)).toBe(true);
      expect(hasForbiddenControlCharacter(value, 'notes'), JSON.stringify(value)).toBe(true);
    }
    expect(hasForbiddenControlCharacter('two\nlines\tand a tab\r\n', 'notes')).toBe(false);
    expect(hasForbiddenControlCharacter('two\nlines', 'fullName')).toBe(true);
    expect(hasForbiddenControlCharacter('Ayu Lestari — Café ☀️', 'fullName')).toBe(false);
  });
});
