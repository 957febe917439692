// What text the api stores: PostgreSQL refuses NUL in text, and no field of Prana has a use for
// other control characters, except line breaks and tabs in free-form notes.

// Matching control characters is the point of these two expressions.
/**
 * C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069): those make a name or title read differently from what it holds.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** The same, but line feed, carriage return and tab are allowed. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Request fields that hold free-form, several-line text: the notes textareas and thread messages (guest and staff alike). */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['notes', 'text', 'mrz']);

/** True when `value` holds a control character `field` may not contain. */
export function hasForbiddenControlCharacter(value: string, field: string): boolean {
  return (MULTILINE_FIELDS.has(field) ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(value);
}

export const CONTROL_CHARACTER_MESSAGE = {
  en: 'Remove the control characters (such as NUL or line breaks) from this field.',
  id: 'Hapus karakter kontrol (seperti NUL atau baris baru) dari kolom ini.',
} as const;

/**
 * Fills the {name} placeholders of `text` from `values`. A placeholder without a value, or with a
 * blank one, stays as written: the reader sees what is still to complete instead of a gap.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number | null | undefined>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    const filled = value === null || value === undefined ? '' : String(value).trim();
    return filled === '' ? placeholder : filled;
  });
}
