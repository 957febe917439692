import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLang, type Lang } from '@prana/domain';
import { AREA_TEXT_MODULES, ERROR_TEXT_MODULES, FIRST_TEXT_MODULES } from './i18n/text-modules.ts';
import type { en, Namespace } from './i18n/resources.ts';
import { addressLanguage } from './language-address.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, startingLanguage } from './i18n/starting-language.ts';

export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
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

/** What every page shows; the errors and the areas' texts wait until there is one to show (see `loadTexts`, `loadErrorTexts`). */
const FIRST_NAMESPACES: Namespace[] = ['common', 'public'];

type AreaNamespace = keyof typeof AREA_TEXT_MODULES;

const AREA_TEXTS: Record<AreaNamespace, (language: Lang) => Promise<object>> = {
  guest: (language) => AREA_TEXT_MODULES.guest().then((texts) => (language === 'id' ? texts.guestId : texts.guestEn)),
  admin: (language) => AREA_TEXT_MODULES.admin().then((texts) => (language === 'id' ? texts.adminId : texts.adminEn)),
  sync: (language) => AREA_TEXT_MODULES.sync().then((texts) => (language === 'id' ? texts.syncId : texts.syncEn)),
  backOffice: (language) => AREA_TEXT_MODULES.backOffice().then((texts) => (language === 'id' ? texts.backOfficeId : texts.backOfficeEn)),
};

/** A namespace's texts in one language, from its chunk (i18n/text-modules.ts). */
async function textsOf(language: string, namespace: string): Promise<object> {
  if (!isLang(language)) throw new Error(`No texts in ${language}`);
  if (namespace === 'common' || namespace === 'public') return (await FIRST_TEXT_MODULES[language]())[namespace];
  if (namespace === 'errors') return ERROR_TEXT_MODULES[language]();
  if (namespace in AREA_TEXTS) return AREA_TEXTS[namespace as AreaNamespace](language);
  throw new Error(`No texts for the namespace ${namespace}`);
}

export const i18n = i18next.createInstance();

/**
 * Resolves once the starting language's first texts are in: the app renders after it (start.tsx).
 * Only the reader's language loads: every language has every key (the translations spec), so
 * there is no fallback to load beside it. A change of language loads the other's texts, of every
 * namespace loaded so far, before the pages switch to it.
 */
export const textsReady: Promise<unknown> = i18n
  .use(resourcesToBackend(textsOf))
  .use(initReactI18next)
  .init({
    lng: startingLanguage(),
    fallbackLng: false,
    supportedLngs: ['en', 'id'],
    load: 'currentOnly',
    ns: FIRST_NAMESPACES,
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
 * Loads the texts of the given areas in the active language (a later change of language loads
 * them in the other); the router awaits it beside a route's code, so a page never renders before
 * its texts. Already loaded areas cost nothing.
 */
export async function loadTexts(...namespaces: AreaNamespace[]): Promise<void> {
  if (namespaces.length) await i18n.loadNamespaces(namespaces);
}

/** Whether the error texts of the active language are in (a load that failed counts as loaded for i18next, not here). */
export const errorTextsLoaded = () => i18n.hasResourceBundle(currentLanguage(), 'errors');

/**
 * Loads the error texts in the active language (lib/error-text.ts, lib/api-client.ts): the first
 * error shown asks for them. A load that failed (offline before the service worker kept the file)
 * is never tried again by i18next: the next error tries it again, so no error shows as its code.
 */
export async function loadErrorTexts(): Promise<void> {
  await i18n.loadNamespaces('errors');
  if (!errorTextsLoaded()) await i18n.reloadResources([currentLanguage()], ['errors']);
}

/** The active language as the product knows it (en or id). */
export function currentLanguage(): Lang {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLang(language) ? language : DEFAULT_LANGUAGE;
}
