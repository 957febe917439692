import { Module } from '@nestjs/common';
import { FunnelController } from './funnel.controller.ts';
import { FunnelRepository } from './funnel.repository.ts';
import { FunnelService } from './funnel.service.ts';

/** The booking funnel's daily counters: the public site and reservations count into it, master reads it. */
@Module({
  controllers: [FunnelController],
  // FunnelService.countSearches answers before Nest's chain: create-api mounts it.
  providers: [FunnelService, FunnelRepository],
  exports: [FunnelService],
})
export class FunnelModule {}
