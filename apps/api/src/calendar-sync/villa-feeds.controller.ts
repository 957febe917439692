import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  createVillaFeedBody,
  syncRequestBody,
  updateVillaFeedSettingsBody,
  type CreateVillaFeedBody,
  type OutboundFeedTokenResponse,
  type SyncResultResponse,
  type UpdateVillaFeedSettingsBody,
  type VillaFeedResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { actorOf } from '../journal/http.ts';
import { VillaFeedsService } from './villa-feeds.service.ts';
import { Responds, RespondsEmpty } from '../docs/responds.ts';

/** A villa's inbound feeds (any number, one per channel export) and its outbound feed's token. */
@Controller('villas/:slug')
export class VillaFeedsController {
  constructor(private readonly feeds: VillaFeedsService) {}

  @ApiOperation({ summary: 'List a villa’s calendar feeds' })
  @Get('feeds')
  @StaffOnly('villas.read')
  @Responds('VillaFeedResponse[]')
  list(@Param('slug') slug: string): Promise<VillaFeedResponse[]> {
    return this.feeds.list(slug);
  }

  @ApiOperation({ summary: 'Add a calendar feed to a villa' })
  @Post('feeds')
  @StaffOnly('villas.manage')
  @Responds('VillaFeedResponse')
  create(@Param('slug') slug: string, @Body({ schema: createVillaFeedBody }) body: CreateVillaFeedBody): Promise<VillaFeedResponse> {
    return this.feeds.create(slug, body);
  }

  @ApiOperation({ summary: 'Change a calendar feed' })
  @Patch('feeds/:id')
  @StaffOnly('villas.manage')
  @Responds('VillaFeedResponse')
  update(
    @Param('slug') slug: string,
    @Param('id') id: string,
    @Body({ schema: updateVillaFeedSettingsBody }) body: UpdateVillaFeedSettingsBody,
  ): Promise<VillaFeedResponse> {
    return this.feeds.update(slug, id, body);
  }

  @ApiOperation({ summary: 'Remove a calendar feed' })
  @Delete('feeds/:id')
  @HttpCode(204)
  @StaffOnly('villas.manage')
  @RespondsEmpty()
  remove(@Param('slug') slug: string, @Param('id') id: string, @CurrentSession() session: SessionContext | null): Promise<void> {
    return this.feeds.remove(slug, id, actorOf(session));
  }

  /** Waits for the pull (bounded); 202 with status `running` when it continues in the background. */
  @ApiOperation({ summary: 'Pull one calendar feed' })
  @Post('feeds/:id/sync')
  @HttpCode(200)
  @StaffOnly('villas.manage')
  @Responds('SyncResultResponse', { status: 202, description: 'The pull goes on in the background: status `running`.' })
  async sync(
    @Param('slug') slug: string,
    @Param('id') id: string,
    @Body({ schema: syncRequestBody }) _body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SyncResultResponse> {
    const result = await this.feeds.sync(slug, id);
    if (result.status === 'running') response.status(202);
    return result;
  }

  @ApiOperation({ summary: 'Replace a villa’s outbound feed address' })
  @Post('outbound-feed/rotate')
  @HttpCode(200)
  @StaffOnly('villas.manage')
  @Responds('OutboundFeedTokenResponse')
  rotate(
    @Param('slug') slug: string,
    @Body({ schema: syncRequestBody }) _body: unknown,
    @CurrentSession() session: SessionContext | null,
  ): Promise<OutboundFeedTokenResponse> {
    return this.feeds.rotateOutboundToken(slug, actorOf(session));
  }
}
