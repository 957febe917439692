import { Module } from '@nestjs/common';
import { CheckInModule } from '../check-in/check-in.module.ts';
import { JournalModule } from '../journal/journal.module.ts';
import { GuestDataController } from './guest-data.controller.ts';
import { GuestDataRepository } from './guest-data.repository.ts';
import { GuestDataService } from './guest-data.service.ts';
import { StaffGuestDataController } from './staff-guest-data.controller.ts';

/** The guest's rights over their data: the export, master's erasure, and the retention sweeps' service. */
@Module({
  imports: [CheckInModule, JournalModule],
  controllers: [GuestDataController, StaffGuestDataController],
  providers: [GuestDataService, GuestDataRepository],
  exports: [GuestDataService],
})
export class GuestDataModule {}
