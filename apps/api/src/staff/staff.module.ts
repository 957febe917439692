import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.ts';
import { GuestServicesModule } from '../guest-services/guest-services.module.ts';
import { ReservationsModule } from '../reservations/reservations.module.ts';
import { CalendarSyncModule } from '../calendar-sync/calendar-sync.module.ts';
import { StaffAccountsService } from './staff-accounts.service.ts';
import { StaffPreferencesController } from './staff-preferences.controller.ts';
import { StaffPreferencesService } from './staff-preferences.service.ts';
import { StaffPreferencesRepository } from './staff-preferences.repository.ts';
import { StaffColleaguesController, StaffQueueController } from './staff-queue.controller.ts';
import { StaffQueueService } from './staff-queue.service.ts';

/** The staff side: the concierge queue (guest requests and reservation requests), one's own dashboard settings, and account state changes. */
@Module({
  imports: [AuthModule, ReservationsModule, GuestServicesModule, CalendarSyncModule],
  controllers: [StaffQueueController, StaffColleaguesController, StaffPreferencesController],
  providers: [StaffQueueService, StaffPreferencesService, StaffPreferencesRepository, StaffAccountsService],
  exports: [StaffAccountsService, StaffQueueService],
})
export class StaffModule {}
