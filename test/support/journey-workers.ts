/**
 * The browser suite runs this many journey files at once; each worker has its own api, database
 * and Redis prefix (test/support/web-server.ts), so no journey sees another's writes.
 */
export const JOURNEY_WORKERS = 2;
