import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  rateOverrideBody,
  seasonBody,
  villaPricingBody,
  type PricingResponse,
  type RateOverrideBody,
  type RateOverrideResponse,
  type SeasonBody,
  type SeasonResponse,
  type UndoResponse,
  type VillaPricingBody,
  type VillaPricingResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds, RespondsEmpty } from '../../docs/responds.ts';
import { NightlyPricingService } from './nightly-pricing.service.ts';

@Controller('pricing')
export class NightlyPricingController {
  constructor(private readonly pricing: NightlyPricingService) {}

  @ApiOperation({ summary: 'Read nightly pricing: base rates, minimum stays, seasons and overrides' })
  @Get()
  @StaffOnly('pricing.manage')
  @Responds('PricingResponse')
  read(@CurrentSession() session: SessionContext | null): Promise<PricingResponse> {
    return this.pricing.read(actorOf(session));
  }

  @ApiOperation({ summary: 'Set a villa’s base rate and minimum stay' })
  @Put('villas/:slug')
  @StaffOnly('pricing.manage')
  @Responds('VillaPricingResponse')
  setVilla(
    @Param('slug') slug: string,
    @Body({ schema: villaPricingBody }) body: VillaPricingBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<VillaPricingResponse> {
    return this.pricing.setVillaPricing(slug, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Add a season' })
  @Post('seasons')
  @StaffOnly('pricing.manage')
  @Responds('SeasonResponse')
  addSeason(@Body({ schema: seasonBody }) body: SeasonBody, @CurrentSession() session: SessionContext | null): Promise<SeasonResponse> {
    return this.pricing.addSeason(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Edit a season' })
  @Put('seasons/:id')
  @StaffOnly('pricing.manage')
  @Responds('SeasonResponse')
  editSeason(
    @Param('id', new IdParam('backOffice.notFound', { what: 'season' })) id: string,
    @Body({ schema: seasonBody }) body: SeasonBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<SeasonResponse> {
    return this.pricing.editSeason(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove a season' })
  @Delete('seasons/:id')
  @HttpCode(204)
  @StaffOnly('pricing.manage')
  @RespondsEmpty()
  removeSeason(@Param('id', new IdParam('backOffice.notFound', { what: 'season' })) id: string, @CurrentSession() session: SessionContext | null): Promise<void> {
    return this.pricing.removeSeason(id, actorOf(session));
  }

  @ApiOperation({ summary: 'Set one villa’s rate for one night' })
  @Put('overrides')
  @StaffOnly('pricing.manage')
  @Responds('RateOverrideResponse')
  setOverride(@Body({ schema: rateOverrideBody }) body: RateOverrideBody, @CurrentSession() session: SessionContext | null): Promise<RateOverrideResponse> {
    return this.pricing.setOverride(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove a single-date override' })
  @Delete('overrides/:id')
  @HttpCode(204)
  @StaffOnly('pricing.manage')
  @RespondsEmpty()
  removeOverride(@Param('id', new IdParam('backOffice.notFound', { what: 'rate override' })) id: string, @CurrentSession() session: SessionContext | null): Promise<void> {
    return this.pricing.removeOverride(id, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last pricing change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('pricing.manage')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.pricing.undo(actorOf(session));
  }
}
