import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { Transactions } from '../database/transactions.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
import { feedAddressGuard } from './feed-fetcher.ts';
import { runPull, type PullAttempt, type PullDeps, type PullOutcome } from './pull-runner.ts';
import { SyncRunsRepository } from './sync-runs.repository.ts';
import { VillaFeedsRepository } from './villa-feeds.repository.ts';
import { TurnoverSync } from './turnover-sync.service.ts';

/** Runs villa pulls in the worker, publishing their progress to sync watchers through RealtimeService. */
@Injectable()
export class CalendarPullService {
  private readonly logger = new Logger(CalendarPullService.name);
  private readonly deps: PullDeps;

  constructor(
    feeds: VillaFeedsRepository,
    blocks: AvailabilityBlocksRepository,
    runs: SyncRunsRepository,
    transactions: Transactions,
    realtime: RealtimeService,
    turnovers: TurnoverSync,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.deps = {
      feeds,
      blocks,
      runs,
      transactions,
      turnovers: { reconcile: (villaSlug) => turnovers.reconcile(villaSlug), settle: (changes) => turnovers.settle(changes) },
      guard: feedAddressGuard(config.ical.allowedHosts),
      publish: (event, payload) => realtime.toSyncWatchers(event, payload),
      logError: (message) => this.logger.error(message),
    };
  }

  pull(attempt: PullAttempt): Promise<PullOutcome> {
    return runPull(this.deps, attempt);
  }
}
