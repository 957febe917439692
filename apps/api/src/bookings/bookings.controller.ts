import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  bookingDatesBody,
  directBookingBody,
  type BookingDatesBody,
  type StageMessagesResponse,
  syncRequestBody,
  type BookingsResponse,
  type BookingsSyncResponse,
  type DirectBookingBody,
  type DirectBookingResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffRoleOf, type SessionContext } from '../auth/sessions.service.ts';
import { BookingsService, toBookingResponse } from './bookings.service.ts';
import { DirectBookingsService } from './direct-bookings.service.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';
import { StageMessages } from './stage-messages.service.ts';

@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly direct: DirectBookingsService,
    private readonly stages: StageMessages,
  ) {}

  @ApiOperation({ summary: 'List bookings' })
  @Get()
  @StaffOnly('bookings.read')
  @Responds('BookingsResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<BookingsResponse> {
    return this.bookings.list(staffRoleOf(session));
  }

  /** Pulls every villa with a feed (each bounded; a slow one answers `running`), then lists. */
  @ApiOperation({ summary: 'Pull every villa’s calendar feeds, then list bookings' })
  @Post('sync')
  @HttpCode(200)
  @StaffOnly('bookings.write')
  @Responds('BookingsSyncResponse')
  sync(@CurrentSession() session: SessionContext | null, @Body({ schema: syncRequestBody }) _body: unknown): Promise<BookingsSyncResponse> {
    return this.bookings.syncAll(staffRoleOf(session));
  }

  /** 201 with the new booking and the refreshed list, or 409 when the nights are taken. */
  @ApiOperation({ summary: 'Create a direct booking' })
  @Post('direct')
  @StaffOnly('bookings.write')
  @Responds('DirectBookingResponse')
  async createDirect(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: directBookingBody }) body: DirectBookingBody,
  ): Promise<DirectBookingResponse> {
    const booking = await this.direct.create(body);
    return { booking: toBookingResponse(booking), ...(await this.bookings.list(staffRoleOf(session))) };
  }

  /** 200 with the moved booking and the refreshed list; its pending stage messages move with it. */
  @ApiOperation({ summary: 'Move a direct booking to other nights of its villa' })
  @Patch(':id/dates')
  @StaffOnly('bookings.write')
  @Responds('DirectBookingResponse')
  async move(
    @Param('id', new IdParam('booking.notFound')) id: string,
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: bookingDatesBody }) body: BookingDatesBody,
  ): Promise<DirectBookingResponse> {
    const booking = await this.direct.move(id, body);
    return { booking: toBookingResponse(booking), ...(await this.bookings.list(staffRoleOf(session))) };
  }

  @ApiOperation({ summary: 'The messages of each stage of a booking’s stay: sent, or when due' })
  @Get(':id/stage-messages')
  @StaffOnly('bookings.read')
  @Responds('StageMessagesResponse')
  stageMessages(@Param('id', new IdParam('booking.notFound')) id: string): Promise<StageMessagesResponse> {
    return this.stages.list(id);
  }
}
