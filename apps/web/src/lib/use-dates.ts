import { useMemo } from 'react';
import { formatDate, formatDateRange, formatDateTime, formatTime, type DateStyle } from '@prana/domain';
import { useLanguage } from './use-language.ts';

/** The date formatters in the active language: `const dates = useDates(); dates.date(charge.date)`. */
export function useDates() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      date: (isoDate: string, style?: DateStyle) => formatDate(isoDate, language, style),
      range: (first: string, last: string, style?: 'day' | 'date') => formatDateRange(first, last, language, style),
      time: formatTime,
      dateTime: (timestamp: string) => formatDateTime(timestamp, language),
    }),
    [language],
  );
}
