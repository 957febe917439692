import { Module } from '@nestjs/common';
import { AvailabilityController } from './availability.controller.ts';
import { AvailabilityService } from './availability.service.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';

@Module({ imports: [CatalogueModule], controllers: [AvailabilityController], providers: [AvailabilityService], exports: [AvailabilityService] })
export class AvailabilityModule {}
