import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability.controller.ts';
import { AvailabilityService } from './availability.service.ts';

@Module({ controllers: [AvailabilityController], providers: [AvailabilityService], exports: [AvailabilityService] })
export class AvailabilityModule {}
