import { Module } from '@nestjs/common';
import { GuestServicesModule } from './guest-services.module.ts';
import { ConciergeProcessor } from './concierge.processor.ts';
import { LateRequestsSchedule } from './late-requests-schedule.ts';
import { MarkLateRequestsJob } from './mark-late-requests.job.ts';
import { TurnoverDueJob } from './turnover-due.job.ts';
import { VillaReadyJob } from './villa-ready.job.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';
import { JobsModule } from '../jobs/jobs.module.ts';

/** The escalation processor and the late-requests check's schedule (response deadlines, turnovers not ready): imported by the worker only (AppModule.forWorker). */
@Module({ imports: [JobsModule, GuestServicesModule, CalendarSyncModule, NotificationsModule], providers: [MarkLateRequestsJob, LateRequestsSchedule, TurnoverDueJob, VillaReadyJob, ConciergeProcessor] })
export class ConciergeWorkerModule {}
