import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { BookingsController } from './bookings.controller.ts';
import { BookingsService } from './bookings.service.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { DirectBookingsService } from './direct-bookings.service.ts';

@Module({
  imports: [CalendarSyncModule, CatalogueModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingsRepository, DirectBookingsService],
  exports: [BookingsService, DirectBookingsService],
})
export class BookingsModule {}
