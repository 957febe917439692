import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApi, HTTP_TIMEOUTS, PIPELINED_REQUESTS_MAX } from '../../apps/api/src/bootstrap/create-api.ts';

function connections(app: NestExpressApplication): Promise<number> {
  return new Promise((resolve, reject) => app.getHttpServer().getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe('slow clients', () => {
  let app: NestExpressApplication;
  let port: number;

  beforeAll(async () => {
    app = await createApi();
    const server = app.getHttpServer();
    expect({ headers: server.headersTimeout, request: server.requestTimeout, keepAlive: server.keepAliveTimeout, stalled: server.timeout }).toEqual({
      headers: HTTP_TIMEOUTS.headersMs,
      request: HTTP_TIMEOUTS.requestMs,
      keepAlive: HTTP_TIMEOUTS.keepAliveMs,
      stalled: HTTP_TIMEOUTS.stalledMs,
    });
    // The same server with the clock sped up, so the test does not wait ten seconds.
    server.headersTimeout = 300;
    server.requestTimeout = 600;
    server.timeout = 1_000;
    Object.assign(server, { connectionsCheckingInterval: 100 });
    await app.listen(0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers 408 to 50 clients that never finish their headers and releases every connection, although they never close', async () => {
    const answers: string[] = [];
    let accepted = 0;
    app.getHttpServer().on('connection', () => (accepted += 1));
    const clients = await Promise.all(
      Array.from(
        { length: 50 },
        () =>
          new Promise<net.Socket>((resolve) => {
            // allowHalfOpen: like a hostile client, never close our side.
            const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => {
              socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
              resolve(socket);
            });
            socket.on('data', (chunk: Buffer) => answers.push(chunk.toString().split('\r\n')[0]!));
            socket.on('error', () => undefined);
          }),
      ),
    );
    try {
      await expect.poll(() => accepted).toBe(50);
      await expect.poll(() => connections(app), { timeout: 10_000, interval: 100 }).toBe(0);
      expect(answers).toHaveLength(50);
      expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
    } finally {
      for (const client of clients) client.destroy();
    }
  });

  it('cuts a connection that pipelines 2,000 requests at once, after taking no more than it may hold', async () => {
    // Express's app function hands every request to app.handle: count what reaches the app.
    const express = app.getHttpAdapter().getInstance() as unknown as { handle: (...args: unknown[]) => void };
    const handle = express.handle;
    let handled = 0;
    express.handle = (...args) => {
      handled += 1;
      handle.apply(express, args);
    };
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(2_000));
    try {
      await new Promise((resolve) => socket.once('close', resolve));
      expect(handled).toBeLessThanOrEqual(PIPELINED_REQUESTS_MAX);
    } finally {
      express.handle = handle;
    }
  });

  it('releases a connection whose client pipelines large answers and never reads them', async () => {
    // 200 copies of the api description (~160 kB each) fill every buffer between the two ends; with
    // the real header and request timeouts, which never fire on a connection whose requests all arrived.
    const server = app.getHttpServer();
    server.headersTimeout = HTTP_TIMEOUTS.headersMs;
    server.requestTimeout = HTTP_TIMEOUTS.requestMs;
    let accepted = 0;
    const accept = () => (accepted += 1);
    server.on('connection', accept);
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    socket.pause();
    socket.on('error', () => undefined);
    socket.write('GET /api/docs/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(200));
    try {
      await expect.poll(() => accepted).toBe(1);
      await expect.poll(() => connections(app), { timeout: 10_000, interval: 100 }).toBe(0);
    } finally {
      server.off('connection', accept);
      server.headersTimeout = 300;
      server.requestTimeout = 600;
      socket.destroy();
    }
  });
});
