import type { GuestCounts } from './guests.ts';
import type { Lang } from './lang.ts';

type Forms = { readonly one: string; readonly other: string };

// Indonesian nouns do not inflect for number, so both forms are the same word.
const NOUNS: Record<Lang, Record<keyof GuestCounts, Forms>> = {
  en: {
    adults: { one: 'adult', other: 'adults' },
    children: { one: 'child', other: 'children' },
    infants: { one: 'infant', other: 'infants' },
  },
  id: {
    adults: { one: 'dewasa', other: 'dewasa' },
    children: { one: 'anak', other: 'anak' },
    infants: { one: 'bayi', other: 'bayi' },
  },
};

/** `'2 adults'`, `'1 child'`, `'3 dewasa'`: a count with its noun in the given language. */
export function guestCountLabel(field: keyof GuestCounts, count: number, lang: Lang = 'en'): string {
  const forms = NOUNS[lang][field];
  return `${count} ${count === 1 ? forms.one : forms.other}`;
}

/**
 * Party summary such as '2 adults, 1 child' or '2 dewasa, 1 anak'. Adults always show;
 * children and infants only when there are any.
 */
export function guestSummary(guests: GuestCounts, lang: Lang = 'en'): string {
  const parts = [guestCountLabel('adults', guests.adults, lang)];
  if (guests.children > 0) parts.push(guestCountLabel('children', guests.children, lang));
  if (guests.infants > 0) parts.push(guestCountLabel('infants', guests.infants, lang));
  return parts.join(', ');
}
