// Server-side checks return a value or the code of the refusal: the api never drops bad input
// silently, it says why it refused (in the reader's language, on the web).

/** The codes these checks answer with; each is in the error catalogue of @prana/contracts (typed there). */
export type ValidationCode =
  | 'validation.required'
  | 'validation.wholeRupiah'
  | 'validation.atLeast'
  | 'validation.realDate'
  | 'access.inviteRequired'
  | 'auth.staffLoginRequired'
  | 'auth.guestLoginRequired';

/** Values a code's message needs; `label` is a field-label id (`budget`), shown in the reader's language. */
export type ValidationParams = Readonly<Record<string, string | number>>;

/** The outcome of a check: the cleaned value, or the code (and field) that explains a refusal. */
export type Validation<T> =
  | { ok: true; value: T }
  | { ok: false; code: ValidationCode; params?: ValidationParams; field?: string };

/** A successful check. */
export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

/** A failed check. */
export function invalid<T = never>(code: ValidationCode, params?: ValidationParams, field?: string): Validation<T> {
  return { ok: false, code, ...(params === undefined ? {} : { params }), ...(field === undefined ? {} : { field }) };
}

/** Reads a number from a number or a numeric string; NaN for anything else. */
function toNumber(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && input.trim() !== '') return Number(input.trim());
  return Number.NaN;
}

/**
 * An IDR amount: a whole number of rupiah greater than 0 (number or numeric string).
 * Code: validation.wholeRupiah ('{label} must be a whole number of rupiah greater than 0.')
 */
export function positiveIdrAmount(input: unknown, label = 'amount', field?: string): Validation<number> {
  const value = toNumber(input);
  if (Number.isSafeInteger(value) && value > 0) return valid(value);
  return invalid('validation.wholeRupiah', { label }, field);
}

/**
 * An integer of at least `min` (number or numeric string).
 * Code: validation.atLeast ('{label} must be a whole number of at least {min}.')
 */
export function integerAtLeast(input: unknown, min: number, label: string, field?: string): Validation<number> {
  const value = toNumber(input);
  if (Number.isSafeInteger(value) && value >= min) return valid(value);
  return invalid('validation.atLeast', { label, min }, field);
}

/** Text that is not blank, trimmed. Code: validation.required ('{label} is required.') */
export function requiredText(input: unknown, label: string, field?: string): Validation<string> {
  const value = typeof input === 'string' ? input.trim() : '';
  return value === '' ? invalid('validation.required', { label }, field) : valid(value);
}

/** Optional text: trimmed, and blank becomes undefined (stored as absent). */
export function optionalText(input: unknown): string | undefined {
  const value = typeof input === 'string' ? input.trim() : '';
  return value === '' ? undefined : value;
}
