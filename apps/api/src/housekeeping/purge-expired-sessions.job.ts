import { Injectable, Logger } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { SessionsService } from '../auth/sessions.service.ts';
import { IdempotencyKeysRepository } from '../idempotency/idempotency-keys.repository.ts';

/** How long a guest write's Idempotency-Key is remembered: far longer than any outbox waits to resend. */
const IDEMPOTENCY_KEY_DAYS = 1;

/** JOBS.purgeExpiredSessions, hourly: expired session rows go, and idempotency keys older than a day. */
@Injectable()
export class PurgeExpiredSessionsJob {
  private readonly logger = new Logger(PurgeExpiredSessionsJob.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly idempotencyKeys: IdempotencyKeysRepository,
  ) {}

  async handle(_job: TypedJob<typeof JOBS.purgeExpiredSessions>): Promise<{ purged: number; keys: number }> {
    const now = new Date();
    const purged = await this.sessions.purgeExpired(now);
    const keys = await this.idempotencyKeys.purgeOlderThan(new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
    if (purged > 0) this.logger.log(`Purged ${purged} expired sessions.`);
    return { purged, keys };
  }
}
