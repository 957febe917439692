import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  immigrationReportBody,
  levyBody,
  registerExportQuery,
  registerQuery,
  type ImmigrationReportBody,
  type LevyBody,
  type RegisterExportQuery,
  type RegisterExportResponse,
  type RegisterOverdueResponse,
  type RegisterQuery,
  type RegisterResponse,
  type RegisterStay,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffIdOf, type SessionContext } from '../auth/sessions.service.ts';
import { IdParam } from '../common/ids.ts';
import { Responds, RespondsAs } from '../docs/responds.ts';
import { PositionParam } from './position-param.ts';
import { RegisterService } from './register.service.ts';

/** The register of guests staying, and what staff record for immigration and the tourist levy. */
@Controller('staff')
@StaffOnly('register.manage')
export class RegisterController {
  constructor(private readonly register: RegisterService) {}

  @ApiOperation({ summary: 'The stays of a day: arrivals, guests in residence and departures, per person' })
  @Get('register')
  @Responds('RegisterResponse')
  day(@Query({ schema: registerQuery }) query: RegisterQuery): Promise<RegisterResponse> {
    return this.register.day(query.date);
  }

  @ApiOperation({ summary: 'The stays with a foreign guest whose report to immigration is overdue' })
  @Get('register/overdue')
  @Responds('RegisterOverdueResponse')
  overdue(): Promise<RegisterOverdueResponse> {
    return this.register.overdue();
  }

  @ApiOperation({ summary: 'The foreign guests of a day, or those not yet reported, as APOA asks them' })
  @Get('register/export')
  @Responds('RegisterExportResponse')
  async export(@Query({ schema: registerExportQuery }) query: RegisterExportQuery): Promise<RegisterExportResponse> {
    return { rows: await this.register.exportRows(query) };
  }

  @ApiOperation({ summary: 'The same as CSV, to type into APOA' })
  @Get('register/export/csv')
  @RespondsAs('text/csv', 'One line per foreign guest: full name, nationality, passport number, date of birth, sex, check-in and check-out dates, place of stay (UTF-8, headers in the language asked, en by default).')
  async csv(@Query({ schema: registerExportQuery }) query: RegisterExportQuery, @Res() response: Response): Promise<void> {
    const { file, name } = await this.register.csv(query, query.lang ?? 'en');
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.status(200).send(file);
  }

  @ApiOperation({ summary: 'Record APOA’s proof-of-report number for a foreign guest’s arrival' })
  @Post('check-ins/:bookingId/guests/:position/report')
  @HttpCode(200)
  @Responds('RegisterStay')
  report(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
    @Body({ schema: immigrationReportBody }) body: ImmigrationReportBody,
  ): Promise<RegisterStay> {
    return this.register.report(bookingId, position, body.proofNumber, staffIdOf(session));
  }

  @ApiOperation({ summary: 'Record the guest’s departure confirmed in APOA' })
  @Post('check-ins/:bookingId/guests/:position/checkout-report')
  @HttpCode(200)
  @Responds('RegisterStay')
  reportCheckout(
    @CurrentSession() session: SessionContext | null,
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
  ): Promise<RegisterStay> {
    return this.register.reportCheckout(bookingId, position, staffIdOf(session));
  }

  @ApiOperation({ summary: 'Set a foreign guest’s tourist levy: paid with the voucher, exempt with the reason, or not known yet' })
  @Put('check-ins/:bookingId/guests/:position/levy')
  @Responds('RegisterStay')
  setLevy(
    @Param('bookingId', new IdParam('checkIn.notFound')) bookingId: string,
    @Param('position', new PositionParam()) position: number,
    @Body({ schema: levyBody }) body: LevyBody,
  ): Promise<RegisterStay> {
    return this.register.setLevy(bookingId, position, body);
  }
}
