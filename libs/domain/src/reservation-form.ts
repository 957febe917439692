import type { Lang, Localized } from './lang.ts';

/** Longest value the reservation form keeps per field (the database columns' limits). */
export const RESERVATION_FIELD_MAX = { fullName: 160, email: 254, phone: 40, notes: 2000 } as const;

/** Fields of the reservation modal. */
export const RESERVATION_FIELDS = ['fullName', 'email', 'phone', 'notes'] as const;
export type ReservationField = (typeof RESERVATION_FIELDS)[number];

/** The modal's messages: name and email required, email formatted. */
export const RESERVATION_FORM_MESSAGES = {
  fullNameRequired: { en: 'Please enter your full name.', id: 'Silakan isi nama lengkap Anda.' },
  emailRequired: { en: 'Please enter your email address.', id: 'Silakan isi alamat email Anda.' },
  emailInvalid: {
    en: 'Please enter a valid email address, like name@example.com.',
    id: 'Silakan isi alamat email yang valid, misalnya nama@contoh.com.',
  },
  tooLong: { en: 'Please shorten this field.', id: 'Mohon persingkat isian ini.' },
} as const satisfies Record<string, Localized>;

// One @, something before it, a dotted domain after it, no spaces: what a person can type and
// a mail server can deliver to; the concierge confirms by replying anyway.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for an email-formatted address (trimmed input). */
export function isEmailAddress(value: string): boolean {
  return value.length <= RESERVATION_FIELD_MAX.email && EMAIL.test(value);
}

/** What the person typed into the modal. */
export interface ReservationContact {
  fullName: string;
  email: string;
  phone: string;
  notes: string;
}

/** The first problem of the form, with the field to focus. */
export interface ReservationFormError {
  field: ReservationField;
  message: string;
}

/**
 * Checks the reservation modal in field order: full name required, email required and
 * email-formatted, phone and notes optional but within their length. Null when it may be sent.
 */
export function validateReservationContact(input: ReservationContact, lang: Lang = 'en'): ReservationFormError | null {
  const fullName = input.fullName.trim();
  const email = input.email.trim();
  if (fullName === '') return { field: 'fullName', message: RESERVATION_FORM_MESSAGES.fullNameRequired[lang] };
  if (fullName.length > RESERVATION_FIELD_MAX.fullName) return { field: 'fullName', message: RESERVATION_FORM_MESSAGES.tooLong[lang] };
  if (email === '') return { field: 'email', message: RESERVATION_FORM_MESSAGES.emailRequired[lang] };
  if (!isEmailAddress(email)) return { field: 'email', message: RESERVATION_FORM_MESSAGES.emailInvalid[lang] };
  if (input.phone.trim().length > RESERVATION_FIELD_MAX.phone) return { field: 'phone', message: RESERVATION_FORM_MESSAGES.tooLong[lang] };
  if (input.notes.trim().length > RESERVATION_FIELD_MAX.notes) return { field: 'notes', message: RESERVATION_FORM_MESSAGES.tooLong[lang] };
  return null;
}
