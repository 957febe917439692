import { Module } from '@nestjs/common';
import { PublicReadCache } from './public-reads.ts';
import { VillasController } from './villas.controller.ts';
import { VillasRepository } from './villas.repository.ts';
import { VillasService } from './villas.service.ts';
import { PricingRepository } from './pricing.repository.ts';
import { PricingService } from './pricing.service.ts';

@Module({
  controllers: [VillasController],
  // PublicReadCache answers before Nest's chain: create-api mounts its middleware.
  providers: [VillasService, VillasRepository, PublicReadCache, PricingService, PricingRepository],
  exports: [VillasService, VillasRepository, PublicReadCache, PricingService, PricingRepository],
})
export class CatalogueModule {}
