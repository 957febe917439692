import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  createShiftBody,
  crewQuery,
  emptyBody,
  rotaQuery,
  updateShiftBody,
  type CreateShiftBody,
  type CrewQuery,
  type CrewScheduleResponse,
  type MyShiftsResponse,
  type RotaQuery,
  type RotaResponse,
  type ShiftResponse,
  type UndoResponse,
  type UpdateShiftBody,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { Responds } from '../../docs/responds.ts';
import { RotaService } from './rota.service.ts';

@Controller('rota')
export class RotaController {
  constructor(private readonly rota: RotaService) {}

  @ApiOperation({ summary: 'The rota of a range of days' })
  @Get()
  @StaffOnly('rota.write')
  @Responds('RotaResponse')
  list(@Query({ schema: rotaQuery }) query: RotaQuery, @CurrentSession() session: SessionContext | null): Promise<RotaResponse> {
    return this.rota.list(query, actorOf(session));
  }

  @ApiOperation({ summary: 'My own shifts for two weeks' })
  @Get('mine')
  @StaffOnly('rota.read')
  @Responds('MyShiftsResponse')
  mine(@CurrentSession() session: SessionContext | null): Promise<MyShiftsResponse> {
    return this.rota.mine(actorOf(session));
  }

  @ApiOperation({ summary: 'The crew schedule of a day' })
  @Get('crew')
  @StaffOnly('rota.read')
  @Responds('CrewScheduleResponse')
  crew(@Query({ schema: crewQuery }) query: CrewQuery): Promise<CrewScheduleResponse> {
    return this.rota.crew(query);
  }

  @ApiOperation({ summary: 'Add a shift' })
  @Post('shifts')
  @StaffOnly('rota.write')
  @Responds('ShiftResponse')
  create(@Body({ schema: createShiftBody }) body: CreateShiftBody, @CurrentSession() session: SessionContext | null): Promise<ShiftResponse> {
    return this.rota.create(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo my last rota change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('rota.write')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.rota.undo(actorOf(session));
  }

  @ApiOperation({ summary: 'Change a shift' })
  @Patch('shifts/:id')
  @StaffOnly('rota.write')
  @Responds('ShiftResponse')
  update(
    @Param('id', new IdParam('backOffice.notFound', { what: 'shift' })) id: string,
    @Body({ schema: updateShiftBody }) body: UpdateShiftBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<ShiftResponse> {
    return this.rota.update(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove a shift' })
  @Delete('shifts/:id')
  @StaffOnly('rota.write')
  @Responds('ShiftResponse')
  remove(@Param('id', new IdParam('backOffice.notFound', { what: 'shift' })) id: string, @CurrentSession() session: SessionContext | null): Promise<ShiftResponse> {
    return this.rota.remove(id, actorOf(session));
  }
}
