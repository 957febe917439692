import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  staffMessageBody,
  staffRequestChangeBody,
  type GuestRequestChangedResponse,
  type RequestMessagesResponse,
  type ResponseStatsResponse,
  type StaffMessageBody,
  type StaffRequestChangeBody,
  stayTimeDecisionBody,
  type StayTimeDecisionBody,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffSessionOf, type SessionContext } from '../auth/sessions.service.ts';
import { GuestRequestsService, type StaffActor } from './guest-requests.service.ts';
import { RequestMessagesService } from './request-messages.service.ts';
import { StayTimesService } from './stay-times.service.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

/** The staff member behind a @StaffOnly() route. */
export function staffActorOf(session: SessionContext | null): StaffActor {
  const { staff, tier } = staffSessionOf(session);
  return { kind: 'staff', staffId: staff.id, username: staff.username, name: staff.name, role: tier };
}

/** Staff answer a guest request from the queue (any booking): status, who holds it, its thread. */
@Controller('staff/requests')
export class StaffRequestsController {
  constructor(
    private readonly requests: GuestRequestsService,
    private readonly messages: RequestMessagesService,
    private readonly stayTimes: StayTimesService,
  ) {}

  /** The share answered on time today and over 30 days (master dashboard). Declared before :id routes. */
  @ApiOperation({ summary: 'Share of requests answered on time' })
  @Get('stats')
  @StaffOnly('requests.read')
  @Responds('ResponseStatsResponse')
  stats(): Promise<ResponseStatsResponse> {
    return this.requests.responseStats();
  }

  @ApiOperation({ summary: 'Change a request’s status or assignee' })
  @Patch(':id')
  @StaffOnly('requests.manage')
  @Responds('GuestRequestChangedResponse')
  change(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('request.notFound')) id: string,
    @Body({ schema: staffRequestChangeBody }) body: StaffRequestChangeBody,
  ): Promise<GuestRequestChangedResponse> {
    const actor = staffActorOf(session);
    if ('assigneeId' in body) return this.requests.assign(id, body.assigneeId, actor);
    return this.requests.changeStatus(id, body.status, actor);
  }

  @ApiOperation({ summary: 'Approve or decline an early check-in or late check-out' })
  @Post(':id/stay-time')
  @HttpCode(200)
  @StaffOnly('requests.manage')
  @Responds('GuestRequestChangedResponse')
  decideStayTime(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('request.notFound')) id: string,
    @Body({ schema: stayTimeDecisionBody }) body: StayTimeDecisionBody,
  ): Promise<GuestRequestChangedResponse> {
    return this.stayTimes.decide(id, body.decision, staffActorOf(session));
  }

  @ApiOperation({ summary: 'Read a request’s messages, staff notes included' })
  @Get(':id/messages')
  @StaffOnly('requests.read')
  @Responds('RequestMessagesResponse')
  thread(@Param('id', new IdParam('request.notFound')) id: string): Promise<RequestMessagesResponse> {
    return this.messages.staffThread({ kind: 'guest-request', id });
  }

  @ApiOperation({ summary: 'Write a message or staff note on a request' })
  @Post(':id/messages')
  @StaffOnly('requests.manage')
  @Responds('RequestMessagesResponse')
  write(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('request.notFound')) id: string,
    @Body({ schema: staffMessageBody }) body: StaffMessageBody,
  ): Promise<RequestMessagesResponse> {
    return this.messages.staffWrite({ kind: 'guest-request', id }, body, staffActorOf(session));
  }
}

/** The thread of a visitor's reservation request (staff only; a reply reaches the visitor by email). */
@Controller('staff/reservation-requests')
export class StaffReservationMessagesController {
  constructor(private readonly messages: RequestMessagesService) {}

  @ApiOperation({ summary: 'Read a reservation request’s messages' })
  @Get(':id/messages')
  @StaffOnly('requests.read')
  @Responds('RequestMessagesResponse')
  thread(@Param('id', new IdParam('reservation.notFound')) id: string): Promise<RequestMessagesResponse> {
    return this.messages.staffThread({ kind: 'reservation-request', id });
  }

  @ApiOperation({ summary: 'Write a message on a reservation request' })
  @Post(':id/messages')
  @StaffOnly('requests.manage')
  @Responds('RequestMessagesResponse')
  write(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('reservation.notFound')) id: string,
    @Body({ schema: staffMessageBody }) body: StaffMessageBody,
  ): Promise<RequestMessagesResponse> {
    return this.messages.staffWrite({ kind: 'reservation-request', id }, body, staffActorOf(session));
  }
}
