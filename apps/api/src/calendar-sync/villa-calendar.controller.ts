import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  availabilityQuery,
  syncRequestBody,
  SYNC_RUNS_DEFAULT_LIMIT,
  syncRunsQuery,
  updateVillaFeedBody,
  type AvailabilityBlockResponse,
  type AvailabilityQuery,
  type SyncResultResponse,
  type SyncRunResponse,
  type UpdateVillaFeedBody,
  type VillaResponse,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { actorOf } from '../journal/http.ts';
import { VillaCalendarService } from './villa-calendar.service.ts';
import { Responds } from '../docs/responds.ts';

/** Staff calendar endpoints of a villa. GET /api/villas itself lives in the catalogue. */
@Controller('villas')
export class VillaCalendarController {
  constructor(private readonly calendar: VillaCalendarService) {}

  @ApiOperation({ summary: 'Set a villa’s Airbnb calendar address' })
  @Patch(':slug')
  @StaffOnly('villas.manage')
  @Responds('VillaResponse')
  updateFeed(
    @Param('slug') slug: string,
    @Body({ schema: updateVillaFeedBody }) body: UpdateVillaFeedBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<VillaResponse> {
    return this.calendar.updateFeed(slug, body.airbnbIcalUrl, actorOf(session));
  }

  /** Waits for the pull (bounded); 202 with status `running` when it continues in the background. */
  @ApiOperation({ summary: 'Pull a villa’s Airbnb calendar' })
  @Post(':slug/sync-airbnb')
  @HttpCode(200)
  @StaffOnly('villas.manage')
  @Responds('SyncResultResponse', { status: 202, description: 'The pull goes on in the background: status `running`.' })
  async sync(
    @Param('slug') slug: string,
    @Body({ schema: syncRequestBody }) _body: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SyncResultResponse> {
    const result = await this.calendar.sync(slug);
    if (result.status === 'running') response.status(202);
    return result;
  }

  @ApiOperation({ summary: 'List a villa’s calendar blocks' })
  @Get(':slug/availability')
  @StaffOnly('villas.read')
  @Responds('AvailabilityBlockResponse[]')
  availability(@Param('slug') slug: string, @Query({ schema: availabilityQuery }) query: AvailabilityQuery): Promise<AvailabilityBlockResponse[]> {
    return this.calendar.availability(slug, query);
  }

  @ApiOperation({ summary: 'List a villa’s calendar pulls' })
  @Get(':slug/sync-runs')
  @StaffOnly('villas.read')
  @Responds('SyncRunResponse[]')
  runs(@Param('slug') slug: string, @Query({ schema: syncRunsQuery }) query: { limit?: number }): Promise<SyncRunResponse[]> {
    return this.calendar.runs(slug, query.limit ?? SYNC_RUNS_DEFAULT_LIMIT);
  }
}
