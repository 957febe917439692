import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApi, HTTP_TIMEOUTS } from '../../apps/api/src/bootstrap/create-api.ts';

function connections(app: NestExpressApplication): Promise<number> {
  return new Promise((resolve, reject) => app.getHttpServer().getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

describe('slow clients', () => {
  let app: NestExpressApplication;
  let port: number;

  beforeAll(async () => {
    app = await createApi();
    const server = app.getHttpServer();
    expect({ headers: server.headersTimeout, request: server.requestTimeout, keepAlive: server.keepAliveTimeout }).toEqual({
      headers: HTTP_TIMEOUTS.headersMs,
      request: HTTP_TIMEOUTS.requestMs,
      keepAlive: HTTP_TIMEOUTS.keepAliveMs,
    });
    // The same server with the clock sped up, so the test does not wait ten seconds.
    server.headersTimeout = 300;
    server.requestTimeout = 600;
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
});
