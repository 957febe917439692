import { Module, type OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { reportConnectionErrors } from '../redis/redis.module.ts';
import { AuthModule } from '../auth/auth.module.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { MaintenanceProcessor } from './maintenance.processor.ts';
import { SchedulesService } from './schedules.service.ts';
import { PurgeExpiredSessionsJob } from './purge-expired-sessions.job.ts';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';
import { WorkerHeartbeat } from '../health/worker-heartbeat.ts';

/** Processors, queue schedules and the heartbeat: imported by the worker only, so the api never consumes jobs. */
@Module({ imports: [JobsModule, AuthModule, IdempotencyModule, DiscoveryModule], providers: [PurgeExpiredSessionsJob, MaintenanceProcessor, SchedulesService, WorkerHeartbeat] })
export class WorkerJobsModule implements OnModuleInit {
  constructor(private readonly discovery: DiscoveryService) {}

  /** Every processor's BullMQ worker (created when the modules start) reports an outage once, like the queues. */
  onModuleInit(): void {
    for (const { instance } of this.discovery.getProviders()) {
      if (instance instanceof WorkerHost) reportConnectionErrors(instance.worker, `worker ${instance.worker.name}`);
    }
  }
}
