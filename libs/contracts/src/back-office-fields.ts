import { z } from 'zod';

// Field rules of the back-office bodies. Type and length are checked here; trimming, blanks,
// amounts and dates by the @prana/domain validators on the server, which answer in the same words.

/** A string field (blank is caught by requiredText on the server with '{label} is required.'). */
export const text = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).max(max, { error: `${label} must be at most ${max} characters.` });

/** An IDR amount as a JSON number (positiveIdrAmount on the server checks whole and > 0). */
export const idrAmount = (label: string) => z.number({ error: `${label} must be a whole number of rupiah greater than 0.` });

/** An optional YYYY-MM-DD date. */
export const optionalDate = (label: string) =>
  z
    .string({ error: `${label} must be a real date in YYYY-MM-DD form.` })
    .max(10, { error: `${label} must be a real date in YYYY-MM-DD form.` })
    .optional();

/** Optional free text; null or blank is stored as absent. */
export const optionalNote = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullable()
    .optional();
