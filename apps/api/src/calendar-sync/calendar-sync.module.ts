import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { VillaCalendarService } from './villa-calendar.service.ts';
import { VillaCalendarController } from './villa-calendar.controller.ts';
import { OutboundFeedController } from './outbound-feed.controller.ts';
import { AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
import { VillaFeedsController } from './villa-feeds.controller.ts';
import { VillaFeedsService } from './villa-feeds.service.ts';
import { BackOfficeJournal } from '../back-office/journal/back-office-journal.service.ts';
import { JournalRepository } from '../back-office/journal/journal.repository.ts';
import { CalendarController } from './calendar.controller.ts';
import { CalendarService } from './calendar.service.ts';
import { HoldsService } from './holds.service.ts';

/**
 * Calendar sync for both processes: the api serves the endpoints and enqueues pulls; the worker
 * adds CalendarSyncWorkerModule (the processor and schedule reconciliation).
 */
@Module({
  imports: [CatalogueModule, JobsModule],
  controllers: [VillaCalendarController, VillaFeedsController, OutboundFeedController, CalendarController],
  // The journal writes the access log line of an outbound-link rotation.
  providers: [CalendarSyncRequests, CalendarSchedules, VillaCalendarService, VillaFeedsService, AvailabilityBlocksRepository, BackOfficeJournal, JournalRepository, CalendarService, HoldsService],
  exports: [CalendarSyncRequests, CalendarSchedules, AvailabilityBlocksRepository],
})
export class CalendarSyncModule {}
