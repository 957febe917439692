import { z } from 'zod';
import { isIsoDate } from '@prana/domain';

// Field schemas shared by the public site's contracts (availability, reservation requests);
// internal to libs/contracts, so not re-exported from the index.

/** A `YYYY-MM-DD` calendar date that exists. */
export const calendarDateText = (label: string) =>
  z
    .string({ error: `${label} must be a date as YYYY-MM-DD.` })
    .refine((value) => isIsoDate(value), { error: `${label} must be a real date as YYYY-MM-DD.` });
