// A small sticky load balancer for running several api instances on one machine: HTTP requests
// and WebSocket upgrades from one client address always reach the same instance (so Socket.IO's
// polling handshake and its upgrade meet the same server), and an instance that stops answering
// is skipped until it answers again. One address may hold at most `maxConnectionsPerAddress`
// connections, and slow clients are cut like the api cuts them.
import http, { type IncomingMessage } from 'node:http';
import net from 'node:net';
import { createHash } from 'node:crypto';

export interface Backend {
  host: string;
  port: number;
}

function clientKey(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown';
}

/** Rendezvous hashing: a client keeps its instance while that instance is up; only its clients move when it goes down. */
function pickBackend(key: string, backends: readonly Backend[], isUp: (backend: Backend) => boolean): Backend | undefined {
  let best: Backend | undefined;
  let bestScore = -1;
  for (const backend of backends) {
    if (!isUp(backend)) continue;
    const score = createHash('sha1').update(`${key}|${backend.host}:${backend.port}`).digest().readUInt32BE(0);
    if (score > bestScore) {
      best = backend;
      bestScore = score;
    }
  }
  return best;
}

/** Enough for a household of browsers behind one address (each opens ~6 connections and a socket), not for a flood. */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

export function startLoadBalancer(port: number, backends: readonly Backend[], maxConnectionsPerAddress = MAX_CONNECTIONS_PER_ADDRESS): http.Server {
  const down = new Set<string>();
  const id = (backend: Backend) => `${backend.host}:${backend.port}`;
  const isUp = (backend: Backend) => !down.has(id(backend));
  const markDown = (backend: Backend) => {
    down.add(id(backend));
    setTimeout(() => down.delete(id(backend)), 2_000).unref();
  };

  const timeouts = { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 2_000 };
  const server = http.createServer(timeouts, (request, response) => {
    const backend = pickBackend(clientKey(request), backends, isUp);
    if (!backend) {
      response.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'No api instance is available.' }));
      return;
    }
    const upstream = http.request(
      {
        host: backend.host,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (upstreamResponse) => {
        response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(response);
      },
    );
    upstream.on('error', () => {
      markDown(backend);
      if (!response.headersSent) {
        response.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'The api instance did not answer.' }));
      } else response.destroy();
    });
    request.pipe(upstream);
  });

  server.on('clientError', (_error, socket) => socket.destroy());

  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > maxConnectionsPerAddress) return socket.destroy();
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });

  server.on('upgrade', (request, clientSocket, head) => {
    const backend = pickBackend(clientKey(request), backends, isUp);
    if (!backend) return clientSocket.destroy();
    const upstream = net.connect(backend.port, backend.host, () => {
      const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' };
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (const [name, value] of Object.entries(headers)) {
        for (const item of [value ?? []].flat()) lines.push(`${name}: ${item}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(clientSocket).pipe(upstream);
    });
    upstream.on('error', () => {
      markDown(backend);
      clientSocket.destroy();
    });
    clientSocket.on('error', () => upstream.destroy());
  });

  server.listen(port);
  return server;
}
