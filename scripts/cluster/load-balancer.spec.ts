import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startLoadBalancer } from './load-balancer.ts';

function closed(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));
}

describe('sticky load balancer', () => {
  let backend: http.Server;
  let balancer: http.Server;
  let port: number;

  beforeAll(async () => {
    backend = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    balancer = startLoadBalancer(0, [{ host: '127.0.0.1', port: (backend.address() as AddressInfo).port }], 3);
    await new Promise<void>((resolve) => (balancer.listening ? resolve() : balancer.once('listening', resolve)));
    port = (balancer.address() as AddressInfo).port;
  });
  afterAll(() => {
    balancer.closeAllConnections();
    balancer.close();
    backend.close();
  });

  it('holds at most the cap of connections per address, and takes new ones once those close', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 5 }, () => new Promise<net.Socket>((resolve) => { const socket = net.connect(port, '127.0.0.1', () => resolve(socket)); })),
    );
    // Two over the cap are closed by the balancer; the three within it stay open and are served.
    const states = await Promise.all(sockets.map((socket) => Promise.race([closed(socket).then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 300, 'open'))])));
    expect(states.filter((state) => state === 'closed')).toHaveLength(2);
    for (const socket of sockets) socket.destroy();
    await Promise.all(sockets.map(closed));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(await response.text()).toBe('ok');
  });
});
