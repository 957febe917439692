import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { reservationStatusBody, syncRequestBody, type ConfirmedReservationResponse, type ReservationChangedResponse, type ReservationStatusBody } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffSessionOf, type SessionContext } from '../auth/sessions.service.ts';
import { ReservationsService } from './reservations.service.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

/** Staff follow up a reservation request from the concierge queue. */
@Controller('staff/reservation-requests')
export class StaffReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  // The permission that works the queue: whoever answers guests' requests follows up reservations too.
  @ApiOperation({ summary: 'Change a reservation request’s status or assignee' })
  @Patch(':id')
  @StaffOnly('requests.manage')
  @Responds('ReservationChangedResponse')
  change(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('reservation.notFound')) id: string,
    @Body({ schema: reservationStatusBody }) body: ReservationStatusBody,
  ): Promise<ReservationChangedResponse> {
    return this.reservations.changeStatus(id, body.status, staffSessionOf(session).staff.username);
  }

  /** "Confirm as booking": 201 with the booking and its code; 409 when taken or already confirmed. */
  @ApiOperation({ summary: 'Confirm a reservation request as a booking' })
  @Post(':id/booking')
  @StaffOnly('bookings.write')
  @Responds('ConfirmedReservationResponse')
  confirm(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('reservation.notFound')) id: string,
    @Body({ schema: syncRequestBody }) _body: unknown,
  ): Promise<ConfirmedReservationResponse> {
    return this.reservations.confirmAsBooking(id, staffSessionOf(session).staff.username);
  }
}
