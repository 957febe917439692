import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  createGuestRequestBody,
  guestMessageBody,
  type GuestMessageBody,
  type RequestMessagesResponse,
  guestRequestChangeBody,
  shuttleQuery,
  type CreateGuestRequestBody,
  type GuestRequestChangeBody,
  type GuestRequestChangedResponse,
  type GuestRequestCreatedResponse,
  type GuestRequestsResponse,
  type ShuttleDeparturesResponse,
  type ShuttleQuery,
} from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.ts';
import { GuestRequestsService } from './guest-requests.service.ts';
import { ShuttleSeatsService } from './shuttle-seats.service.ts';
import { guestOf } from './guest-session.ts';
import { RequestMessagesService } from './request-messages.service.ts';

/** A guest's own requests (every query is scoped to the session's booking). */
@Controller('guest')
@GuestOnly()
export class GuestRequestsController {
  constructor(
    private readonly requests: GuestRequestsService,
    private readonly shuttles: ShuttleSeatsService,
    private readonly messages: RequestMessagesService,
  ) {}

  @Get('requests')
  list(@CurrentSession() session: SessionContext | null): Promise<GuestRequestsResponse> {
    return this.requests.list(guestOf(session).bookingId);
  }

  @Post('requests')
  create(
    @CurrentSession() session: SessionContext | null,
    @Body(new ZodValidationPipe(createGuestRequestBody)) body: CreateGuestRequestBody,
  ): Promise<GuestRequestCreatedResponse> {
    return this.requests.create(guestOf(session).bookingId, body);
  }

  /** Without a status: the spec's toggle button. */
  @Patch('requests/:id')
  change(
    @CurrentSession() session: SessionContext | null,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(guestRequestChangeBody)) body: GuestRequestChangeBody,
  ): Promise<GuestRequestChangedResponse> {
    const guest = guestOf(session);
    return this.requests.changeStatus(id, body.status ?? null, { kind: 'guest', bookingId: guest.bookingId });
  }

  /** The request's thread without staff-only notes; another booking's request is a 404. */
  @Get('requests/:id/messages')
  thread(@CurrentSession() session: SessionContext | null, @Param('id') id: string): Promise<RequestMessagesResponse> {
    return this.messages.guestThread(guestOf(session).bookingId, id);
  }

  @Post('requests/:id/messages')
  write(
    @CurrentSession() session: SessionContext | null,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(guestMessageBody)) body: GuestMessageBody,
  ): Promise<RequestMessagesResponse> {
    return this.messages.guestWrite(guestOf(session).bookingId, id, body.text);
  }

  @Get('shuttles')
  shuttleDepartures(@Query(new ZodValidationPipe(shuttleQuery)) query: ShuttleQuery): Promise<ShuttleDeparturesResponse> {
    return this.shuttles.departures(query.date);
  }
}
