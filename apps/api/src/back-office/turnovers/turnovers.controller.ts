import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { moveTurnoverBody, updateTurnoverBody, type MoveTurnoverBody, type TurnoverResponse, type TurnoversResponse, type UpdateTurnoverBody } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds } from '../../docs/responds.ts';
import { TurnoversService } from './turnovers.service.ts';

@Controller('turnovers')
export class TurnoversController {
  constructor(private readonly turnovers: TurnoversService) {}

  /** turnover.changed and turnover.late say when a row changed. */
  @ApiOperation({ summary: 'The housekeeping board: today’s and tomorrow’s turnovers' })
  @Get()
  @StaffOnly('turnovers.manage')
  @Responds('TurnoversResponse')
  board(): Promise<TurnoversResponse> {
    return this.turnovers.board();
  }

  @ApiOperation({ summary: 'Move a turnover to its next state' })
  @Post(':id/state')
  @HttpCode(200)
  @StaffOnly('turnovers.manage')
  @Responds('TurnoverResponse')
  move(
    @Param('id', new IdParam('turnover.notFound')) id: string,
    @Body({ schema: moveTurnoverBody }) body: MoveTurnoverBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<TurnoverResponse> {
    return this.turnovers.move(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Assign a turnover, tick its checklist, note it' })
  @Patch(':id')
  @StaffOnly('turnovers.manage')
  @Responds('TurnoverResponse')
  update(
    @Param('id', new IdParam('turnover.notFound')) id: string,
    @Body({ schema: updateTurnoverBody }) body: UpdateTurnoverBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<TurnoverResponse> {
    return this.turnovers.update(id, body, actorOf(session));
  }
}
