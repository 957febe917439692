import { Controller, Get } from '@nestjs/common';
import type { VillaResponse } from '@prana/contracts';
import { CurrentSession, Public } from '../auth/access.ts';
import type { SessionContext } from '../auth/sessions.service.ts';
import { VillasService } from './villas.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('villas')
export class VillasController {
  constructor(private readonly villas: VillasService) {}

  /** Public, because visitors browse villas; the outbound feed token is shown to staff only. */
  @Get()
  @Public()
  @Responds('VillaResponse[]')
  list(@CurrentSession() session: SessionContext | null): Promise<VillaResponse[]> {
    return this.villas.list({ revealFeedTokens: session?.kind === 'staff' });
  }
}
