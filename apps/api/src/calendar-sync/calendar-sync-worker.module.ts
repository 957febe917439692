import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { JOBS, QUEUES, TURNOVERS_CATCH_UP_JOB_ID } from '@prana/contracts';
import { addJob } from '../jobs/typed-jobs.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { CalendarSyncModule } from './calendar-sync.module.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { CalendarPullService } from './calendar-pull.service.ts';
import { CalendarSyncProcessor } from './calendar-sync.processor.ts';
import { PullVillaCalendarJob } from './pull-villa-calendar.job.ts';
import { ScheduledVillaPullJob } from './scheduled-villa-pull.job.ts';
import { ReconcileTurnoversJob } from './reconcile-turnovers.job.ts';

/**
 * On worker start, the schedules follow the stored feeds (feeds saved while no worker ran, a new
 * ICAL_PULL_MINUTES), and every villa's turnovers catch up with its stays (one job id: replicas
 * starting together run it once).
 */
@Injectable()
class CalendarSchedulesBootstrap implements OnApplicationBootstrap {
  constructor(
    private readonly schedules: CalendarSchedules,
    @InjectQueue(QUEUES.calendarSync) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.schedules.reconcile();
    await addJob(this.queue, JOBS.reconcileTurnovers, {}, { jobId: TURNOVERS_CATCH_UP_JOB_ID, attempts: 3, backoff: { type: 'exponential', delay: 5_000 }, removeOnComplete: true, removeOnFail: true });
  }
}

/** The pull processor, schedule reconciliation and the turnovers' catch-up: imported by the worker only (AppModule.forWorker). */
@Module({
  imports: [CalendarSyncModule, CatalogueModule, JobsModule],
  providers: [CalendarPullService, PullVillaCalendarJob, ScheduledVillaPullJob, ReconcileTurnoversJob, CalendarSyncProcessor, CalendarSchedulesBootstrap],
})
export class CalendarSyncWorkerModule {}
