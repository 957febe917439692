import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { PublicConfigResponse } from '@prana/contracts';
import { Public } from '../auth/access.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { Responds } from '../docs/responds.ts';

@Controller('public-config')
@Public()
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @ApiOperation({ summary: 'Settings the web app needs before sign-in' })
  @Get()
  @Responds('PublicConfigResponse')
  get(): PublicConfigResponse {
    return { conciergeWhatsapp: this.config.conciergeWhatsapp, vapidPublicKey: this.config.vapid?.publicKey ?? null, mapTiles: this.config.mapTiles };
  }
}
