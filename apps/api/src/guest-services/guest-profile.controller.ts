import { Body, Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { guestProfileBody, type GuestProfileBody, type GuestProfileResponse } from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { GuestProfileService } from './guest-profile.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('guest/profile')
@GuestOnly()
export class GuestProfileController {
  constructor(private readonly profiles: GuestProfileService) {}

  @ApiOperation({ summary: 'Read the guest’s profile' })
  @Get()
  @Responds('GuestProfileResponse')
  profile(@CurrentSession() session: SessionContext | null): Promise<GuestProfileResponse> {
    return this.profiles.profile(guestOf(session).bookingId);
  }

  /** Select a villa collection. */
  @ApiOperation({ summary: 'Change the guest’s profile' })
  @Patch()
  @Responds('GuestProfileResponse')
  update(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: guestProfileBody }) body: GuestProfileBody,
  ): Promise<GuestProfileResponse> {
    return this.profiles.selectVilla(guestOf(session).bookingId, body.selectedVillaId);
  }
}
