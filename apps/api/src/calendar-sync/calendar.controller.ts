import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  calendarQuery,
  createHoldBody,
  unavailableNightsQuery,
  type CalendarBlock,
  type CalendarQuery,
  type CalendarResponse,
  type CreateHoldBody,
  type UnavailableNightsQuery,
  type UnavailableNightsResponse,
} from '@prana/contracts';
import { CurrentSession, Public, StaffOnly } from '../auth/access.ts';
import { staffSessionOf, type SessionContext } from '../auth/sessions.service.ts';
import { CalendarService } from './calendar.service.ts';
import { HoldsService, type HoldActor } from './holds.service.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

function actorOf(session: SessionContext | null): HoldActor {
  return { name: staffSessionOf(session).staff.name };
}

/** The multi-calendar: every villa's blocks, manual holds, and the nights visitors cannot pick. */
@Controller()
export class CalendarController {
  constructor(
    private readonly calendar: CalendarService,
    private readonly holds: HoldsService,
  ) {}

  @ApiOperation({ summary: 'Read the villas’ calendar' })
  @Get('calendar')
  @StaffOnly('villas.read')
  @Responds('CalendarResponse')
  grid(@Query({ schema: calendarQuery }) query: CalendarQuery): Promise<CalendarResponse> {
    return this.calendar.grid(query);
  }

  /** 201 with the hold; 409 naming the block in the way when any night is taken. */
  @ApiOperation({ summary: 'Hold nights of a villa' })
  @Post('villas/:slug/holds')
  @StaffOnly('villas.manage')
  @Responds('CalendarBlock')
  createHold(
    @CurrentSession() session: SessionContext | null,
    @Param('slug') slug: string,
    @Body({ schema: createHoldBody }) body: CreateHoldBody,
  ): Promise<CalendarBlock> {
    return this.holds.create(slug, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Release a hold' })
  @Delete('villas/:slug/holds/:id')
  @HttpCode(204)
  @StaffOnly('villas.manage')
  @RespondsEmpty()
  releaseHold(@CurrentSession() session: SessionContext | null, @Param('slug') slug: string, @Param('id', new IdParam('calendar.holdNotFound')) id: string): Promise<void> {
    return this.holds.release(slug, id, actorOf(session));
  }

  /** Public and cached (PublicReadCache.serve, mounted in create-api); dropped whenever any villa's blocks change. */
  @ApiOperation({ summary: 'List a villa’s unavailable nights' })
  @Get('villas/:slug/unavailable-nights')
  @Public()
  @Responds('UnavailableNightsResponse')
  unavailableNights(@Param('slug') slug: string, @Query({ schema: unavailableNightsQuery }) query: UnavailableNightsQuery): Promise<UnavailableNightsResponse> {
    return this.calendar.unavailableNights(slug, query);
  }
}
