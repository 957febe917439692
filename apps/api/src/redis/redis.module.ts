import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis, type RedisOptions } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/** The shared command connection (rate limits, health). Blocking readers get their own. */
export const REDIS = Symbol('REDIS');

const logger = new Logger('Redis');

/** A client that reconnects by itself and reports each failed try as an 'error' event (ioredis, BullMQ). */
interface ReconnectingClient {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/** How often the same component's connection error is logged again while an outage lasts. */
const OUTAGE_REPORT_MS = 60_000;

/**
 * Logs a component's connection errors once a minute at most: it retries by itself, so an outage is
 * news once, not once per retry. Without a listener BullMQ writes each retry's stack trace to stderr.
 */
export function reportConnectionErrors(client: ReconnectingClient, name: string): void {
  let reportedAt = 0;
  client.on('error', (error: Error) => {
    if (Date.now() - reportedAt < OUTAGE_REPORT_MS) return;
    reportedAt = Date.now();
    logger.warn(`${name}: ${error.message}; retrying`);
  });
}

export function createRedis(config: AppConfig, name: string, options: Pick<RedisOptions, 'enableAutoPipelining'> = {}): Redis {
  const client = new Redis(config.redisUrl, {
    connectionName: `prana-${name}`,
    // BullMQ requires this for its blocking connections; harmless for the others.
    maxRetriesPerRequest: null,
    lazyConnect: false,
    ...options,
  });
  // ioredis reconnects by itself; say so once per outage instead of once per retry.
  let reported = false;
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(`${name}: ${error.message}; reconnecting to ${new URL(config.redisUrl).host}`);
  });
  client.on('ready', () => {
    if (reported) logger.log(`${name}: reconnected`);
    reported = false;
  });
  return client;
}

/**
 * The Socket.IO adapter's connection. A change's broadcasts leave in one tick (a request to the staff
 * and the booking's pages, then the guest's notification): auto-pipelining writes their XADDs to
 * Redis as one write, where each would cost a write of its own. The adapter's duplicates (the stream
 * reader, the pub/sub connection) wait on one command at a time: they send each at once, where a
 * pipeline built for every XREAD would only add work.
 */
export function createBroadcastRedis(config: AppConfig, name: string): Redis {
  const client = createRedis(config, name, { enableAutoPipelining: true });
  const duplicate = client.duplicate.bind(client);
  client.duplicate = ((override?: Partial<RedisOptions>) => duplicate({ enableAutoPipelining: false, ...override })) as Redis['duplicate'];
  return client;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createRedis(config, 'commands') }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
