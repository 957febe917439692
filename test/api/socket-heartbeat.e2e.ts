import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { startTestApi, type TestApi } from '../support/test-api.ts';
import { signIn } from '../support/sockets.ts';

/** A proxy whose traffic can be frozen without closing anything: a Wi-Fi that stops carrying packets. */
async function freezableProxy(port: number) {
  const pairs: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    client.pipe(upstream).pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    freeze: () => {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) pair.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

describe('the live connection notices a silent drop', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('disconnects a browser within 5 s when packets stop flowing, so the badge shows "Reconnecting…"', async () => {
    const cookie = await signIn(api, { staff: 'staff' });
    const proxy = await freezableProxy(Number(new URL(api.url).port));
    const socket = io(`http://127.0.0.1:${proxy.port}`, { transports: ['websocket'], extraHeaders: { Cookie: cookie }, forceNew: true, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const frozenAt = Date.now();
      const reason = new Promise<string>((resolve) => socket.once('disconnect', (why) => resolve(why)));
      proxy.freeze();
      expect(await reason).toBe('ping timeout');
      expect(Date.now() - frozenAt).toBeLessThan(5_000);
    } finally {
      socket.disconnect();
      await proxy.close();
    }
  });
});
