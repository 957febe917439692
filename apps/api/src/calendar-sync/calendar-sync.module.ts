import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@prana/contracts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { VillaCalendarService } from './villa-calendar.service.ts';
import { VillaCalendarController } from './villa-calendar.controller.ts';
import { OutboundFeedController } from './outbound-feed.controller.ts';

/**
 * Calendar sync for both processes: the api serves the endpoints and enqueues pulls; the worker
 * adds CalendarSyncWorkerModule (the processor and schedule reconciliation).
 */
@Module({
  imports: [CatalogueModule, BullModule.registerQueue({ name: QUEUES.calendarSync })],
  controllers: [VillaCalendarController, OutboundFeedController],
  providers: [CalendarSyncRequests, CalendarSchedules, VillaCalendarService],
  exports: [CalendarSyncRequests, CalendarSchedules],
})
export class CalendarSyncModule {}
