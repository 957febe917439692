import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { writeFile } from 'node:fs/promises';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { REDIS } from '../redis/redis.module.ts';

const HEARTBEAT_MS = 5_000;

/**
 * The worker has no HTTP server, so its container health check reads a file instead (HEALTH_FILE):
 * rewritten every few seconds while the event loop runs and Redis answers, it goes stale when either
 * stops. Each worker beats for itself, so it is a process schedule, not a queued job.
 */
@Injectable()
export class WorkerHeartbeat implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly schedules: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const file = this.config.healthFile;
    if (!file) return;
    const beat = () => {
      this.redis.ping().then(
        () => writeFile(file, new Date().toISOString()).catch(() => undefined),
        () => undefined,
      );
    };
    beat();
    this.schedules.addInterval(WorkerHeartbeat.name, setInterval(beat, HEARTBEAT_MS));
  }
}
