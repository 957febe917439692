import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  createReservationRequestBody,
  reservationRequestsQuery,
  type CreateReservationRequest,
  type ReservationRequestResponse,
  type ReservationRequestsQuery,
} from '@prana/contracts';
import { CurrentSession, Public, StaffOnly } from '../auth/access.ts';
import { staffRoleOf, type SessionContext } from '../auth/sessions.service.ts';
import { ReservationsService } from './reservations.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('reservation-requests')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  /** Public: the "Reserve this villa" modal. Rate-limited per address. */
  @ApiOperation({ summary: 'Ask to reserve a villa' })
  @Post()
  @Public()
  @Responds('ReservationRequestResponse')
  create(
    @Body({ schema: createReservationRequestBody }) body: CreateReservationRequest,
    @Req() request: Request,
  ): Promise<ReservationRequestResponse> {
    return this.reservations.create(body, request.ip ?? 'unknown');
  }

  @ApiOperation({ summary: 'List reservation requests' })
  @Get()
  @StaffOnly('reservations.read')
  @Responds('ReservationRequestResponse[]')
  list(
    @CurrentSession() session: SessionContext | null,
    @Query({ schema: reservationRequestsQuery }) query: ReservationRequestsQuery,
  ): Promise<ReservationRequestResponse[]> {
    return this.reservations.list(query, staffRoleOf(session));
  }
}
