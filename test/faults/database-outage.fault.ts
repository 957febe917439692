import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProcess, waitForHealthy, type RunningProcess } from '../support/processes.ts';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts';
import { testEnv } from '../support/env.ts';

const PORT = 3621;
const url = `http://127.0.0.1:${PORT}`;

async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await probe();
  }
  return last;
}

describe('PostgreSQL unreachable for a few seconds', () => {
  let proxy: TcpProxy;
  let api: RunningProcess;

  beforeAll(async () => {
    const database = new URL(testEnv.DATABASE_URL);
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    database.hostname = '127.0.0.1';
    database.port = String(proxy.port);
    api = startProcess('main', { PORT: String(PORT), DATABASE_URL: database.toString() });
    await waitForHealthy(url);
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
  });

  it('answers 503 with a clear message while the database is away, keeps serving cached public reads, and recovers by itself', async () => {
    expect((await fetch(`${url}/api/villas`)).status).toBe(200);

    proxy.cut();
    // A read the api has not cached needs the database: each probe asks for another party size.
    let party = 0;
    const during = await eventually(
      () => fetch(`${url}/api/availability?adults=1&children=${party++ % 8}`).then(async (response) => ({ status: response.status, body: await response.json() })),
      (result) => result.status === 503,
    );
    expect(during).toEqual({
      status: 503,
      body: { error: 'Prana is briefly unavailable while it reconnects. Please try again in a moment.', code: 'http.unavailable' },
    });
    // Visitors' villa list was cached before the cut, so it still answers.
    expect((await fetch(`${url}/api/villas`)).status).toBe(200);
    const health = await fetch(`${url}/api/health/ready`);
    expect(health.status).toBe(503);
    expect((await health.json()).database.status).toBe('down');
    // Liveness stays up: the process is fine, it only waits for its database.
    expect((await fetch(`${url}/api/health/live`)).status).toBe(200);

    proxy.restore();
    const after = await eventually(() => fetch(`${url}/api/availability?adults=2&infants=1`).then((response) => response.status), (status) => status === 200);
    expect(after).toBe(200);
  });
});
