import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.ts';
import { PublicConfigController } from './public-config.controller.ts';
import { OpsController } from './ops.controller.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { HealthRepository } from './health.repository.ts';

/** Operational endpoints: health, queue depths, and the run-time settings the web app reads. */
@Module({ imports: [JobsModule], controllers: [HealthController, PublicConfigController, OpsController], providers: [HealthRepository] })
export class HealthModule {}
