import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { BookingsController } from './bookings.controller.ts';
import { BookingsService } from './bookings.service.ts';
import { BookingsRepository } from './bookings.repository.ts';
import { DirectBookingsService } from './direct-bookings.service.ts';
import { StageMessages } from './stage-messages.service.ts';
import { JobsModule } from '../jobs/jobs.module.ts';

@Module({
  imports: [JobsModule, CalendarSyncModule, CatalogueModule],
  controllers: [BookingsController],
  providers: [BookingsService, BookingsRepository, DirectBookingsService, StageMessages],
  exports: [BookingsService, BookingsRepository, DirectBookingsService, StageMessages],
})
export class BookingsModule {}
