import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  createMaintenanceTaskBody,
  emptyBody,
  maintenanceListQuery,
  updateMaintenanceTaskBody,
  type CreateMaintenanceTaskBody,
  type MaintenanceListQuery,
  type MaintenanceTaskResponse,
  type MaintenanceTasksResponse,
  type UndoResponse,
  type UpdateMaintenanceTaskBody,
} from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../../auth/access.ts';
import type { SessionContext } from '../../auth/sessions.service.ts';
import { actorOf } from '../../journal/http.ts';
import { IdParam } from '../../common/ids.ts';
import { MaintenanceService } from './maintenance.service.ts';
import { Responds } from '../../docs/responds.ts';

@Controller('maintenance-tasks')
export class MaintenanceController {
  constructor(private readonly maintenance: MaintenanceService) {}

  @ApiOperation({ summary: 'List maintenance tasks' })
  @Get()
  @StaffOnly('maintenance.read')
  @Responds('MaintenanceTasksResponse')
  list(
    @Query({ schema: maintenanceListQuery }) query: MaintenanceListQuery,
    @CurrentSession() session: SessionContext | null,
  ): Promise<MaintenanceTasksResponse> {
    return this.maintenance.list(query.filter ?? 'all', actorOf(session));
  }

  @ApiOperation({ summary: 'Add a maintenance task' })
  @Post()
  @StaffOnly('maintenance.write')
  @Responds('MaintenanceTaskResponse')
  create(
    @Body({ schema: createMaintenanceTaskBody }) body: CreateMaintenanceTaskBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<MaintenanceTaskResponse> {
    return this.maintenance.create(body, actorOf(session));
  }

  @ApiOperation({ summary: 'Undo the last maintenance change' })
  @Post('undo')
  @HttpCode(200)
  @StaffOnly('maintenance.write')
  @Responds('UndoResponse')
  undo(@Body({ schema: emptyBody }) _body: unknown, @CurrentSession() session: SessionContext | null): Promise<UndoResponse> {
    return this.maintenance.undo(actorOf(session));
  }

  @ApiOperation({ summary: 'Complete a maintenance task' })
  @Post(':id/complete')
  @HttpCode(200)
  @StaffOnly('maintenance.write')
  @Responds('MaintenanceTaskResponse')
  complete(
    @Param('id', new IdParam('backOffice.notFound', { what: 'maintenance task' })) id: string,
    @Body({ schema: emptyBody }) _body: unknown,
    @CurrentSession() session: SessionContext | null,
  ): Promise<MaintenanceTaskResponse> {
    return this.maintenance.complete(id, actorOf(session));
  }

  @ApiOperation({ summary: 'Assign a maintenance task' })
  @Patch(':id')
  @StaffOnly('maintenance.write')
  @Responds('MaintenanceTaskResponse')
  assign(
    @Param('id', new IdParam('backOffice.notFound', { what: 'maintenance task' })) id: string,
    @Body({ schema: updateMaintenanceTaskBody }) body: UpdateMaintenanceTaskBody,
    @CurrentSession() session: SessionContext | null,
  ): Promise<MaintenanceTaskResponse> {
    return this.maintenance.assign(id, body, actorOf(session));
  }
}
