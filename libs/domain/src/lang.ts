/** The two interface languages of Prana. */
export type Lang = 'en' | 'id';

/** Every language, English first (the default). */
export const LANGS = ['en', 'id'] as const satisfies readonly Lang[];

/** A string in both languages. */
export interface Localized {
  readonly en: string;
  readonly id: string;
}

/** True for `'en'` and `'id'`. */
export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'id';
}
