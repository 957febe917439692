import { useCallback } from 'react';
import { formatBaliTime, parseIsoDate } from '@prana/domain';
import { localeOf } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-language.ts';

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
  /** A day of the stay with its weekday: "Thu 26 Nov" ("Kam 26 Nov"). */
  const day = useCallback(
    (iso: string) => {
      const parsed = parseIsoDate(iso);
      return parsed ? new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(parsed).replace(',', '') : iso;
    },
    [locale],
  );
  return { language, date, dateTime, day };
}
