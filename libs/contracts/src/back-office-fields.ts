import { z } from 'zod';
import { zodError, type FieldLabel } from './errors.ts';

// Field rules of the back-office bodies. Type and length are checked here; trimming, blanks,
// amounts and dates by the @prana/domain validators on the server, which answer in the same words.

/** A string field (blank is caught by requiredText on the server with '{label} is required.'). */
export const text = (label: FieldLabel, max: number) =>
  z.string(zodError('validation.required', { label })).max(max, zodError('validation.maxChars', { label, max }));

/** An IDR amount as a JSON number (positiveIdrAmount on the server checks whole and > 0). */
export const idrAmount = (label: FieldLabel) => z.number(zodError('validation.wholeRupiah', { label }));

/** An optional YYYY-MM-DD date. */
export const optionalDate = (label: FieldLabel) =>
  z.string(zodError('validation.realDate', { label })).max(10, zodError('validation.realDate', { label })).optional();

/** Optional free text; null or blank is stored as absent. */
export const optionalNote = (label: FieldLabel, max: number) =>
  z
    .string(zodError('validation.text', { label }))
    .max(max, zodError('validation.maxChars', { label, max }))
    .nullable()
    .optional();
