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
import { JournalModule } from '../journal/journal.module.ts';
import { SyncRunsRepository } from './sync-runs.repository.ts';
import { VillaFeedsRepository } from './villa-feeds.repository.ts';
import { VillaCalendars } from './villa-calendars.service.ts';
import { CalendarController } from './calendar.controller.ts';
import { CalendarService } from './calendar.service.ts';
import { HoldsService } from './holds.service.ts';
import { TurnoversRepository } from './turnovers.repository.ts';
import { TurnoverSync } from './turnover-sync.service.ts';

/**
 * Calendar sync for both processes: the api serves the endpoints and enqueues pulls; the worker
 * adds CalendarSyncWorkerModule (the processor and schedule reconciliation).
 */
@Module({
  imports: [CatalogueModule, JobsModule, JournalModule],
  controllers: [VillaCalendarController, VillaFeedsController, OutboundFeedController, CalendarController],
  // The journal (JournalModule) writes the access log line of an outbound-link rotation.
  providers: [
    CalendarSyncRequests,
    CalendarSchedules,
    VillaCalendarService,
    VillaCalendars,
    VillaFeedsService,
    AvailabilityBlocksRepository,
    SyncRunsRepository,
    VillaFeedsRepository,
    CalendarService,
    HoldsService,
    TurnoversRepository,
    TurnoverSync,
  ],
  exports: [TurnoversRepository, TurnoverSync, CalendarSyncRequests, CalendarSchedules, AvailabilityBlocksRepository, SyncRunsRepository, VillaFeedsRepository],
})
export class CalendarSyncModule {}
