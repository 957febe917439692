import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { todayInBali } from '@prana/domain';
import { Public } from '../auth/access.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { AvailabilityBlock } from './availability-block.entity.ts';
import { buildCalendar } from './ics-writer.ts';
import { ApiException } from '../common/api-exception.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag || candidate.trim() === '*');
}

/**
 * GET /ical/villa/{token}: the villa's own bookings and holds for channels to import. Imported
 * reservations are left out, so two channels never echo each other's stays back and forth.
 * Guest names never leave: stays read 'Reserved', holds 'Not available'.
 */
@Controller('ical')
export class OutboundFeedController {
  constructor(private readonly em: EntityManager) {}

  @Get('villa/:token')
  @Public()
  async feed(@Param('token') token: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    const villa = TOKEN.test(token) ? await this.em.findOne(Villa, { outboundFeedToken: token }) : null;
    if (!villa) throw new ApiException(404, 'ical.calendarNotFound');
    const blocks = await this.em.find(
      AvailabilityBlock,
      { villa: { slug: villa.slug }, status: 'active', source: { $ne: 'airbnb' }, endsAt: { $gte: todayInBali(new Date()) } },
      { orderBy: { startsAt: 'asc', id: 'asc' } },
    );
    const body = buildCalendar(
      `Prana ${villa.name}`,
      blocks.map((block) => ({
        uid: `${block.id}@prana.villas`,
        startsAt: block.startsAt,
        endsAt: block.endsAt,
        summary: block.source === 'direct' ? 'Reserved' : 'Not available',
        stamp: block.updatedAt,
      })),
    );
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (matchesEtag(ifNoneMatch, etag)) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    response.setHeader('Content-Disposition', `inline; filename="prana-${villa.slug}.ics"`);
    response.status(200).send(body);
  }
}
