import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiOperation } from '@nestjs/swagger';
import {
  emptyBody,
  extrasMenuQuery,
  type ExtrasMenuQuery,
  offeringDraftBody,
  type OfferingDraftBody,
  type OfferingResponse,
  type OfferingsPublishedResponse,
  type OfferingsResponse,
  type PublishedOfferingsResponse,
  type UndoResponse,
} from '@prana/contracts';
import { CurrentSession, GuestOnly, Public, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { actorOf } from '../journal/http.ts';
import { IdParam } from '../common/ids.ts';
import { entityTag } from '../common/entity-tag.ts';
import { Responds, RespondsAs } from '../docs/responds.ts';
import { ExtrasMenuService } from './extras-menu.service.ts';
import { OfferingsService } from './offerings.service.ts';

@Controller('offerings')
export class OfferingsController {
  constructor(private readonly offerings: OfferingsService) {}

  @ApiOperation({ summary: 'List the guest service catalogue with its drafts' })
  @Get()
  @StaffOnly('offerings.edit')
  @Responds('OfferingsResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<OfferingsResponse> {
    return this.offerings.list(actorOf(session));
  }

  @ApiOperation({ summary: 'Publish every waiting catalogue draft' })
  @Post('publish')
  @HttpCode(200)
  @StaffOnly('offerings.publish')
  @Responds('OfferingsPublishedResponse')
  publish(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<OfferingsPublishedResponse> {
    return this.offerings.publish(actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last catalogue change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('offerings.edit')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.offerings.undo(actorOf(session));
  }

  @ApiOperation({ summary: 'Draft a change to a catalogue item' })
  @Put(':id/draft')
  @StaffOnly('offerings.edit')
  @Responds('OfferingResponse')
  saveDraft(
    @Param('id', new IdParam('backOffice.notFound', { what: 'catalogue item' })) id: string,
    @Body({ schema: offeringDraftBody }) body: OfferingDraftBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<OfferingResponse> {
    return this.offerings.saveDraft(id, body, actorOf(session));
  }
}

@Controller('guest/offerings')
@GuestOnly()
export class GuestOfferingsController {
  constructor(private readonly offerings: OfferingsService) {}

  @ApiOperation({ summary: 'Read the published service catalogue' })
  @Get()
  @Responds('PublishedOfferingsResponse')
  published(): Promise<PublishedOfferingsResponse> {
    return this.offerings.published();
  }
}

/** The in-villa extras menu: public, like the prices on it; the companion saves it for offline use. */
@Controller()
@Public()
export class ExtrasMenuController {
  constructor(private readonly menu: ExtrasMenuService) {}

  @ApiOperation({ summary: 'The in-villa extras menu as a PDF' })
  @Get('extras-menu.pdf')
  @RespondsAs('application/pdf', 'The published extras (dining, wellness, transport) with their prices, in the language asked (en by default).')
  async pdf(@Query({ schema: extrasMenuQuery }) query: ExtrasMenuQuery, @Res() response: Response): Promise<void> {
    const file = await this.menu.pdf(query.lang ?? 'en');
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', 'attachment; filename="prana-extras-menu.pdf"');
    // Public and the same for every reader: a browser keeps it, and asks again (ETag) whether it changed: 304 when not.
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('ETag', entityTag(file));
    response.status(200).send(file);
  }
}
