import { describe, expect, it } from 'vitest';
import * as catalogue from '@prana/catalogue';
import { formatTime } from '@prana/domain';
import { en, id } from './resources.ts';

type Tree = { [key: string]: string | Tree };

/** Every string held by a value (objects and arrays walked, functions skipped). */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((item) => stringsIn(item, seen));
}

/** A clock time written with a dot ("15.00"), as Indonesian prose often does; not 1.500 or 0.15. */
const DOTTED_CLOCK_TIME = /(?<!\d)(?<!\d[.,])(?:[01]?\d|2[0-3])\.[0-5]\d(?!\d|[.,]\d)/;

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('has the same keys in English and Indonesian', () => {
    expect(leaves(id).map(([key]) => key)).toEqual(leaves(en).map(([key]) => key));
  });

  it('has no empty text, and the same placeholders in both languages', () => {
    const idTexts = new Map(leaves(id));
    for (const [key, text] of leaves(en)) {
      const translated = idTexts.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('writes clock times as formatTime shows them, HH:mm with a colon, in both languages and in the catalogue', () => {
    expect(formatTime('2026-11-30T07:00:00Z')).toBe('15:00');
    const texts = [...leaves(en), ...leaves(id)].map(([, text]) => text).concat(stringsIn(catalogue));
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.filter((text) => DOTTED_CLOCK_TIME.test(text))).toEqual([]);
  });
});
