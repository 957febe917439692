import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/** The shared command connection (rate limits, health). Blocking readers get their own. */
export const REDIS = Symbol('REDIS');

export function createRedis(config: AppConfig, name: string): Redis {
  return new Redis(config.redisUrl, {
    connectionName: `prana-${name}`,
    // BullMQ requires this for its blocking connections; harmless for the others.
    maxRetriesPerRequest: null,
    lazyConnect: false,
  });
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
