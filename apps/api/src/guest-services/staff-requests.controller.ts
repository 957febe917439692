import { Body, Controller, Param, Patch } from '@nestjs/common';
import { staffRequestStatusBody, type GuestRequestChangedResponse, type StaffRequestStatusBody } from '@prana/contracts';
import { CurrentSession, StaffOnly } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.ts';
import { GuestRequestsService } from './guest-requests.service.ts';
import { ApiException } from '../common/api-exception.ts';

/** Staff answer a guest request from the queue (any booking). */
@Controller('staff/requests')
export class StaffRequestsController {
  constructor(private readonly requests: GuestRequestsService) {}

  @Patch(':id')
  @StaffOnly('requests.manage')
  change(
    @CurrentSession() session: SessionContext | null,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(staffRequestStatusBody)) body: StaffRequestStatusBody,
  ): Promise<GuestRequestChangedResponse> {
    if (session?.kind !== 'staff') throw new ApiException(401, 'auth.staffRequired');
    return this.requests.changeStatus(id, body.status, { staffId: session.staff.id, username: session.staff.username });
  }
}
