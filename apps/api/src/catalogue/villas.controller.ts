import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { can, type VillaResponse } from '@prana/contracts';
import { CurrentSession, Public } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { VillasService } from './villas.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('villas')
export class VillasController {
  constructor(private readonly villas: VillasService) {}

  /** Public, because visitors browse villas; the outbound feed token is shown to the staff who manage channels only. */
  @ApiOperation({ summary: 'List villas' })
  @Get()
  @Public()
  @Responds('VillaResponse[]')
  list(@CurrentSession() session: SessionContext | null): Promise<VillaResponse[]> {
    const staff = session?.kind === 'staff';
    return this.villas.list({ staff, managesChannels: staff && can(session.tier, 'villas.manage') });
  }
}
