import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';
import { CheckInService } from './check-in.service.ts';
import { CheckInsRepository } from './check-ins.repository.ts';
import { DocumentVault } from './document-vault.ts';
import { GuestCheckInController } from './guest-check-in.controller.ts';
import { StaffCheckInsController } from './staff-check-ins.controller.ts';

/** Online check-in: the guest's form and document photo, staff's verification at the door, the photos' access log. */
@Module({
  imports: [IdempotencyModule],
  controllers: [GuestCheckInController, StaffCheckInsController],
  providers: [CheckInService, CheckInsRepository, DocumentVault],
  exports: [DocumentVault],
})
export class CheckInModule {}
