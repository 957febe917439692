import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { outboundFeedQuery, type FeedChannel } from '@prana/contracts';
import { isImportedSource, isImportedReservation, isSharedWithOtherChannels, todayInBali } from '@prana/domain';
import { Public } from '../auth/access.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { AvailabilityBlocksRepository, type OutboundBlockRow } from './availability-blocks.repository.ts';
import { buildCalendar } from './ics-writer.ts';
import { ApiException } from '../common/api-exception.ts';
import { RespondsAs } from '../docs/responds.ts';
import { entityTag } from '../common/entity-tag.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * What the channel `reader` is sent: every active block but those imported from `reader` itself
 * (never echo a channel's own stays back to it), and from other channels only what
 * isSharedWithOtherChannels lets through (stays, not the closed dates that echo Prana's feed).
 */
function isSentTo(block: OutboundBlockRow, reader: FeedChannel): boolean {
  if (!isImportedSource(block.source)) return true;
  return block.source !== reader && isSharedWithOtherChannels(block.source, block.summary);
}

/** Guest names never leave: stays read 'Reserved', holds and closed dates 'Not available'. */
function outboundSummary(block: OutboundBlockRow): string {
  if (block.source === 'direct') return 'Reserved';
  if (isImportedSource(block.source) && isImportedReservation(block.summary)) return 'Reserved';
  return 'Not available';
}

/**
 * GET /ical/villa/{token}?channel=booking: the villa's calendar for one channel to import. The
 * villa has one token (rotated by staff); `channel` says which channel reads, and is Airbnb when
 * absent (the address Airbnb was given before there were other channels).
 */
@Controller('ical')
export class OutboundFeedController {
  constructor(
    private readonly villas: VillasRepository,
    private readonly blocks: AvailabilityBlocksRepository,
  ) {}

  @ApiOperation({ summary: 'A villa’s calendar as iCalendar, for other channels' })
  @Get('villa/:token')
  @Public()
  @RespondsAs('text/calendar', 'The villa’s calendar as iCalendar (RFC 5545), for other channels to import; 304 when If-None-Match matches.')
  async feed(
    @Param('token') token: string,
    @Query({ schema: outboundFeedQuery }) query: { channel?: FeedChannel },
    @Res() response: Response,
  ): Promise<void> {
    const villa = TOKEN.test(token) ? await this.villas.byOutboundToken(token) : null;
    if (!villa) throw new ApiException('ical.calendarNotFound');
    const reader = query.channel ?? 'airbnb';
    const blocks = (await this.blocks.outbound(villa.slug, todayInBali(new Date()))).filter((block) => isSentTo(block, reader));
    const body = buildCalendar(
      `Prana ${villa.name}`,
      blocks.map((block) => ({ uid: `${block.id}@prana.villas`, startsAt: block.startsAt, endsAt: block.endsAt, summary: outboundSummary(block), stamp: new Date(block.updatedAt) })),
    );
    response.setHeader('ETag', entityTag(body));
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', `inline; filename="prana-${villa.slug}.ics"`);
    response.status(200).send(body);
  }
}
