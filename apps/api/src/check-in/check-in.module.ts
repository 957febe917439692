import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module.ts';
import { CheckInService } from './check-in.service.ts';
import { CheckInsRepository } from './check-ins.repository.ts';
import { GuestCheckInController } from './guest-check-in.controller.ts';
import { StaffCheckInsController } from './staff-check-ins.controller.ts';

/** Online check-in: the guest's form and staff's verification at the door. */
@Module({
  imports: [IdempotencyModule],
  controllers: [GuestCheckInController, StaffCheckInsController],
  providers: [CheckInService, CheckInsRepository],
})
export class CheckInModule {}
