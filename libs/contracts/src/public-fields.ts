import { z } from 'zod';
import { zodError, type FieldLabel } from './errors.ts';
import { isIsoDate } from '@prana/domain';

// Field schemas shared by the public site's contracts (availability, reservation requests);
// internal to libs/contracts, so not re-exported from the index.

/** A `YYYY-MM-DD` calendar date that exists. */
export const calendarDateText = (label: FieldLabel) =>
  z.string(zodError('validation.dateText', { label })).refine((value) => isIsoDate(value), zodError('validation.realDateText', { label }));
