import { Module } from '@nestjs/common';
import { JournalModule } from '../journal/journal.module.ts';
import { ExtrasMenuController, GuestOfferingsController, OfferingsController } from './offerings.controller.ts';
import { ExtrasMenuService } from './extras-menu.service.ts';
import { OfferingsRepository } from './offerings.repository.ts';
import { OfferingsService } from './offerings.service.ts';

/** The guest service catalogue: drafted by managers, published by master, read by the companion, its extras menu and the pricing of requests. */
@Module({
  imports: [JournalModule],
  controllers: [OfferingsController, GuestOfferingsController, ExtrasMenuController],
  providers: [OfferingsService, OfferingsRepository, ExtrasMenuService],
  exports: [OfferingsService],
})
export class OfferingsModule {}
