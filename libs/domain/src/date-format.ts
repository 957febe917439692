import { baliClock } from './bali-time.ts';
import { calendarDateAt, parseIsoDate } from './iso-date.ts';
import type { Lang } from './lang.ts';

// Every date and time a reader sees, on screen or in an email, goes through here, in the reader's
// language (in a web component: useDates(), apps/web/src/lib/use-dates.ts).
// - A calendar date (YYYY-MM-DD) is a day in Bali: it is formatted at UTC, so no zone moves it.
// - A moment (an ISO timestamp) is shown on Bali's clock (WITA), whatever the browser's zone.
// - Times are 24-hour `HH:mm` with a colon in both languages, here and in every written text (the
//   catalogue, the web's texts, the extras menu): the listed times (meal slots, shuttle departures,
//   ritual hours) are data in that form, and Intl's Indonesian (and en-ID) "22.03" beside them
//   would read as a second clock.

const DATE_STYLES = {
  /** "21 Nov" */
  day: { day: 'numeric', month: 'short' },
  /** "21 Nov 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "Thu 26 Nov" ("Kam 26 Nov") */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "Sat, 12 Dec 2026" ("Sab, 12 Des 2026") */
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "Saturday, 12 December 2026": a calendar day's accessible name. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "December 2026" */
  month: { month: 'long', year: 'numeric' },
  /** "28": the day of the month alone, under a month named once (the multi-calendar's columns). */
  dayOfMonth: { day: 'numeric' },
  /** "Nov" */
  shortMonth: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** BCP 47 locale for Intl in each language: Indonesian and English as written in Indonesia. */
function localeOf(lang: Lang): string {
  return lang === 'id' ? 'id-ID' : 'en-ID';
}

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

/** A calendar date in one of the styles above; the input as given if it is not a date. */
export function formatDate(isoDate: string, lang: Lang, style: DateStyle = 'date'): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const text = formatter(lang, DATE_STYLES[style]).format(date);
  // "Thu 26 Nov": the short weekday runs into its day.
  return style === 'weekday' ? text.replace(',', '') : text;
}

/** Two calendar dates as one range, sharing what they share: "11–14 Apr 2028", "28 Dec 2028 – 2 Jan 2029". */
export function formatDateRange(first: string, last: string, lang: Lang, style: 'day' | 'date' = 'date'): string {
  const start = parseIsoDate(first);
  const end = parseIsoDate(last);
  if (!start || !end) return `${first} – ${last}`;
  return formatter(lang, DATE_STYLES[style]).formatRange(start, end);
}

function momentOf(timestamp: string): Date | null {
  const moment = new Date(timestamp);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** A moment on Bali's clock: "07:30"; the input as given if it is not a moment. */
export function formatTime(timestamp: string): string {
  const moment = momentOf(timestamp);
  return moment ? baliClock(moment) : timestamp;
}

/** A moment as its Bali day and time: "22 Nov, 07:30". */
export function formatDateTime(timestamp: string, lang: Lang): string {
  const moment = momentOf(timestamp);
  return moment ? `${formatDate(calendarDateAt(moment), lang, 'day')}, ${baliClock(moment)}` : timestamp;
}

/** A month (1–12) by name: "Mar" (short) or "March". */
export function monthName(month: number, lang: Lang, width: 'short' | 'long' = 'short'): string {
  return formatter(lang, { month: width }).format(new Date(Date.UTC(2024, month - 1, 1)));
}

/** A month of a year, YYYY-MM, as the reader writes it: "November 2026", "November 2026". */
export function formatMonth(month: string, lang: Lang): string {
  return formatter(lang, { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)));
}

/** Weekday names, Sunday first, in the language's own short and long forms. */
export function weekdayNames(lang: Lang): { short: string; long: string }[] {
  // 2026-11-29 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 29 + index));
    return { short: formatter(lang, { weekday: 'short' }).format(date), long: formatter(lang, { weekday: 'long' }).format(date) };
  });
}
