import { Module } from '@nestjs/common';
import { RateLimiters } from '../common/rate-limiter.ts';
import { FunnelController } from './funnel.controller.ts';
import { FunnelRepository } from './funnel.repository.ts';
import { FunnelService } from './funnel.service.ts';

/** The booking funnel's daily counters: the public site and reservations count into it, master reads it. */
@Module({
  controllers: [FunnelController],
  providers: [FunnelService, FunnelRepository, RateLimiters],
  exports: [FunnelService],
})
export class FunnelModule {}
