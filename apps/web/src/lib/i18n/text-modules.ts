import type { Lang } from '@prana/domain';

/**
 * Where each namespace's texts load from, on first use (lib/i18n.ts's backend) and early by the
 * entry (app/main.tsx), which knows the language and the area from the address. Kept free of heavy
 * imports: the entry loads this file before anything else.
 */

/** What every page shows (`common`, `public`), in one language: a visit loads its own, a switch of language the other. */
export const FIRST_TEXT_MODULES: Record<Lang, () => Promise<{ common: object; public: object }>> = {
  en: () => import('./first-en.ts').then((module) => module.FIRST_TEXTS),
  id: () => import('./first-id.ts').then((module) => module.FIRST_TEXTS),
};

/** The error texts in one language, loaded with the first error there is to show: most visits have none. */
export const ERROR_TEXT_MODULES: Record<Lang, () => Promise<object>> = {
  en: () => import('./errors.ts').then((module) => module.errorsEn),
  id: () => import('./errors-id.ts').then((module) => module.errorsId),
};

/**
 * The texts of each area behind sign-in (both languages in one chunk, so a language switch there
 * never waits for the network), loaded with the area's routes.
 */
export const AREA_TEXT_MODULES = {
  guest: () => import('./guest.ts'),
  admin: () => import('./admin.ts'),
  sync: () => import('./sync.ts'),
  backOffice: () => import('./back-office.ts'),
};
