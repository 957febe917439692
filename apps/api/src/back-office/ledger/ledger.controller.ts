import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  kpiQuery,
  payoutBody,
  type ActivityEntryResponse,
  type KpiQuery,
  type KpiResponse,
  type PayoutBody,
  type PayoutResponse,
  type UndoResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import { staffRoleOf, type SessionContext } from '../../auth/sessions.service.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds } from '../../docs/responds.ts';
import { actorOf } from '../../journal/http.ts';
import { KpisService } from './kpis.service.ts';
import { PayoutsService } from './payouts.service.ts';

const RESERVATION = new IdParam('backOffice.notFound', { what: 'reservation' });

@Controller('finance')
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @ApiOperation({ summary: 'What a channel paid out for an imported reservation' })
  @Get('payouts/:id')
  @StaffOnly('finance.read')
  @Responds('PayoutResponse')
  read(@Param('id', RESERVATION) id: string, @CurrentSession() session: SessionContext | null): Promise<PayoutResponse> {
    return this.payouts.read(id, actorOf(session));
  }

  @ApiOperation({ summary: 'Enter an imported reservation’s payout, or mark it not known (null)' })
  @Put('payouts/:id')
  @StaffOnly('finance.write')
  @Responds('PayoutResponse')
  set(@Param('id', RESERVATION) id: string, @Body({ schema: payoutBody }) body: PayoutBody, @CurrentSession() session: SessionContext | null): Promise<PayoutResponse> {
    return this.payouts.set(id, body.amount, actorOf(session));
  }

  @ApiOperation({ summary: 'Finance’s activity log (payout changes)' })
  @Get('activity')
  @StaffOnly('finance.read')
  @Responds('ActivityEntryResponse[]')
  activity(): Promise<ActivityEntryResponse[]> {
    return this.payouts.activity();
  }

  @ApiOperation({ summary: 'Undo my last payout change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('finance.write')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.payouts.undo(actorOf(session));
  }
}

@Controller('kpis')
export class KpisController {
  constructor(private readonly kpis: KpisService) {}

  @ApiOperation({ summary: 'Occupancy, rates, extras, arrivals and the concierge’s answers for a period and site, with trends' })
  @Get()
  @StaffOnly('bookings.read')
  @Responds('KpiResponse')
  read(@Query({ schema: kpiQuery }) query: KpiQuery, @CurrentSession() session: SessionContext | null): Promise<KpiResponse> {
    return this.kpis.kpis(query, staffRoleOf(session));
  }
}
