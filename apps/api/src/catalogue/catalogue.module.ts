import { Module } from '@nestjs/common';
import { SyncRunsRepository } from '../calendar-sync/sync-runs.repository.ts';
import { VillaFeedsRepository } from '../calendar-sync/villa-feeds.repository.ts';
import { PublicReadCache } from './public-reads.ts';
import { VillasController } from './villas.controller.ts';
import { VillasRepository } from './villas.repository.ts';
import { VillasService } from './villas.service.ts';

@Module({
  controllers: [VillasController],
  // PublicReadCache answers before Nest's chain: create-api mounts its middleware.
  providers: [VillasService, VillasRepository, SyncRunsRepository, VillaFeedsRepository, PublicReadCache],
  exports: [VillasService, VillasRepository, SyncRunsRepository, VillaFeedsRepository, PublicReadCache],
})
export class CatalogueModule {}
