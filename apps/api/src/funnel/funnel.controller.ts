import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { funnelQuery, villaViewBody, type FunnelQuery, type FunnelResponse, type VillaViewBody } from '@prana/contracts';
import { Public, StaffOnly } from '../auth/access.ts';
import { ApiException } from '../common/api-exception.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';
import { FunnelService } from './funnel.service.ts';

@Controller('funnel')
export class FunnelController {
  constructor(private readonly funnel: FunnelService) {}

  @ApiOperation({ summary: 'The booking funnel of a period, and reservations imported per channel' })
  @Get()
  @StaffOnly('funnel.read')
  @Responds('FunnelResponse')
  report(@Query({ schema: funnelQuery }) query: FunnelQuery): Promise<FunnelResponse> {
    return this.funnel.report(query);
  }

  /** Public: the prerendered villa page, once hydrated, says it was seen (nothing about who is kept). */
  @ApiOperation({ summary: 'Count one view of a villa page' })
  @Post('villa-views')
  @Public()
  @HttpCode(204)
  @RespondsEmpty()
  async villaView(@Body({ schema: villaViewBody }) body: VillaViewBody): Promise<void> {
    if (!(await this.funnel.countAtVilla(body.villa, 'view'))) throw new ApiException('booking.villaNotFound', { slug: body.villa });
  }
}
