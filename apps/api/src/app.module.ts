import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ConfigModule } from './config/config.module.ts';
import { LoggingModule } from './logging/logging.module.ts';
import { RedisModule } from './redis/redis.module.ts';
import { DatabaseModule } from './database/database.module.ts';
import { ENTITIES } from './bootstrap/entities.ts';
import { RealtimeModule } from './realtime/realtime.module.ts';
import { RealtimeGateway } from './realtime/realtime.gateway.ts';
import { JobsModule } from './jobs/jobs.module.ts';
import { WorkerJobsModule } from './housekeeping/worker-jobs.module.ts';
import { AuthModule } from './auth/auth.module.ts';
import { AccessGuard } from './auth/access.ts';
import { CatalogueModule } from './catalogue/catalogue.module.ts';
import { FunnelModule } from './funnel/funnel.module.ts';
import { HealthModule } from './health/health.module.ts';
import { BookingsModule } from './bookings/bookings.module.ts';
import { CalendarSyncModule } from './calendar-sync/calendar-sync.module.ts';
import { CalendarSyncWorkerModule } from './calendar-sync/calendar-sync-worker.module.ts';
import { StaffModule } from './staff/staff.module.ts';
import { AvailabilityModule } from './availability/availability.module.ts';
import { ReservationsModule } from './reservations/reservations.module.ts';
import { GuestServicesModule } from './guest-services/guest-services.module.ts';
import { OfferingsModule } from './offerings/offerings.module.ts';
import { BackOfficeModule } from './back-office/back-office.module.ts';
import { BackOfficeWorkerModule } from './back-office/back-office-worker.module.ts';
import { CheckInModule } from './check-in/check-in.module.ts';
import { GuestDataModule } from './guest-data/guest-data.module.ts';
import { GuestDataWorkerModule } from './guest-data/guest-data-worker.module.ts';
import { RegisterWorkerModule } from './check-in/register-worker.module.ts';
import { ConciergeWorkerModule } from './guest-services/concierge-worker.module.ts';
import { HttpErrorFilter } from './common/http-exception.filter.ts';
import { RequestValidationPipe } from './common/validation.pipe.ts';
import { DocsModule } from './api-description/docs.module.ts';
import { NotificationsModule } from './notifications/notifications.module.ts';
import { NotificationsWorkerModule } from './notifications/notifications-worker.module.ts';
import { DemoWorkerModule } from './demo/demo-worker.module.ts';

/**
 * The module graph both processes share; the api adds HTTP and the gateway, the worker adds processors.
 * ScheduleModule runs what each process does for itself (a worker's heartbeat, an api's sweep of its
 * expired sockets); work that must run once across processes is a BullMQ job scheduler instead.
 */
const SHARED = [ScheduleModule.forRoot(), ConfigModule, LoggingModule, RedisModule, DatabaseModule.forRoot(ENTITIES), RealtimeModule, JobsModule, AuthModule, CatalogueModule, FunnelModule, CalendarSyncModule, BookingsModule, StaffModule, AvailabilityModule, ReservationsModule, OfferingsModule, GuestServicesModule, CheckInModule, GuestDataModule, BackOfficeModule, HealthModule, NotificationsModule];

@Module({})
export class AppModule {
  static forApi(): DynamicModule {
    return {
      module: AppModule,
      imports: [...SHARED, DocsModule],
      providers: [
        RealtimeGateway,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: RequestValidationPipe },
      ],
    };
  }

  static forWorker(): DynamicModule {
    return { module: AppModule, imports: [...SHARED, WorkerJobsModule, CalendarSyncWorkerModule, NotificationsWorkerModule, ConciergeWorkerModule, RegisterWorkerModule, BackOfficeWorkerModule, GuestDataWorkerModule, DemoWorkerModule] };
  }
}
