import { Controller, Get, Inject } from '@nestjs/common';
import type { PublicConfigResponse } from '@prana/contracts';
import { Public } from '../auth/access.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

@Controller('public-config')
@Public()
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  get(): PublicConfigResponse {
    // vapidPublicKey: g-server's branch reads it from the config; null (push not set up) until merged.
    return { conciergeWhatsapp: this.config.conciergeWhatsapp, mapTiles: this.config.mapTiles, vapidPublicKey: null };
  }
}
