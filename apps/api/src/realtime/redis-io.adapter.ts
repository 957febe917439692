import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.ts';
import { isSameOrigin, type TrustProxy } from '../common/same-origin.ts';
import { SOCKET_HEARTBEAT } from './heartbeat.ts';

/** How long the adapter's stream reader waits for a message before it asks again. */
const STREAM_BLOCK_MS = 5_000;

/**
 * `holdsSockets: false` (the worker): the process only sends. Every broadcast in the stream is for
 * sockets, and it holds none; the servers are counted (serverSideEmitWithAck) over pub/sub, not the
 * stream. So it does not read the stream (hundreds of messages a second under load, each read, decoded
 * and dropped).
 */
export function streamsAdapter(redis: Redis, redisPrefix: string, { holdsSockets }: { holdsSockets: boolean }) {
  const client = withFireAndForgetHandled(redis);
  // Every key and channel carries the prefix: the stream, the pub/sub channels (server-side emits and
  // their answers) and the recovery sessions. Processes of another prefix never hear them.
  const adapterFor = createAdapter(holdsSockets ? client : withoutStreamReads(client), {
    streamName: `${redisPrefix}:socket.io`,
    channelPrefix: `${redisPrefix}:socket.io`,
    sessionKeyPrefix: `${redisPrefix}:sio:session:`,
    maxLen: 10_000,
    blockTimeInMs: STREAM_BLOCK_MS,
    // Every event is JSON (libs/contracts): no payload is walked looking for binary before it is sent.
    onlyPlaintext: true,
  });
  // Socket.IO calls it with `new`: a function, not an arrow.
  return function adapter(namespace: unknown) {
    return ignoringOwnBroadcasts(adapterFor(namespace));
  };
}

type StreamsAdapter = ReturnType<ReturnType<typeof createAdapter>>;

/**
 * A process reads its own broadcasts back from the stream (it delivered them to its sockets when it
 * sent them). The adapter decodes every entry (base64, then msgpack) before it drops those by their
 * sender's id; here they are dropped before decoding: half the entries an api reads on the live path.
 */
export function ignoringOwnBroadcasts(adapter: StreamsAdapter): StreamsAdapter {
  const own = (adapter as unknown as { uid: string }).uid;
  const onRawMessage = adapter.onRawMessage.bind(adapter);
  adapter.onRawMessage = (message, offset) => (message.uid === own ? undefined : onRawMessage(message, offset));
  return adapter;
}

/**
 * The adapter reads the stream on a duplicate of its client: here that duplicate's XREAD finds
 * nothing after the block time, without asking Redis, so the reader loop only waits.
 */
function withoutStreamReads(redis: Redis): Redis {
  return new Proxy(redis, {
    get(target, property) {
      if (property !== 'duplicate') return Reflect.get(target, property, target) as unknown;
      return (...args: Parameters<Redis['duplicate']>) =>
        new Proxy(target.duplicate(...args), {
          get(duplicate, name) {
            if (name === 'xread') return () => new Promise((resolve) => setTimeout(() => resolve(null), STREAM_BLOCK_MS).unref());
            return Reflect.get(duplicate, name, duplicate) as unknown;
          },
        });
    },
  });
}

/**
 * The commands the adapter sends without waiting for them: heartbeats (PUBLISH), recovery sessions
 * (SET) and, on its pub/sub duplicate, the subscription (SUBSCRIBE).
 */
const FIRE_AND_FORGET = new Set<PropertyKey>(['publish', 'set', 'subscribe', 'ssubscribe']);

/**
 * The adapter sends heartbeats, recovery sessions and its subscription without handling their
 * failure. During a Redis outage, or when the api shuts down before Redis answered (seen in the
 * tests: an api closed right after it started), they reject with nobody listening, and an unhandled
 * rejection ends a Node process. A lost heartbeat or session is harmless (the next heartbeat
 * follows; a client that cannot recover refetches), and a subscription only fails when its
 * connection is going away, so their failures are dropped here; a caller that awaits one still
 * sees it. The duplicates the adapter makes (its pub/sub connection) get the same treatment.
 */
export function withFireAndForgetHandled(redis: Redis): Redis {
  // Each method is wrapped once: the adapter calls them for every broadcast (XADD) and read (XREAD).
  const wrapped = new Map<PropertyKey, { of: unknown; as: unknown }>();
  const wrap = (property: PropertyKey, value: (...args: unknown[]) => unknown): unknown => {
    if (property === 'duplicate') return (...args: unknown[]) => withFireAndForgetHandled(value.apply(redis, args) as Redis);
    if (!FIRE_AND_FORGET.has(property)) return value.bind(redis);
    return (...args: unknown[]) => {
      const sent = value.apply(redis, args) as Promise<unknown>;
      sent.catch(() => undefined);
      return sent;
    };
  };
  return new Proxy(redis, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const known = wrapped.get(property);
      if (known?.of === value) return known.as;
      const as = wrap(property, value as (...args: unknown[]) => unknown);
      wrapped.set(property, { of: value, as });
      return as;
    },
  });
}

/**
 * Socket.IO over the Redis Streams adapter: any api instance can reach any client.
 *
 * Connection state recovery stays off: socket.io restores a recovered socket's old rooms and
 * replays its missed packets before any middleware can check the cookie, so a signed-out,
 * demoted or suspended session (or someone holding its socket id) would hear what was meant
 * for the old one. Every connection is a fresh handshake whose rooms come from the session
 * presented now; a client that reconnects refetches over REST what it shows.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis,
    private readonly config: Pick<AppConfig, 'redisPrefix' | 'allowedOrigins'>,
    private readonly trustProxy: TrustProxy,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      // The browser gives up on the server after pingInterval + pingTimeout without a ping.
      ...SOCKET_HEARTBEAT,
      // A page of another site must not open a socket with our visitor's cookie.
      allowRequest: (request, callback) => callback(null, isSameOrigin(request, this.config.allowedOrigins, this.trustProxy)),
    } as ServerOptions);
    server.adapter(streamsAdapter(this.redis, this.config.redisPrefix, { holdsSockets: true }));
    return server;
  }

  /** Stops the stream reader first, then its connection, so no read is left on a closed client. */
  override async close(server: Server): Promise<void> {
    await super.close(server);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
