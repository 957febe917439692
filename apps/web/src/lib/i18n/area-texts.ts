/**
 * The texts of each area (both languages in one chunk, so a language switch never waits for the
 * network), loaded on first use: by `loadTexts` in i18n.ts, and early by the entry (app/main.tsx)
 * when the address already says which area opens.
 */
export const AREA_TEXT_MODULES = {
  guest: () => import('./guest.ts'),
  admin: () => import('./admin.ts'),
  sync: () => import('./sync.ts'),
  backOffice: () => import('./back-office.ts'),
};
