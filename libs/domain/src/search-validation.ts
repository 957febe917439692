import {
  MAX_GUESTS,
  isValidChildAge,
  isValidInfantMonths,
  totalGuests,
  type Guests,
} from './guests.ts';
import { isIsoDate } from './iso-date.ts';
import type { Lang, Localized } from './lang.ts';
import { MIN_STAY_NIGHTS, stayLength } from './stay.ts';

/** The villa/location selector value meaning "all retreats". */
export const ANY_SITE = 'any';

/** Stable codes of the landing search errors, in the order they are checked. */
export const SEARCH_ERROR_CODES = [
  'datesRequired',
  'checkInPast',
  'minimumStay',
  'tooManyGuests',
  'childAgesRequired',
  'infantAgesRequired',
  'villaRequired',
] as const;
export type SearchErrorCode = (typeof SEARCH_ERROR_CODES)[number];

/** The messages of the landing search errors. */
export const SEARCH_ERROR_MESSAGES: Readonly<Record<SearchErrorCode, Localized>> = {
  datesRequired: {
    en: 'Please select a check-in and checkout date to continue.',
    id: 'Silakan pilih tanggal check-in dan check-out untuk melanjutkan.',
  },
  checkInPast: {
    en: 'Check-in cannot be in the past. Select new dates to continue.',
    id: 'Check-in tidak boleh di masa lalu. Pilih tanggal baru untuk melanjutkan.',
  },
  minimumStay: {
    en: 'Minimum stay is two nights. Select new dates to continue.',
    id: 'Minimal menginap dua malam. Pilih tanggal baru untuk melanjutkan.',
  },
  tooManyGuests: {
    en: 'Our largest villas host up to 16 guests. Adjust your party size.',
    id: 'Vila terbesar kami menampung hingga 16 tamu. Sesuaikan jumlah rombongan Anda.',
  },
  childAgesRequired: {
    en: 'Please select the ages of each child in your party.',
    id: 'Silakan pilih usia setiap anak dalam rombongan Anda.',
  },
  infantAgesRequired: {
    en: 'Please select the ages (in months) of each infant.',
    id: 'Silakan pilih usia (dalam bulan) setiap bayi.',
  },
  villaRequired: {
    en: 'Select at least one villa within your chosen location to continue.',
    id: 'Pilih setidaknya satu vila di lokasi pilihan Anda untuk melanjutkan.',
  },
};

/** The landing booking form as the validator needs it. */
export interface SearchInput {
  checkIn: string | null | undefined;
  checkOut: string | null | undefined;
  guests: Guests;
  /** `'any'` or a site id. */
  villaSite: string;
  selectedVillas: readonly string[];
  /** Ids of the villas of the chosen site (ignored when villaSite is 'any'). */
  siteVillaIds: readonly string[];
  /** Today in Bali: a check-in before it is refused. */
  today: string;
}

/** The first failing rule of the landing search. */
export interface SearchError {
  code: SearchErrorCode;
  message: string;
}

function agesComplete(ages: readonly (number | null)[], count: number, valid: (age: unknown) => boolean): boolean {
  if (ages.length < count) return false;
  return ages.slice(0, count).every(valid);
}

/** The stay rules alone (dates given, check-in not before today, the minimum stay): the one check of dates a search or a reservation can be made for. */
export type StayDatesError = Extract<SearchErrorCode, 'datesRequired' | 'checkInPast' | 'minimumStay'>;

export function stayDatesError(checkIn: string | null | undefined, checkOut: string | null | undefined, today: string): StayDatesError | null {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return 'datesRequired';
  if (checkIn < today) return 'checkInPast';
  if (stayLength(checkIn, checkOut) < MIN_STAY_NIGHTS) return 'minimumStay';
  return null;
}

function firstFailure(input: SearchInput): SearchErrorCode | null {
  const { guests } = input;
  const dates = stayDatesError(input.checkIn, input.checkOut, input.today);
  if (dates) return dates;
  if (totalGuests(guests) > MAX_GUESTS) return 'tooManyGuests';
  if (!agesComplete(guests.childrenAges, guests.children, isValidChildAge)) return 'childAgesRequired';
  if (!agesComplete(guests.infantAges, guests.infants, isValidInfantMonths)) return 'infantAgesRequired';
  if (input.villaSite !== ANY_SITE && !input.siteVillaIds.some((id) => input.selectedVillas.includes(id))) {
    return 'villaRequired';
  }
  return null;
}

/**
 * Checks the landing booking form in a fixed order (dates, party size, ages, villa) and returns the first error
 * (code plus message in `lang`), or null when the search may go to /availability.
 * Missing or malformed dates count as not selected.
 */
export function validateSearch(input: SearchInput, lang: Lang = 'en'): SearchError | null {
  const code = firstFailure(input);
  return code === null ? null : { code, message: SEARCH_ERROR_MESSAGES[code][lang] };
}

/** Note under the form when the dates give fewer than the minimum nights. */
export const MINIMUM_STAY_NOTE: Localized = {
  en: 'Minimum stay is two nights for all villas.',
  id: 'Minimal menginap dua malam untuk semua vila.',
};

/** 'Minimum stay is 2 nights.' / 'Minimal menginap 2 malam.' (singular for 1). */
export function minimumStayMessage(nights: number, lang: Lang = 'en'): string {
  if (lang === 'id') return `Minimal menginap ${nights} malam.`;
  return `Minimum stay is ${nights} ${nights === 1 ? 'night' : 'nights'}.`;
}

/** What the calendar shows for a too-short range. */
export interface MinimumStayHint {
  /** The minimum the range falls short of (MIN_STAY_NIGHTS). */
  minimumNights: number;
  /** The nights the range gives. */
  nights: number;
  message: string;
}

/**
 * The calendar hint for a selected range of `nights`: present when the range is shorter than
 * MIN_STAY_NIGHTS (and at least one night), null otherwise. {n} in the message is the minimum.
 */
export function minimumStayHint(nights: number, lang: Lang = 'en'): MinimumStayHint | null {
  if (!(nights > 0 && nights < MIN_STAY_NIGHTS)) return null;
  return { minimumNights: MIN_STAY_NIGHTS, nights, message: minimumStayMessage(MIN_STAY_NIGHTS, lang) };
}
