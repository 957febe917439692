import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';
import { JobsModule } from '../jobs/jobs.module.ts';
import { NotificationsModule } from '../notifications/notifications.module.ts';
import { CheckInService } from './check-in.service.ts';
import { CheckInsRepository } from './check-ins.repository.ts';
import { DocumentVault } from './document-vault.ts';
import { GuestCheckInController } from './guest-check-in.controller.ts';
import { ImmigrationDeadlines } from './immigration-deadlines.service.ts';
import { RegisterController } from './register.controller.ts';
import { RegisterRepository } from './register.repository.ts';
import { RegisterService } from './register.service.ts';
import { StaffCheckInsController } from './staff-check-ins.controller.ts';

/** Online check-in: the guest's form and document photo, staff's verification at the door, the photos' access log; the register of guests staying, with reports to immigration and the tourist levy. */
@Module({
  imports: [IdempotencyModule, JobsModule, NotificationsModule],
  controllers: [GuestCheckInController, StaffCheckInsController, RegisterController],
  providers: [CheckInService, CheckInsRepository, DocumentVault, RegisterService, RegisterRepository, ImmigrationDeadlines],
  exports: [DocumentVault, RegisterService],
})
export class CheckInModule {}
