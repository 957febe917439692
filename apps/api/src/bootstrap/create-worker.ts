import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { Server } from 'socket.io';
import { AppModule } from '../app.module.ts';
import { AppLogger } from '../logging/logging.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { createRedis } from '../redis/redis.module.ts';
import { streamsAdapter } from '../realtime/redis-io.adapter.ts';
import { RealtimeService, type TypedServer } from '../realtime/realtime.service.ts';

export interface Worker {
  app: INestApplicationContext;
  close: () => Promise<void>;
}

/** The worker: the same module graph with the queue processors and schedules on, and no HTTP server. */
export async function createWorker(): Promise<Worker> {
  const app = await NestFactory.createApplicationContext(AppModule.forWorker(), { bufferLogs: true });
  app.useLogger(app.get(AppLogger));
  const config = app.get<AppConfig>(APP_CONFIG);

  // A Socket.IO server that never listens: its adapter forwards the worker's events to every api instance.
  const redis = createRedis(config, 'worker-socket.io');
  const io: TypedServer = new Server({ adapter: streamsAdapter(redis, config.redisPrefix, { holdsSockets: false }) });
  app.get(RealtimeService).attach(io);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    // Nest closes the BullMQ workers before the database, so a running job finishes (test/faults proves it).
    await app.close();
    // The server never listened, so only its adapter (the stream reader) needs closing.
    await io.of('/').adapter.close();
    redis.disconnect();
  };
  return { app, close };
}

