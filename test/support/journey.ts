import pg from 'pg';
import { inject } from 'vitest';
import { testEnv } from './env.ts';

/** The address of the app this journey worker runs against (test/support/journey-setup.ts). */
export function journeyBaseUrl(): string {
  return inject('baseUrls')[Number(process.env.PRANA_JOURNEY_WORKER) - 1]!;
}

/** One statement on this journey worker's database, on a connection of its own (set-up and clean-up beside the app). */
export async function journeyQuery(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const db = new pg.Client({ connectionString: testEnv.DATABASE_URL });
  await db.connect();
  try {
    return await db.query(sql, values);
  } finally {
    await db.end();
  }
}
