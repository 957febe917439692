import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { statementDocumentQuery, type StatementDocumentQuery, type StatementsResponse } from '@prana/contracts';
import { StaffOnly } from '../../auth/access.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds, RespondsAs } from '../../docs/responds.ts';
import { StatementsService } from './statements.service.ts';

@Controller('statements')
@StaffOnly('reports.read')
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @ApiOperation({ summary: 'Shareholder statements, newest month first' })
  @Get()
  @Responds('StatementsResponse')
  list(): Promise<StatementsResponse> {
    return this.statements.list();
  }

  @ApiOperation({ summary: 'A shareholder statement as PDF' })
  @Get(':id/pdf')
  @RespondsAs('application/pdf', 'The month’s statement as a PDF in the language asked (en by default).')
  async pdf(
    @Param('id', new IdParam('statement.notFound')) id: string,
    @Query({ schema: statementDocumentQuery }) query: StatementDocumentQuery,
    @Res() response: Response,
  ): Promise<void> {
    const { file, name } = await this.statements.pdf(id, query.lang ?? 'en');
    sendFile(response, 'application/pdf', name, file);
  }

  @ApiOperation({ summary: 'A shareholder statement as CSV' })
  @Get(':id/csv')
  @RespondsAs('text/csv', 'The month’s statement as CSV (UTF-8), headers in the language asked (en by default).')
  async csv(
    @Param('id', new IdParam('statement.notFound')) id: string,
    @Query({ schema: statementDocumentQuery }) query: StatementDocumentQuery,
    @Res() response: Response,
  ): Promise<void> {
    const { file, name } = await this.statements.csv(id, query.lang ?? 'en');
    sendFile(response, 'text/csv; charset=utf-8', name, file);
  }
}

/** A download: its type and the name it saves as. */
function sendFile(response: Response, type: string, name: string, body: Buffer | string): void {
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  response.status(200).send(body);
}
