import { Module } from '@nestjs/common';
import { JournalModule } from '../journal/journal.module.ts';
import { GuestOfferingsController, OfferingsController } from './offerings.controller.ts';
import { OfferingsRepository } from './offerings.repository.ts';
import { OfferingsService } from './offerings.service.ts';

/** The guest service catalogue: drafted by managers, published by master, read by the companion and the pricing of requests. */
@Module({
  imports: [JournalModule],
  controllers: [OfferingsController, GuestOfferingsController],
  providers: [OfferingsService, OfferingsRepository],
  exports: [OfferingsService],
})
export class OfferingsModule {}
