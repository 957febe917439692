import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { erasePersonalDataBody, type ErasePersonalDataBody, type GuestPersonalDataResponse, type PersonalDataErasedResponse } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { IdParam } from '../common/ids.ts';
import { Responds } from '../docs/responds.ts';
import { actorOf } from '../journal/http.ts';
import { GuestDataService } from './guest-data.service.ts';

/** Master erases a guest's personal data on request. */
@Controller('staff/bookings/:bookingId')
export class StaffGuestDataController {
  constructor(private readonly guestData: GuestDataService) {}

  @ApiOperation({ summary: 'The booking’s guest, as an erasure is confirmed against' })
  @Get('personal-data')
  @StaffOnly('guests.erase')
  @Responds('GuestPersonalDataResponse')
  personalData(@Param('bookingId', new IdParam('guestData.notFound')) bookingId: string): Promise<GuestPersonalDataResponse> {
    return this.guestData.personalData(bookingId);
  }

  /** Never undoable: the activity log says so. A second erasure answers `alreadyErased`. */
  @ApiOperation({ summary: 'Erase the guest’s personal data on their request' })
  @Post('erase-personal-data')
  @HttpCode(200)
  @StaffOnly('guests.erase')
  @Responds('PersonalDataErasedResponse')
  erase(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('guestData.notFound')) bookingId: string,
    @Body({ schema: erasePersonalDataBody }) body: ErasePersonalDataBody,
  ): Promise<PersonalDataErasedResponse> {
    return this.guestData.erase(bookingId, body.confirmCode, actorOf(session));
  }
}
