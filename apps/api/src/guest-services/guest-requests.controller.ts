import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  createGuestRequestBody,
  guestRequestNotesBody,
  guestMessageBody,
  type GuestMessageBody,
  type RequestMessagesResponse,
  shuttleQuery,
  type CreateGuestRequestBody,
  type GuestRequestNotesBody,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestsResponse,
  type ShuttleDeparturesResponse,
  type ShuttleQuery,
  stayTimeBody,
  type StayTimeBody,
} from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { GuestRequestsService } from './guest-requests.service.ts';
import { ShuttleSeatsService } from './shuttle-seats.service.ts';
import { StayTimesService } from './stay-times.service.ts';
import { Idempotent } from '../idempotency/idempotency.interceptor.ts';
import { RequestMessagesService } from './request-messages.service.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

/** A guest's own requests (every query is scoped to the session's booking). */
@Controller('guest')
@GuestOnly()
export class GuestRequestsController {
  constructor(
    private readonly requests: GuestRequestsService,
    private readonly shuttles: ShuttleSeatsService,
    private readonly messages: RequestMessagesService,
    private readonly stayTimes: StayTimesService,
  ) {}

  @ApiOperation({ summary: 'List the booking’s requests' })
  @Get('requests')
  @Responds('GuestRequestsResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<GuestRequestsResponse> {
    return this.requests.list(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Make a request' })
  @Post('requests')
  @Idempotent()
  @Responds('GuestRequestCreatedResponse')
  create(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: createGuestRequestBody }) body: CreateGuestRequestBody,
  ): Promise<GuestRequestCreatedResponse> {
    return this.requests.create(guestOf(session).bookingId, body);
  }

  /** An early check-in or late check-out at an offered time: refused at once on a same-day turn, else a request staff approve or decline. */
  @ApiOperation({ summary: 'Ask for an early check-in or a late check-out' })
  @Post('stay-times')
  @Idempotent()
  @Responds('GuestRequestCreatedResponse')
  askStayTime(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: stayTimeBody }) body: StayTimeBody,
  ): Promise<GuestRequestCreatedResponse> {
    return this.stayTimes.ask(guestOf(session).bookingId, body);
  }

  /** The guest rewrites the notes while staff have not answered (statuses are staff's: PATCH /api/staff/requests/{id}). */
  @ApiOperation({ summary: 'Rewrite a request’s notes' })
  @Patch('requests/:id')
  @Idempotent()
  @Responds('GuestRequestChangedResponse')
  editNotes(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('request.notFound')) id: string,
    @Body({ schema: guestRequestNotesBody }) body: GuestRequestNotesBody,
  ): Promise<GuestRequestChangedResponse> {
    return this.requests.editNotes(guestOf(session).bookingId, id, body.notes);
  }

  @ApiOperation({ summary: 'Cancel a request' })
  @Post('requests/:id/cancel')
  @HttpCode(200)
  @Idempotent()
  @Responds('GuestRequestChangedResponse')
  cancel(@CurrentSession() session: SessionContext | null, @Param('id', new IdParam('request.notFound')) id: string): Promise<GuestRequestChangedResponse> {
    return this.requests.cancel(guestOf(session).bookingId, id);
  }

  /** The request's thread without staff-only notes; another booking's request is a 404. */
  @ApiOperation({ summary: 'Read a request’s messages' })
  @Get('requests/:id/messages')
  @Responds('RequestMessagesResponse')
  thread(@CurrentSession() session: SessionContext | null, @Param('id', new IdParam('request.notFound')) id: string): Promise<RequestMessagesResponse> {
    return this.messages.guestThread(guestOf(session).bookingId, id);
  }

  @ApiOperation({ summary: 'Write a message on a request' })
  @Post('requests/:id/messages')
  @Idempotent()
  @Responds('RequestMessagesResponse')
  write(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('request.notFound')) id: string,
    @Body({ schema: guestMessageBody }) body: GuestMessageBody,
  ): Promise<RequestMessagesResponse> {
    return this.messages.guestWrite(guestOf(session).bookingId, id, body.text);
  }

  @ApiOperation({ summary: 'List shuttle departures' })
  @Get('shuttles')
  @Responds('ShuttleDeparturesResponse')
  shuttleDepartures(@Query({ schema: shuttleQuery }) query: ShuttleQuery): Promise<ShuttleDeparturesResponse> {
    return this.shuttles.departures(query.date);
  }
}
