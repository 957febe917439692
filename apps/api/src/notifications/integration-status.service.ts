import { Inject, Injectable } from '@nestjs/common';
import type { DeliveryChannelStatus, IntegrationStatusResponse } from '@prana/contracts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { DeliveryHealthRepository, type DeliveryHealthRow } from './delivery-health.repository.ts';

function toChannelStatus(configured: boolean, row: DeliveryHealthRow | undefined): DeliveryChannelStatus {
  return { configured, lastSuccessAt: row?.lastSuccessAt ?? null, lastFailureAt: row?.lastFailureAt ?? null, failuresSinceSuccess: row?.failuresSinceSuccess ?? 0 };
}

/** Web Push and email as configured and as their last sends went; payments as they are: not connected. */
@Injectable()
export class IntegrationStatusService {
  constructor(
    private readonly health: DeliveryHealthRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(): Promise<IntegrationStatusResponse> {
    const rows = await this.health.all();
    return {
      push: toChannelStatus(this.config.vapid !== null, rows.find((row) => row.channel === 'push')),
      email: toChannelStatus(Boolean(this.config.mail.smtpUrl), rows.find((row) => row.channel === 'email')),
      // No payment provider is connected: guests' payments are recorded by Prana, never charged to a card.
      payments: { connected: false },
    };
  }
}
