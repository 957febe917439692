import { Module } from '@nestjs/common';
import { RateLimiters } from '../common/rate-limiter.ts';
import { BookingsModule } from '../bookings/bookings.module.ts';
import { ReservationsController } from './reservations.controller.ts';
import { ReservationsService } from './reservations.service.ts';
import { StaffReservationsController } from './staff-reservations.controller.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';

@Module({
  imports: [BookingsModule, NotificationsModule],
  controllers: [ReservationsController, StaffReservationsController],
  providers: [ReservationsService, RateLimiters],
})
export class ReservationsModule {}
