import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { IntegrationStatusResponse } from '@prana/contracts';
import { StaffOnly } from '../auth/access.ts';
import { Responds } from '../docs/responds.ts';
import { IntegrationStatusService } from './integration-status.service.ts';

/** The master's integration status: delivery channels from their real sends (channel feeds come with the villas). */
@Controller('integration-status')
export class IntegrationStatusController {
  constructor(private readonly integrations: IntegrationStatusService) {}

  @ApiOperation({ summary: 'Web Push, email and payments: set up or not, and their last sends' })
  @Get()
  @StaffOnly('ops.read')
  @Responds('IntegrationStatusResponse')
  status(): Promise<IntegrationStatusResponse> {
    return this.integrations.status();
  }
}
