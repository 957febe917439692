import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CalendarSyncModule } from './calendar-sync.module.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { CalendarPullService } from './calendar-pull.service.ts';
import { CalendarSyncProcessor } from './calendar-sync.processor.ts';
import { PullVillaCalendarJob } from './pull-villa-calendar.job.ts';
import { ScheduledVillaPullJob } from './scheduled-villa-pull.job.ts';

/** On worker start, the schedules follow the stored feeds (feeds saved while no worker ran, a new ICAL_PULL_MINUTES). */
@Injectable()
class CalendarSchedulesBootstrap implements OnApplicationBootstrap {
  constructor(private readonly schedules: CalendarSchedules) {}

  onApplicationBootstrap(): Promise<void> {
    return this.schedules.reconcile();
  }
}

/** The pull processor and schedule reconciliation: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [CalendarSyncModule],
  providers: [CalendarPullService, PullVillaCalendarJob, ScheduledVillaPullJob, CalendarSyncProcessor, CalendarSchedulesBootstrap],
})
export class CalendarSyncWorkerModule {}
