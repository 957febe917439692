import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testEnv } from '../support/env.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';

// When PostgreSQL is slow, a request waits at most DATABASE_POOL_WAIT_MS for a connection and is
// then refused with 503 + Retry-After, instead of queueing behind every other request.
describe('a bounded wait for a database connection', () => {
  let api: TestApi;
  const saved = { max: process.env.DATABASE_POOL_MAX, wait: process.env.DATABASE_POOL_WAIT_MS };

  beforeAll(async () => {
    process.env.DATABASE_POOL_MAX = '1';
    process.env.DATABASE_POOL_WAIT_MS = '300';
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
    for (const [name, value] of [['DATABASE_POOL_MAX', saved.max], ['DATABASE_POOL_WAIT_MS', saved.wait]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  const guestLogin = (address: string) =>
    api.request().post('/api/auth/guest/login').set('X-Forwarded-For', address).send({ lastName: 'Nobody', bookingCode: 'PRN-NOBODY' });

  it('answers 503 http.busy with Retry-After while the only connection is held, and the held request still completes', async () => {
    const locker = new pg.Client({ connectionString: testEnv.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table bookings in access exclusive mode');
      // The first sign-in takes the pool's one connection and blocks on the lock.
      const held = guestLogin('198.51.100.1').then((answer) => answer);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const refused = await guestLogin('198.51.100.2');
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ code: 'http.busy', error: 'Prana is very busy right now. Please try again in a moment.' });
      expect(refused.headers['retry-after']).toBe('1');

      await locker.query('rollback');
      expect((await held).status).toBe(401);
      // With the connection free again, the next one is served normally.
      expect((await guestLogin('198.51.100.3')).status).toBe(401);
    } finally {
      await locker.end();
    }
  });
});
