import { describe, expect, it } from 'vitest';
import { fillPlaceholders, hasForbiddenControlCharacter } from './text.ts';

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

  it('refuses the bidirectional overrides and isolates that make a text read otherwise, in every field', () => {
    for (const mark of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(hasForbiddenControlCharacter(`Villa ${mark}fdp.exe`, 'title'), JSON.stringify(mark)).toBe(true);
      expect(hasForbiddenControlCharacter(`Villa ${mark}fdp.exe`, 'notes'), JSON.stringify(mark)).toBe(true);
    }
    // Right-to-left text itself, and the plain marks (U+200E, U+200F), stay allowed.
    expect(hasForbiddenControlCharacter('مرحبا \u200F', 'fullName')).toBe(false);
  });
});

describe('fillPlaceholders', () => {
  it('fills each placeholder from its value, trimmed, and keeps the ones without a value for the reader to complete', () => {
    expect(fillPlaceholders('Thank you, {guest}. Towels to {villa} at {time}.', { guest: ' Dewi ', villa: 'Treetop 1', time: '18:00' })).toBe(
      'Thank you, Dewi. Towels to Treetop 1 at 18:00.',
    );
    expect(fillPlaceholders('At {time}, {guest}: {count} left.', { guest: '  ', time: null, count: 0 })).toBe('At {time}, {guest}: 0 left.');
    expect(fillPlaceholders('{unknown} and {guest}', { guest: 'Dewi' })).toBe('{unknown} and Dewi');
    expect(fillPlaceholders('No placeholders.', { guest: 'x' })).toBe('No placeholders.');
  });
});
