import { formatBaliTime, type Lang } from '@prana/domain';
import { localeOf } from '../../../lib/i18n.ts';

/** A Bali calendar date (YYYY-MM-DD) as "21 Nov" (en-ID) or "21 Nov" (id-ID); never shifted through a time zone. */
export function formatDay(isoDate: string, lang: Lang): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}

/** A moment as Bali wall-clock time: "21 Nov, 14.05". */
export function formatMoment(timestamp: string, lang: Lang): string {
  return formatBaliTime(timestamp, localeOf(lang), { withDay: true }) ?? timestamp;
}
