import { useCallback } from 'react';
import { NOTES_FALLBACK_TEXTS, PRIMARY_GUEST_FALLBACK, type LocalizedText } from '@prana/catalogue';
import { formatBaliTime, parseIsoDate, type Lang } from '@prana/domain';
import { localeOf } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-language.ts';

// Stored fallbacks are English; shown in the guest's language.
const STORED_FALLBACKS: readonly LocalizedText[] = [...Object.values(NOTES_FALLBACK_TEXTS), PRIMARY_GUEST_FALLBACK];

/** A stored fallback text ('No special notes.', 'Primary guest') in the chosen language; anything else as it is. */
function localizedStored(text: string, lang: Lang): string {
  return STORED_FALLBACKS.find((fallback) => fallback.en === text)?.[lang] ?? text;
}

/** Formatters for the chosen language (dates in the en-ID / id-ID locale, times in Bali). */
export function useGuestFormat() {
  const { language } = useLanguage();
  const locale = localeOf(language);
  const date = useCallback(
    (iso: string) => {
      const parsed = parseIsoDate(iso);
      return parsed ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(parsed) : iso;
    },
    [locale],
  );
  const dateTime = useCallback(
    (iso: string) => formatBaliTime(iso, locale, { withDay: true }) ?? iso,
    [locale],
  );
  const stored = useCallback((text: string) => localizedStored(text, language), [language]);
  return { language, date, dateTime, stored };
}
