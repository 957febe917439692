import { describe, expect, it } from 'vitest';
import { en, id } from './resources.ts';

type Tree = { [key: string]: string | Tree };

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
});
