import { Controller, HttpCode, Param, Post, type PipeTransform } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { CheckInPersonResponse } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { ApiException } from '../common/api-exception.ts';
import { IdParam } from '../common/ids.ts';
import { Responds } from '../docs/responds.ts';
import { CheckInService } from './check-in.service.ts';

/** A person's seat in the party: a small whole number, else no such person (404). */
class PositionParam implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,2}$/.test(value)) throw new ApiException('checkIn.notFound');
    return Number(value);
  }
}

/** What staff do with a booking's check-in at the door. */
@Controller('staff/check-ins')
export class StaffCheckInsController {
  constructor(private readonly checkIns: CheckInService) {}

  @ApiOperation({ summary: 'Mark a person’s document verified at the door' })
  @Post(':bookingId/guests/:position/verify')
  @HttpCode(200)
  @StaffOnly('register.manage')
  @Responds('CheckInPersonResponse')
  verify(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
  ): Promise<CheckInPersonResponse> {
    if (session?.kind !== 'staff') throw new ApiException('auth.staffRequired');
    return this.checkIns.verify(bookingId, position, session.staff.id);
  }
}
