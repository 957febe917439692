import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  funnelQuery,
  searchCountBody,
  villaViewBody,
  type FunnelQuery,
  type FunnelResponse,
  type SearchCountBody,
  type VillaViewBody,
} from '@prana/contracts';
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

  /** Public: the availability page says it showed a search's answer (nothing about who is kept). Rate-limited per address. */
  @ApiOperation({ summary: 'Count one availability search' })
  @Post('searches')
  @Public()
  @HttpCode(204)
  @RespondsEmpty()
  async search(@Body({ schema: searchCountBody }) body: SearchCountBody, @Req() request: Request): Promise<void> {
    await this.funnel.searchShown(request.ip ?? 'unknown', body.site);
  }

  /** Public: the prerendered villa page, once hydrated, says it was seen (nothing about who is kept). Rate-limited per address. */
  @ApiOperation({ summary: 'Count one view of a villa page' })
  @Post('villa-views')
  @Public()
  @HttpCode(204)
  @RespondsEmpty()
  async villaView(@Body({ schema: villaViewBody }) body: VillaViewBody, @Req() request: Request): Promise<void> {
    if (!(await this.funnel.villaSeen(request.ip ?? 'unknown', body.villa))) throw new ApiException('booking.villaNotFound', { slug: body.villa });
  }
}
