import { JOURNEY_WORKERS } from './journey-workers.ts';

/**
 * Runs in each journey worker before its test files load: the worker's number picks its own api
 * and database (test/support/web-server.ts) for every file it runs.
 */
const worker = Number(process.env.VITEST_POOL_ID);
if (!Number.isInteger(worker) || worker < 1 || worker > JOURNEY_WORKERS) throw new Error(`journey worker ${process.env.VITEST_POOL_ID} is not one of 1…${JOURNEY_WORKERS}`);
if (process.env.PRANA_JOURNEY_WORKER && Number(process.env.PRANA_JOURNEY_WORKER) !== worker) throw new Error('a journey worker changed its number between files');
process.env.PRANA_JOURNEY_WORKER = String(worker);
