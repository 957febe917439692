import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  createEmployeeBody,
  emptyBody,
  employeeListQuery,
  updateEmployeeBody,
  type CreateEmployeeBody,
  type EmployeeHistoryResponse,
  type EmployeeListQuery,
  type EmployeeResponse,
  type EmployeesResponse,
  type UndoResponse,
  type UpdateEmployeeBody,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { TeamService } from './team.service.ts';
import { Responds } from '../../docs/responds.ts';

@Controller('employees')
@StaffOnly('team.manage')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @ApiOperation({ summary: 'List employees' })
  @Get()
  @Responds('EmployeesResponse')
  list(
    @Query({ schema: employeeListQuery }) query: EmployeeListQuery,
    @CurrentSession() session: SessionContext | null,
  ): Promise<EmployeesResponse> {
    return this.team.list(query, actorOf(session));
  }

  @ApiOperation({ summary: 'Add an employee' })
  @Post()
  @Responds('EmployeeResponse')
  create(
    @Body({ schema: createEmployeeBody }) body: CreateEmployeeBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<EmployeeResponse> {
    return this.team.create(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last team change' })
  @Post('undo')
  @HttpCode(200)
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.team.undo(actorOf(session));
  }

  @ApiOperation({ summary: 'An employee’s history' })
  @Get(':id/history')
  @Responds('EmployeeHistoryResponse')
  history(@Param('id', new IdParam('backOffice.notFound', { what: 'teammate' })) id: string): Promise<EmployeeHistoryResponse> {
    return this.team.history(id);
  }

  @ApiOperation({ summary: 'Change an employee' })
  @Patch(':id')
  @Responds('EmployeeResponse')
  update(
    @Param('id', new IdParam('backOffice.notFound', { what: 'teammate' })) id: string,
    @Body({ schema: updateEmployeeBody }) body: UpdateEmployeeBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<EmployeeResponse> {
    return this.team.update(id, body, actorOf(session));
  }

  @ApiOperation({ summary: 'Remove an employee' })
  @Delete(':id')
  @Responds('EmployeeResponse')
  remove(@Param('id', new IdParam('backOffice.notFound', { what: 'teammate' })) id: string, @CurrentSession() session: SessionContext | null): Promise<EmployeeResponse> {
    return this.team.remove(id, actorOf(session));
  }
}
