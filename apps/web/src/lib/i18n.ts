import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLang, type Lang } from '@prana/domain';
import { commonEn, commonId } from './i18n/common.ts';
import { publicEn, publicId } from './i18n/public.ts';
import { errorsEn, errorsId } from './i18n/errors.ts';
import { AREA_TEXT_MODULES } from './i18n/area-texts.ts';
import type { en, Namespace } from './i18n/resources.ts';
import { addressLanguage } from './language-address.ts';

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

/** A public page's address names its language; elsewhere the reader's stored choice applies. */
function startingLanguage(): Lang {
  const pathname = typeof window === 'undefined' ? null : window.location.pathname;
  return (pathname === null ? null : addressLanguage(pathname)) ?? storedLanguage();
}

function remember(language: Lang): void {
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this visit only.
  }
}

/** Texts every visitor needs at once (a server error can reach any page); the rest wait for the area that uses them (see `loadTexts`). */
const BUNDLED = { en: { common: commonEn, public: publicEn, errors: errorsEn }, id: { common: commonId, public: publicId, errors: errorsId } };

type AreaNamespace = Exclude<Namespace, keyof (typeof BUNDLED)['en']>;
type AreaTexts<N extends AreaNamespace> = { en: (typeof en)[N]; id: (typeof en)[N] };

const AREA_TEXTS: { [N in AreaNamespace]: () => Promise<AreaTexts<N>> } = {
  guest: () => AREA_TEXT_MODULES.guest().then((texts) => ({ en: texts.guestEn, id: texts.guestId })),
  admin: () => AREA_TEXT_MODULES.admin().then((texts) => ({ en: texts.adminEn, id: texts.adminId })),
  sync: () => AREA_TEXT_MODULES.sync().then((texts) => ({ en: texts.syncEn, id: texts.syncId })),
  backOffice: () => AREA_TEXT_MODULES.backOffice().then((texts) => ({ en: texts.backOfficeEn, id: texts.backOfficeId })),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: BUNDLED,
  partialBundledLanguages: true,
  lng: startingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'id'],
  ns: Object.keys(BUNDLED.en),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

// The build renders the public pages with this module in Node, where there is no document to label.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  // A public page's address is a choice of language too: the sign-in and the companion keep it.
  if (addressLanguage(window.location.pathname) && isLang(i18n.language)) remember(i18n.language);
  i18n.on('languageChanged', (language) => {
    if (isLang(language)) remember(language);
  });
}

/**
 * Loads the texts of the given areas in both languages; the router awaits it beside a route's code,
 * so a page never renders before its texts. Already loaded areas cost nothing.
 */
export async function loadTexts(...namespaces: AreaNamespace[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle('en', namespace))
      .map(async (namespace) => {
        const texts = await AREA_TEXTS[namespace]();
        i18n.addResourceBundle('en', namespace, texts.en);
        i18n.addResourceBundle('id', namespace, texts.id);
      }),
  );
}

/** The active language as the product knows it (en or id). */
export function currentLanguage(): Lang {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLang(language) ? language : DEFAULT_LANGUAGE;
}
