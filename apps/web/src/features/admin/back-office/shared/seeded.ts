import type { Localized } from '@prana/catalogue';
import type { Lang } from '@prana/domain';

/**
 * Seeded rows are stored with their English text and a seed key; while the text is still the
 * seed's, show the seed's text in the chosen language. Text someone changed is shown as typed.
 */
export function seededText(stored: string, seed: Localized | undefined, lang: Lang): string {
  if (!seed || seed.en !== stored) return stored;
  return seed[lang] || stored;
}

/** The seed with this key from a catalogue list, if any. */
export function seedOf<T extends { id: string }>(list: readonly T[], seedKey: string | null): T | undefined {
  return seedKey === null ? undefined : list.find((seed) => seed.id === seedKey);
}
