import { inject } from 'vitest';

/** The address of the app this journey worker runs against (test/support/journey-setup.ts). */
export function journeyBaseUrl(): string {
  return inject('baseUrls')[Number(process.env.PRANA_JOURNEY_WORKER) - 1]!;
}
