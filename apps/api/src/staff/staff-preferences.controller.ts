import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { staffPreferencesBody, type StaffPreferencesBody, type StaffPreferencesResponse } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { StaffSession } from '../auth/sessions.service.ts';
import { StaffPreferencesService } from './staff-preferences.service.ts';
import { Responds } from '../docs/responds.ts';

/** The signed-in person's own settings: scoped to the session's account, never another's. */
@Controller('staff/preferences')
export class StaffPreferencesController {
  constructor(private readonly preferences: StaffPreferencesService) {}

  @ApiOperation({ summary: 'Read the staff member’s preferences' })
  @Get()
  @StaffOnly('preferences.own')
  @Responds('StaffPreferencesResponse')
  get(@CurrentSession() session: StaffSession): Promise<StaffPreferencesResponse> {
    return this.preferences.get(session.staff.id);
  }

  @ApiOperation({ summary: 'Save the staff member’s preferences' })
  @Put()
  @StaffOnly('preferences.own')
  @Responds('StaffPreferencesResponse')
  save(
    @CurrentSession() session: StaffSession,
    @Body({ schema: staffPreferencesBody }) body: StaffPreferencesBody,
  ): Promise<StaffPreferencesResponse> {
    return this.preferences.save(session.staff.id, body.focus);
  }
}
