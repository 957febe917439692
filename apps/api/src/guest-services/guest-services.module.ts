import { Module } from '@nestjs/common';
import { GuestRequestsController } from './guest-requests.controller.ts';
import { GuestNotificationsController } from './guest-notifications.controller.ts';
import { GuestBillingController } from './guest-billing.controller.ts';
import { GuestProfileController } from './guest-profile.controller.ts';
import { StaffRequestsController, StaffReservationMessagesController } from './staff-requests.controller.ts';
import { RequestMessagesService } from './request-messages.service.ts';
import { RequestMessagesRepository } from './request-messages.repository.ts';
import { ResponseDeadlines } from './response-deadlines.service.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { GuestRequestsService } from './guest-requests.service.ts';
import { GuestNotificationsService } from './guest-notifications.service.ts';
import { GuestBillingService } from './guest-billing.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { ShuttleSeatsService } from './shuttle-seats.service.ts';
import { RateLimiters } from '../common/rate-limiter.ts';
import { ShuttleSeatsRepository } from './shuttle-seats.repository.ts';
import { GuestRequestsRepository } from './guest-requests.repository.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import { GuestBillingRepository } from './guest-billing.repository.ts';
import { GuestNotificationsRepository } from './guest-notifications.repository.ts';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';
import { OfferingsModule } from '../offerings/offerings.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { StayTimesService } from './stay-times.service.ts';
import { StayTimesRepository } from './stay-times.repository.ts';
import { BookingsModule } from '../bookings/bookings.module.ts';
import { DirectBookingsService } from '../bookings/direct-bookings.service.ts';

/** The guest companion's server side: requests, notifications, billing, profile; and staff status changes. */
@Module({
  imports: [IdempotencyModule, NotificationsModule, JobsModule, OfferingsModule, CalendarSyncModule, CatalogueModule, BookingsModule],
  controllers: [GuestProfileController, GuestRequestsController, GuestNotificationsController, GuestBillingController, StaffRequestsController, StaffReservationMessagesController],
  providers: [
    GuestRequestsService,
    GuestNotificationsService,
    GuestBillingService,
    GuestProfileService,
    ShuttleSeatsService,
    GuestRequestsRepository,
    ShuttleSeatsRepository,
    RateLimiters,
    GuestAccountsRepository,
    GuestBillingRepository,
    GuestNotificationsRepository,
    RequestMessagesService,
    RequestMessagesRepository,
    ResponseDeadlines,
    StayTimesService,
    StayTimesRepository,
  ],
  exports: [GuestRequestsService, GuestNotificationsService, GuestNotificationsRepository, GuestBillingService, GuestProfileService, GuestRequestsRepository],
})
export class GuestServicesModule {
  constructor(bookings: DirectBookingsService, stayTimes: StayTimesService) {
    // A moved stay's approved early check-in and late check-out charges follow its new days.
    bookings.onMove(stayTimes);
  }
}
