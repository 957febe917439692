import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP proxy a test can cut and restore, to make PostgreSQL or Redis unreachable for a while. */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      open = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
