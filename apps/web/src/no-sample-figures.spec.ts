import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as catalogue from '@prana/catalogue';

/** The prototype's fixed dashboard figures: every dashboard now reads what Prana records instead. */
const SAMPLES = [
  'DASHBOARD_FIGURES',
  'KPI_CARDS',
  'SITE_INSIGHTS',
  'INVESTOR_REPORTS',
  'STAFFING_SHIFTS',
  'CREW_SCHEDULE',
  'SERVICE_CATALOGUE_ITEMS',
  'CONTENT_PIPELINE',
  'MEDIA_LIBRARY',
  'INTEGRATION_STATUS',
  // Kept in the catalogue only for the migration that first seeded the stored quick replies.
  'MESSAGE_TEMPLATES',
];

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));
const sources = (readdirSync(sourceRoot, { recursive: true }) as string[]).filter(
  (path) => /\.(ts|tsx)$/.test(path) && !path.endsWith('no-sample-figures.spec.ts'),
);

describe('dashboards show no sample figure', () => {
  it('the web app names none of the prototype sample constants', () => {
    expect(sources.length).toBeGreaterThan(100);
    const found = sources.flatMap((path) => {
      const text = readFileSync(join(sourceRoot, path), 'utf8');
      return SAMPLES.filter((name) => new RegExp(`\\b${name}\\b`).test(text)).map((name) => `${path}: ${name}`);
    });
    expect(found).toEqual([]);
  });

  it('the catalogue no longer exports them, but for the quick replies’ first seed', () => {
    expect(SAMPLES.filter((name) => name in catalogue)).toEqual(['MESSAGE_TEMPLATES']);
  });
});
