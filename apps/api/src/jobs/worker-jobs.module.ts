import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.ts';
import { JobsModule } from './jobs.module.ts';
import { MaintenanceProcessor } from './maintenance.processor.ts';
import { SchedulesService } from './schedules.service.ts';
import { PurgeExpiredSessionsJob } from '../auth/purge-expired-sessions.job.ts';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';

/** Processors and schedules: imported by the worker only, so the api never consumes jobs. */
@Module({ imports: [JobsModule, AuthModule, IdempotencyModule], providers: [PurgeExpiredSessionsJob, MaintenanceProcessor, SchedulesService] })
export class WorkerJobsModule {}
