import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentSession, GuestOnly } from '../auth/access.ts';
import { guestOf, type SessionContext } from '../auth/sessions.service.ts';
import { RespondsAs } from '../docs/responds.ts';
import { GuestDataService } from './guest-data.service.ts';

/** The signed-in guest's copy of what Prana holds about their booking (only their own: the session's). */
@Controller('guest')
@GuestOnly()
export class GuestDataController {
  constructor(private readonly guestData: GuestDataService) {}

  @ApiOperation({ summary: 'Download everything Prana holds about the booking' })
  @Get('data-export')
  @RespondsAs('application/zip', 'A zip of prana-data.json (booking, party, check-in, requests with their threads, charges, payments, notifications, devices, document reads) and documents/person-N.jpg, each kept data-page photo.')
  async export(@CurrentSession() session: SessionContext | null, @Res() response: Response): Promise<void> {
    const archive = await this.guestData.archive(guestOf(session).bookingId);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).send(Buffer.from(archive.zip));
  }
}
