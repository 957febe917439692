import { Module } from '@nestjs/common';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { BookingsController } from './bookings.controller.ts';
import { BookingsService } from './bookings.service.ts';
import { DirectBookingsService } from './direct-bookings.service.ts';

@Module({
  imports: [CalendarSyncModule],
  controllers: [BookingsController],
  providers: [BookingsService, DirectBookingsService],
  exports: [BookingsService],
})
export class BookingsModule {}
