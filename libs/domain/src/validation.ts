// Server-side checks return a value or the message to send back: the prototype UI dropped bad
// input silently, but the api must say why it refused.

/** The outcome of a check: the cleaned value, or the message (and field) that explains a refusal. */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string; field?: string };

/** A successful check. */
export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

/** A failed check. */
export function invalid<T = never>(error: string, field?: string): Validation<T> {
  return field === undefined ? { ok: false, error } : { ok: false, error, field };
}

/** Reads a number from a number or a numeric string; NaN for anything else. */
function toNumber(input: unknown): number {
  if (typeof input === 'number') return input;
  if (typeof input === 'string' && input.trim() !== '') return Number(input.trim());
  return Number.NaN;
}

/**
 * An IDR amount: a whole number of rupiah greater than 0 (number or numeric string).
 * Error: '{label} must be a whole number of rupiah greater than 0.'
 */
export function positiveIdrAmount(input: unknown, label = 'Amount', field?: string): Validation<number> {
  const value = toNumber(input);
  if (Number.isSafeInteger(value) && value > 0) return valid(value);
  return invalid(`${label} must be a whole number of rupiah greater than 0.`, field);
}

/**
 * An integer of at least `min` (number or numeric string).
 * Error: '{label} must be a whole number of at least {min}.'
 */
export function integerAtLeast(input: unknown, min: number, label: string, field?: string): Validation<number> {
  const value = toNumber(input);
  if (Number.isSafeInteger(value) && value >= min) return valid(value);
  return invalid(`${label} must be a whole number of at least ${min}.`, field);
}

/** Text that is not blank, trimmed. Error: '{label} is required.' */
export function requiredText(input: unknown, label: string, field?: string): Validation<string> {
  const value = typeof input === 'string' ? input.trim() : '';
  return value === '' ? invalid(`${label} is required.`, field) : valid(value);
}

/** Optional text: trimmed, and blank becomes undefined (stored as absent). */
export function optionalText(input: unknown): string | undefined {
  const value = typeof input === 'string' ? input.trim() : '';
  return value === '' ? undefined : value;
}
