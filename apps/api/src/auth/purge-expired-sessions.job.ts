import { Injectable, Logger } from '@nestjs/common';
import { SessionsService } from './sessions.service.ts';

/** JOBS.purgeExpiredSessions, hourly: expired session rows go. */
@Injectable()
export class PurgeExpiredSessionsJob {
  private readonly logger = new Logger(PurgeExpiredSessionsJob.name);

  constructor(private readonly sessions: SessionsService) {}

  async handle(): Promise<{ purged: number }> {
    const purged = await this.sessions.purgeExpired();
    if (purged > 0) this.logger.log(`Purged ${purged} expired sessions.`);
    return { purged };
  }
}
