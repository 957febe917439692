import { isLang, type Lang } from '@prana/domain';
import { addressLanguage } from '../language-address.ts';

export const LANGUAGE_STORAGE_KEY = 'prana.language';
export const DEFAULT_LANGUAGE: Lang = 'en';

function storedLanguage(): Lang {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The language a visit opens in: a public page's address names it; elsewhere the reader's stored
 * choice applies. Read by the entry (app/main.tsx), to start loading that language's texts at
 * once, and by lib/i18n.ts.
 */
export function startingLanguage(): Lang {
  const pathname = typeof window === 'undefined' ? null : window.location.pathname;
  return (pathname === null ? null : addressLanguage(pathname)) ?? storedLanguage();
}
