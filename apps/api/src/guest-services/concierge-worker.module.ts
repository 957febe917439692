import { Module } from '@nestjs/common';
import { GuestServicesModule } from './guest-services.module.ts';
import { ConciergeProcessor } from './concierge.processor.ts';
import { RequestResponseDueJob } from './request-response-due.job.ts';
import { TurnoverDueJob } from './turnover-due.job.ts';
import { VillaReadyJob } from './villa-ready.job.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';

/** The escalation processor (response deadlines, turnovers not ready): imported by the worker only (AppModule.forWorker). */
@Module({ imports: [GuestServicesModule, CalendarSyncModule, NotificationsModule], providers: [RequestResponseDueJob, TurnoverDueJob, VillaReadyJob, ConciergeProcessor] })
export class ConciergeWorkerModule {}
