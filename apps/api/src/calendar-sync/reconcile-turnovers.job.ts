import { Injectable, Logger } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { Transactions } from '../database/transactions.ts';
import { anyTurnoverChanged } from './turnover-reconciler.ts';
import { TurnoverSync } from './turnover-sync.service.ts';

/**
 * JOBS.reconcileTurnovers, queued when a worker starts: every villa's turnovers are made what its
 * stays call for, one villa per transaction (stays stored before turnovers existed, or changed while
 * no worker ran, get theirs and their alert jobs). Reconciling is idempotent, so a second run
 * changes nothing.
 */
@Injectable()
export class ReconcileTurnoversJob {
  private readonly logger = new Logger(ReconcileTurnoversJob.name);

  constructor(
    private readonly villas: VillasRepository,
    private readonly transactions: Transactions,
    private readonly turnovers: TurnoverSync,
  ) {}

  async handle(_job: TypedJob<typeof JOBS.reconcileTurnovers>, now = new Date()): Promise<{ villas: number; changed: string[] }> {
    const villas = await this.villas.list();
    const changed: string[] = [];
    for (const { slug } of villas) {
      const changes = await this.transactions.run(() => this.turnovers.reconcile(slug, now));
      await this.turnovers.settle(changes, now);
      if (anyTurnoverChanged(changes)) changed.push(slug);
    }
    if (changed.length > 0) this.logger.log(`Turnovers caught up on ${changed.length} villa(s): ${changed.join(', ')}.`);
    return { villas: villas.length, changed };
  }
}
