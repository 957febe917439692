import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CheckInPersonResponse, DocumentReadsResponse } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffIdOf, type SessionContext } from '../auth/sessions.service.ts';
import { IdParam } from '../common/ids.ts';
import { Responds, RespondsAs } from '../docs/responds.ts';
import { CheckInService } from './check-in.service.ts';
import { PositionParam } from './position-param.ts';


/** What staff do with a booking's check-in at the door. */
@Controller('staff')
export class StaffCheckInsController {
  constructor(private readonly checkIns: CheckInService) {}

  @ApiOperation({ summary: 'Mark a person’s document verified at the door' })
  @Post('check-ins/:bookingId/guests/:position/verify')
  @HttpCode(200)
  @StaffOnly('register.manage')
  @Responds('CheckInPersonResponse')
  verify(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
  ): Promise<CheckInPersonResponse> {
    return this.checkIns.verify(bookingId, position, staffIdOf(session));
  }

  /** Every read is written to the access log before the photo leaves; never cached. */
  @ApiOperation({ summary: 'Read a person’s document photo' })
  @Get('check-ins/:bookingId/guests/:position/document')
  @StaffOnly('documents.read')
  @RespondsAs('image/jpeg', 'The passport data page as the guest attached it, re-encoded without metadata; the read is in the access log.')
  async document(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
    @Res() response: Response,
  ): Promise<void> {
    const photo = await this.checkIns.readDocument(bookingId, position, staffIdOf(session));
    response.setHeader('Content-Type', 'image/jpeg');
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).send(photo);
  }

  @ApiOperation({ summary: 'The access log of document photos' })
  @Get('document-reads')
  @StaffOnly('documents.audit')
  @Responds('DocumentReadsResponse')
  documentReads(): Promise<DocumentReadsResponse> {
    return this.checkIns.documentReads();
  }
}
