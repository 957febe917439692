import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, type Lang, type StoredText } from '@prana/domain';
import { renderText, type Localized } from '@prana/catalogue';
import { DEFAULT_LANGUAGE } from './i18n.ts';

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
 * Shows a stored text (a request title, a notification, notes) in the active language, through
 * the catalogue's one rendering path. `const text = useStoredText(); text(request.titleText)`
 */
export function useStoredText(): (text: StoredText) => string {
  const { language } = useLanguage();
  return useCallback((text: StoredText) => renderText(text, language), [language]);
}
