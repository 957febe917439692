import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from '@prana/domain';
import type { Localized } from '@prana/catalogue';
import { DEFAULT_LANGUAGE } from './i18n.ts';
import { localizedPath } from './language-address.ts';

/** The active language and a setter that persists it. */
export function useLanguage(): { language: Lang; setLanguage: (language: Lang) => void } {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const language = isLang(active) ? active : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Lang) => void i18n.changeLanguage(next), [i18n]);
  return { language, setLanguage };
}

/**
 * Picks the active language from a catalogue text.
 * `const localize = useLocalized(); localize(villa.highlight)`
 */
export function useLocalized(): (text: Localized) => string {
  const { language } = useLanguage();
  return useCallback((text: Localized) => text[language] || text.en, [language]);
}

/**
 * The address of a public page in the active language (lib/language-address.ts).
 * `const localPath = useLocalizedPath(); <Link to={localPath('/about')}>`
 */
export function useLocalizedPath(): (path: string) => string {
  const { language } = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
