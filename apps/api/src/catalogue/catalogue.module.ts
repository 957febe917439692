import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { PublicReadCache, PublicReadCacheMiddleware } from './public-reads.ts';
import { VillasController } from './villas.controller.ts';
import { VillasService } from './villas.service.ts';

@Module({ controllers: [VillasController], providers: [VillasService, PublicReadCache], exports: [VillasService] })
export class CatalogueModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(PublicReadCacheMiddleware).forRoutes({ path: 'villas', method: RequestMethod.GET }, { path: 'availability', method: RequestMethod.GET });
  }
}
