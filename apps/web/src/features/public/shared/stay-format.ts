import { parseIsoDate, type Lang } from '@prana/domain';
import { localeOf } from '../../../lib/i18n.ts';

// Dates are calendar dates in Bali; formatting at UTC keeps the browser's zone from moving them.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** 'Sat, 12 Dec 2026' (en-ID) / 'Sab, 12 Des 2026' (id-ID); the input as given if it is not a date. */
export function formatStayDate(isoDate: string, lang: Lang): string {
  const date = parseIsoDate(isoDate);
  return date ? formatter(lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(date) : isoDate;
}

/** 'Saturday, 12 December 2026': the accessible name of a calendar day. */
export function formatLongDate(isoDate: string, lang: Lang): string {
  const date = parseIsoDate(isoDate);
  return date ? formatter(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date) : isoDate;
}

/** 'December 2026' for the calendar heading. */
export function formatMonth(isoDate: string, lang: Lang): string {
  const date = parseIsoDate(isoDate);
  return date ? formatter(lang, { month: 'long', year: 'numeric' }).format(date) : isoDate;
}

/** '12 Dec' for compact fields. */
export function formatShortDate(isoDate: string, lang: Lang): string {
  const date = parseIsoDate(isoDate);
  return date ? formatter(lang, { day: 'numeric', month: 'short' }).format(date) : isoDate;
}

/** Weekday initials, Sunday first: ['Su', 'Mo', …] in the language's own short form. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  // 2026-11-29 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 29 + index));
    return {
      short: formatter(lang, { weekday: 'short' }).format(date),
      long: formatter(lang, { weekday: 'long' }).format(date),
    };
  });
}
