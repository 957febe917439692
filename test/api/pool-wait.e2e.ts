import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { testEnv } from '../support/env.ts';
import { startTestApi, type TestApi } from '../support/test-api.ts';

/** Starts an api with these pool settings for a describe block, and puts the environment back after. */
function apiWithPool(settings: Partial<Record<'DATABASE_POOL_MAX' | 'DATABASE_POOL_WAIT_MS' | 'DATABASE_POOL_QUEUE_MAX' | 'CLIENT_CONCURRENCY_MAX', string>>): () => TestApi {
  let api: TestApi | undefined;
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  beforeAll(async () => {
    Object.assign(process.env, settings);
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  return () => api!;
}

const guestLogin = (api: TestApi, address: string) =>
  api.request().post('/api/auth/guest/login').set('X-Forwarded-For', address).send({ lastName: 'Nobody', bookingCode: 'PRN-NOBODY' });

/** Holds the bookings table (every guest sign-in reads it) until the returned release is called. */
async function lockBookings(): Promise<{ release: () => Promise<void> }> {
  const locker = new pg.Client({ connectionString: testEnv.DATABASE_URL });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table bookings in access exclusive mode');
  return {
    release: async () => {
      await locker.query('rollback').catch(() => undefined);
      await locker.end();
    },
  };
}

/** Refused because the api is saturated: 503, the coded busy error, and when to try again. */
function expectBusy(answer: { status: number; body: unknown; headers: Record<string, string> }): void {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({ code: 'http.busy', error: 'Prana is very busy right now. Please try again in a moment.' });
  expect(answer.headers['retry-after']).toBe('1');
}

// When PostgreSQL is slow, a request waits at most DATABASE_POOL_WAIT_MS for a connection and is
// then refused with 503 + Retry-After, instead of queueing behind every other request.
describe('a bounded wait for a database connection', () => {
  const api = apiWithPool({ DATABASE_POOL_MAX: '1', DATABASE_POOL_WAIT_MS: '300', DATABASE_POOL_QUEUE_MAX: '50' });

  it('answers 503 http.busy with Retry-After while the only connection is held, and the held request still completes', async () => {
    const lock = await lockBookings();
    try {
      // The first sign-in takes the pool's one connection and blocks on the lock (`then` sends it now:
      // supertest waits until asked).
      const held = guestLogin(api(), '198.51.100.1').then((answer) => answer);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expectBusy(await guestLogin(api(), '198.51.100.2'));

      await lock.release();
      expect((await held).status).toBe(401);
      // With the connection free again, the next one is served normally.
      expect((await guestLogin(api(), '198.51.100.3')).status).toBe(401);
    } finally {
      await lock.release();
    }
  });
});

// However long the wait may be, no more than DATABASE_POOL_QUEUE_MAX requests wait: the next is
// refused at once, and those waiting are served when a connection frees.
describe('a bounded queue for a database connection', () => {
  const api = apiWithPool({ DATABASE_POOL_MAX: '1', DATABASE_POOL_WAIT_MS: '60000', DATABASE_POOL_QUEUE_MAX: '1' });

  it('refuses the request beyond the queue with 503 http.busy while the queued one waits, then serves the queued one', async () => {
    const lock = await lockBookings();
    try {
      const held = guestLogin(api(), '198.51.100.11').then((answer) => answer);
      await new Promise((resolve) => setTimeout(resolve, 150));
      let queuedAnswered = false;
      const queued = guestLogin(api(), '198.51.100.12').then((answer) => {
        queuedAnswered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expectBusy(await guestLogin(api(), '198.51.100.13'));
      // Refused without waiting for the lock: the queued request is still waiting (its wait may last a minute).
      expect(queuedAnswered).toBe(false);

      await lock.release();
      expect((await held).status).toBe(401);
      expect((await queued).status).toBe(401);
    } finally {
      await lock.release();
    }
  });
});

// The connection queue is everyone's: one client's burst is held to its share, so others are served.
describe('a fair share of the api per client', () => {
  const api = apiWithPool({ DATABASE_POOL_MAX: '10', DATABASE_POOL_WAIT_MS: '20000', DATABASE_POOL_QUEUE_MAX: '50', CLIENT_CONCURRENCY_MAX: '8' });

  it("refuses a burst of 200 from one session beyond its share at once, and another client's requests still find room", async () => {
    const signIn = async (username: string) => {
      const login = await api().request().post('/api/auth/staff/login').send({ username, password: 'prana-demo', role: username }).expect(200);
      return ([login.headers['set-cookie'] ?? []].flat() as string[]).find((value) => value.startsWith('prana_session='))!.split(';')[0]!;
    };
    const [burster, other] = [await signIn('manager'), await signIn('staff')];
    const lock = await lockBookings();
    try {
      // Every read of bookings waits on the lock: what the burst was let in stays in.
      const answered: { status: number; body: unknown; headers: Record<string, string> }[] = [];
      const burst = Array.from({ length: 200 }, () => api().request().get('/api/bookings').set('Cookie', burster).then((answer) => answered.push(answer)));
      await expect.poll(() => answered.length, { timeout: 5_000 }).toBe(192);
      // Beyond its share, answered at once (the lock is still held), as a full queue answers.
      for (const answer of answered) expectBusy(answer);
      // The other client's reads fit in the queue the burst did not fill, and are served once the lock goes.
      const others = Array.from({ length: 8 }, () => api().request().get('/api/bookings').set('Cookie', other).then((answer) => answer));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await lock.release();
      expect((await Promise.all(others)).map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
      await Promise.all(burst);
      expect(answered.filter((answer) => answer.status === 200)).toHaveLength(8);
    } finally {
      await lock.release();
    }
  });
});
