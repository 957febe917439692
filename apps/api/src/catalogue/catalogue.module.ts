import { Module } from '@nestjs/common';
import { VillasController } from './villas.controller.ts';
import { VillasService } from './villas.service.ts';

@Module({ controllers: [VillasController], providers: [VillasService], exports: [VillasService] })
export class CatalogueModule {}
