import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { StaffColleaguesResponse, StaffQueueResponse } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import { staffRoleOf, type SessionContext } from '../auth/sessions.service.ts';
import { StaffQueueService } from './staff-queue.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('staff/requests')
export class StaffQueueController {
  constructor(private readonly queue: StaffQueueService) {}

  /** The live concierge queue; request.* and reservation.* events say when to look again. */
  @ApiOperation({ summary: 'The concierge queue' })
  @Get()
  @StaffOnly('requests.read')
  @Responds('StaffQueueResponse')
  list(@CurrentSession() session: SessionContext | null): Promise<StaffQueueResponse> {
    return this.queue.list(staffRoleOf(session));
  }
}

/** Who can hold a request: the assignment menu of the queue. */
@Controller('staff/colleagues')
export class StaffColleaguesController {
  constructor(private readonly queue: StaffQueueService) {}

  @ApiOperation({ summary: 'List colleagues who work the queue' })
  @Get()
  @StaffOnly('requests.manage')
  @Responds('StaffColleaguesResponse')
  list(): Promise<StaffColleaguesResponse> {
    return this.queue.colleagues();
  }
}
