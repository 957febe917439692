import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, type Lang } from '@prana/domain';
import { en, id } from './i18n/resources.ts';

export const LANGUAGE_STORAGE_KEY = 'prana.language';
export const DEFAULT_LANGUAGE: Lang = 'en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

function storedLanguage(): Lang {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function remember(language: Lang): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en, id },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'id'],
  ns: Object.keys(en),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  if (isLang(language)) remember(language);
});

/** The active language as the product knows it (en or id). */
export function currentLanguage(): Lang {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLang(language) ? language : DEFAULT_LANGUAGE;
}

/** BCP 47 locale for Intl formatting in the chosen language. */
export function localeOf(language: Lang): string {
  return language === 'id' ? 'id-ID' : 'en-ID';
}
