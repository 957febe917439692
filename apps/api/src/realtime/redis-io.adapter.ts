import { IoAdapter } from '@nestjs/platform-socket.io';
import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/** How long a dropped client may come back and receive what it missed (connection state recovery). */
export const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

export function streamsAdapter(redis: Redis, redisPrefix: string) {
  return createAdapter(redis, { streamName: `${redisPrefix}:socket.io`, maxLen: 10_000 });
}

/**
 * Socket.IO over the Redis Streams adapter: any api instance can reach any client, and the
 * streams keep recent events so a reconnecting client catches up.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly redis: Redis,
    private readonly redisPrefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    } as ServerOptions);
    server.adapter(streamsAdapter(this.redis, this.redisPrefix));
    return server;
  }
}
