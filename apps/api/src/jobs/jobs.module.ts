import { Module, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { bullConnection } from './queue-connection.ts';
import { reportConnectionErrors } from '../redis/redis.module.ts';

/** Every queue, for every process: the api enqueues, the worker also processes (see WorkerJobsModule). */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ connection: bullConnection(config), prefix: `${config.redisPrefix}:bull` }),
    }),
    BullModule.registerQueue(...Object.values(QUEUES).map((name) => ({ name }))),
  ],
  exports: [BullModule],
})
export class JobsModule implements OnModuleInit {
  constructor(private readonly modules: ModuleRef) {}

  onModuleInit(): void {
    for (const name of Object.values(QUEUES)) {
      reportConnectionErrors(this.modules.get<Queue>(getQueueToken(name), { strict: false }), `queue ${name}`);
    }
  }
}
