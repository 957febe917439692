import { ModulesContainer, NestFactory } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { Server } from 'socket.io';
import { AppModule } from '../app.module.ts';
import { AppLogger } from '../logging/logging.module.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { createBroadcastRedis } from '../redis/redis.module.ts';
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
  const redis = createBroadcastRedis(config, 'worker-socket.io');
  const io: TypedServer = new Server({ adapter: streamsAdapter(redis, config.redisPrefix, { holdsSockets: false }) });
  app.get(RealtimeService).attach(io);
  startProcessors(app);

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

/**
 * Starts every queue's processor (declared with STARTED_BY_CREATE_WORKER): only once the realtime
 * emitter is attached, so a job that runs at once (its delay passed while no worker ran) is heard.
 */
function startProcessors(app: INestApplicationContext): void {
  const logger = new Logger('Worker');
  for (const module of app.get(ModulesContainer).values()) {
    for (const { instance } of module.providers.values()) {
      if (!(instance instanceof WorkerHost)) continue;
      // A processor declared without it started before the emitter: a rule broken in code, so the worker refuses to start.
      if (instance.worker.isRunning()) throw new Error(`The ${instance.worker.name} queue's processor must be declared with STARTED_BY_CREATE_WORKER.`);
      // Resolves when the worker closes; a worker that stops on an error is logged, never left silent.
      instance.worker.run().catch((error: unknown) => logger.error(`A queue worker stopped: ${(error as Error).message}`));
    }
  }
}
