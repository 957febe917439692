import { useCallback } from 'react';
import type { StoredText } from '@prana/domain';
import { renderText } from '@prana/catalogue';
import { useLanguage } from './use-language.ts';

// Apart from use-language.ts: rendering a stored text needs the whole guest catalogue, which pages
// that only switch language (the landing page) must not download.

/**
 * Shows a stored text (a request title, a notification, notes) in the active language, through
 * the catalogue's one rendering path. `const text = useStoredText(); text(request.titleText)`
 */
export function useStoredText(): (text: StoredText) => string {
  const { language } = useLanguage();
  return useCallback((text: StoredText) => renderText(text, language), [language]);
}
