import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { can, stayQuoteQuery, type StayQuoteQuery, type StayQuoteResponse, type VillaResponse } from '@prana/contracts';
import { CurrentSession, Public } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { VillasService } from './villas.service.ts';
import { PricingService } from './pricing.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('villas')
export class VillasController {
  constructor(
    private readonly villas: VillasService,
    private readonly pricing: PricingService,
  ) {}

  /** Public, because visitors browse villas; the outbound feed token is shown to the staff who manage channels only. */
  @ApiOperation({ summary: 'List villas' })
  @Get()
  @Public()
  @Responds('VillaResponse[]')
  list(@CurrentSession() session: SessionContext | null): Promise<VillaResponse[]> {
    const staff = session?.kind === 'staff';
    return this.villas.list({ staff, managesChannels: staff && can(session.tier, 'villas.manage') });
  }

  /** Public and cached (PublicReadCache.serve, mounted in create-api); dropped whenever a price or a calendar changes. */
  @ApiOperation({ summary: 'Price a stay at a villa, night by night, with its minimum stay' })
  @Get(':slug/quote')
  @Public()
  @Responds('StayQuoteResponse')
  quote(@Param('slug') slug: string, @Query({ schema: stayQuoteQuery }) query: StayQuoteQuery): Promise<StayQuoteResponse> {
    return this.pricing.publicQuote(slug, query);
  }
}
