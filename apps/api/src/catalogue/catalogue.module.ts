import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { SyncRunsRepository } from '../calendar-sync/sync-runs.repository.ts';
import { VillaFeedsRepository } from '../calendar-sync/villa-feeds.repository.ts';
import { PublicReadCache, PublicReadCacheMiddleware } from './public-reads.ts';
import { VillasController } from './villas.controller.ts';
import { VillasRepository } from './villas.repository.ts';
import { VillasService } from './villas.service.ts';

@Module({
  controllers: [VillasController],
  providers: [VillasService, VillasRepository, SyncRunsRepository, VillaFeedsRepository, PublicReadCache],
  exports: [VillasService, VillasRepository, SyncRunsRepository, VillaFeedsRepository],
})
export class CatalogueModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicReadCacheMiddleware).forRoutes(
      { path: 'villas', method: RequestMethod.GET }, { path: 'availability', method: RequestMethod.GET },
      { path: 'villas/:slug/unavailable-nights', method: RequestMethod.GET },
    );
  }
}
