/** The environment every test process and every server started by the tests shares. */
// Overridable so two test runs on one machine (two developers, two helpers) never share state.
const BASE_DATABASE = process.env.PRANA_TEST_DB ?? 'prana_test';
const BASE_REDIS_PREFIX = process.env.PRANA_TEST_REDIS_PREFIX ?? 'prana-test';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

const baseDatabaseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The environment of the api and fault suites (no journey worker), or of journey worker `n` (test/support/journey-workers.ts). */
export function testEnvFor(journeyWorker: number | null) {
  const suffix = journeyWorker === null ? '' : `_w${journeyWorker}`;
  return {
    NODE_ENV: 'test',
    DATABASE_URL: withDatabase(baseDatabaseUrl, `${BASE_DATABASE}${suffix}`),
    /** A database that always exists, to create and drop the test database from. */
    ADMIN_DATABASE_URL: withDatabase(baseDatabaseUrl, 'postgres'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${BASE_REDIS_PREFIX}${suffix}`,
    SESSION_SECRET: 'prana-test-session-secret',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // As behind `npm run start:cluster`'s balancer: the tests speak from their own address with X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    // The tests serve their iCal feeds on loopback: the one private address the fetcher may use.
    ICAL_ALLOWED_HOSTS: '127.0.0.1',
    // Their push service too.
    PUSH_ALLOWED_HOSTS: '127.0.0.1',
    // Race and limit tests send dozens of requests of one client at once to test other rules; the
    // fair share itself is tested with its own setting (test/api/pool-wait.e2e.ts).
    CLIENT_CONCURRENCY_MAX: '1000',
    // Data-page photos are encrypted with it (a fixed test key: 32 bytes, base64).
    DOCUMENT_KEY: 'cHJhbmEtdGVzdC1kb2N1bWVudC1rZXktMzItYnl0ZXM=',
  } as const;
}

/** Set in each journey worker by test/support/journey-setup.ts before any test file loads. */
const journeyWorker = process.env.PRANA_JOURNEY_WORKER ? Number(process.env.PRANA_JOURNEY_WORKER) : null;

export const testEnv = testEnvFor(journeyWorker);
export const TEST_DATABASE = new URL(testEnv.DATABASE_URL).pathname.slice(1);
