import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { checkInBody, checkInPhotoBody, type CheckInBody, type CheckInPhotoBody, type GuestCheckInResponse } from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { Idempotent } from '../idempotency/idempotency.interceptor.ts';
import { Responds } from '../docs/responds.ts';
import { CheckInService } from './check-in.service.ts';
import { PositionParam } from './position-param.ts';

/** The guest's own online check-in (scoped to the session's booking). */
@Controller('guest/check-in')
@GuestOnly()
export class GuestCheckInController {
  constructor(private readonly checkIns: CheckInService) {}

  @ApiOperation({ summary: 'Read the booking’s online check-in' })
  @Get()
  @Responds('GuestCheckInResponse')
  read(@CurrentSession() session: SessionContext | null): Promise<GuestCheckInResponse> {
    return this.checkIns.read(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Send or rewrite the online check-in' })
  @Put()
  @Idempotent()
  @Responds('GuestCheckInResponse')
  submit(@CurrentSession() session: SessionContext | null, @Body({ schema: checkInBody }) body: CheckInBody): Promise<GuestCheckInResponse> {
    return this.checkIns.submit(guestOf(session).bookingId, body);
  }

  @ApiOperation({ summary: 'Attach a foreign guest’s passport data page' })
  @Put('guests/:position/document')
  @Idempotent()
  @Responds('GuestCheckInResponse')
  attachDocument(
    @CurrentSession() session: SessionContext | null,
    @Param('position', new PositionParam()) position: number,
    @Body({ schema: checkInPhotoBody }) body: CheckInPhotoBody,
  ): Promise<GuestCheckInResponse> {
    return this.checkIns.attachDocument(guestOf(session).bookingId, position, body.photo);
  }
}
