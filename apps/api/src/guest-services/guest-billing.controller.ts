import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  emptyBody,
  paymentBody,
  paymentMethodBody,
  type ChargeSettledResponse,
  type ChargesResponse,
  type PaymentBody,
  type PaymentMethodBody,
  type PaymentMethodCreatedResponse,
  type PaymentMethodsResponse,
  type PaymentResultResponse,
} from '@prana/contracts';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { GuestBillingService } from './guest-billing.service.ts';
import { Responds } from '../docs/responds.ts';
import { IdParam } from '../common/ids.ts';

@Controller('guest')
@GuestOnly()
export class GuestBillingController {
  constructor(private readonly billing: GuestBillingService) {}

  @ApiOperation({ summary: 'List the stay’s charges' })
  @Get('charges')
  @Responds('ChargesResponse')
  charges(@CurrentSession() session: SessionContext | null): Promise<ChargesResponse> {
    return this.billing.charges(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Settle a charge' })
  @Post('charges/:id/settle')
  @HttpCode(200)
  @Responds('ChargeSettledResponse')
  settle(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('billing.chargeNotFound')) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
  ): Promise<ChargeSettledResponse> {
    return this.billing.settleCharge(guestOf(session).bookingId, id);
  }

  /** 201 with the payment, or 200 with only the "nothing outstanding" reminder. */
  @ApiOperation({ summary: 'Pay what is outstanding' })
  @Post('payments')
  @Responds('PaymentResultResponse', { status: 200, description: 'Nothing outstanding: no payment, only the reminder.' })
  async pay(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: paymentBody }) body: PaymentBody,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentResultResponse> {
    const result = await this.billing.pay(guestOf(session).bookingId, body.methodId);
    response.status(result.payment ? 201 : 200);
    return result;
  }

  @ApiOperation({ summary: 'List payment methods' })
  @Get('payment-methods')
  @Responds('PaymentMethodsResponse')
  methods(@CurrentSession() session: SessionContext | null): Promise<PaymentMethodsResponse> {
    return this.billing.methods(guestOf(session).bookingId);
  }

  @ApiOperation({ summary: 'Add a payment method' })
  @Post('payment-methods')
  @Responds('PaymentMethodCreatedResponse')
  addMethod(
    @CurrentSession() session: SessionContext | null,
    @Body({ schema: paymentMethodBody }) body: PaymentMethodBody,
  ): Promise<PaymentMethodCreatedResponse> {
    return this.billing.addMethod(guestOf(session).bookingId, body);
  }

  @ApiOperation({ summary: 'Make a payment method the default' })
  @Post('payment-methods/:id/default')
  @HttpCode(200)
  @Responds('PaymentMethodsResponse')
  makeDefault(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('billing.methodNotFound')) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
  ): Promise<PaymentMethodsResponse> {
    return this.billing.makeDefault(guestOf(session).bookingId, id);
  }

  @ApiOperation({ summary: 'Remove a payment method' })
  @Delete('payment-methods/:id')
  @Responds('PaymentMethodsResponse')
  removeMethod(
    @CurrentSession() session: SessionContext | null,
    @Param('id', new IdParam('billing.methodNotFound')) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
  ): Promise<PaymentMethodsResponse> {
    return this.billing.removeMethod(guestOf(session).bookingId, id);
  }
}
