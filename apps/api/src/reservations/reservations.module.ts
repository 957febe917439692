import { Module } from '@nestjs/common';
import { RateLimiters } from '../common/rate-limiter.ts';
import { BookingsModule } from '../bookings/bookings.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { CatalogueModule } from '../catalogue/catalogue.module.ts';
import { ReservationsController } from './reservations.controller.ts';
import { ReservationsService } from './reservations.service.ts';
import { ReservationRequestsRepository } from './reservation-requests.repository.ts';
import { StaffReservationsController } from './staff-reservations.controller.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';
import { FunnelModule } from '../funnel/funnel.module.ts';

@Module({
  imports: [BookingsModule, CalendarSyncModule, CatalogueModule, NotificationsModule, FunnelModule],
  controllers: [ReservationsController, StaffReservationsController],
  providers: [ReservationsService, ReservationRequestsRepository, RateLimiters],
  exports: [ReservationsService, ReservationRequestsRepository],
})
export class ReservationsModule {}
