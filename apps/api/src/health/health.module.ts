import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.ts';
import { PublicConfigController } from './public-config.controller.ts';

/** Operational endpoints: health and the run-time settings the web app reads. */
@Module({ controllers: [HealthController, PublicConfigController] })
export class HealthModule {}
