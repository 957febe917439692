import { formatBaliTime, type Lang } from '@prana/domain';
import { localeOf } from '../../../../lib/i18n.ts';

/** A calendar date (YYYY-MM-DD) as "21 Nov 2025", never shifted through a time zone. */
export function formatDate(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A moment as Bali wall-clock time: "21 Nov, 14.05". */
export function formatMoment(timestamp: string, lang: Lang): string {
  return formatBaliTime(timestamp, localeOf(lang), { withDay: true }) ?? timestamp;
}

/** A month (1–12) by name: "Mar" (short) or "March". */
export function monthName(month: number, lang: Lang, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeOf(lang), { month: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 1)));
}
