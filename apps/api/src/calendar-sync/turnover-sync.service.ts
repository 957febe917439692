import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { getVilla } from '@prana/catalogue';
import { JOBS, QUEUES, turnoverDueJobId, type TurnoverResponse } from '@prana/contracts';
import { TURNOVER_ALERT_MINUTES, WELCOME_TIME } from '@prana/domain';
import { addJob } from '../jobs/typed-jobs.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { anyTurnoverChanged, reconcileTurnovers, type TurnoverChanges } from './turnover-reconciler.ts';
import { TurnoversRepository, type TurnoverRow } from './turnovers.repository.ts';

/** When guests leave a villa (Bali time) on their check-out day. */
export const CHECK_OUT_TIME = '11:00';

export function toTurnoverResponse(row: TurnoverRow): TurnoverResponse {
  return {
    id: row.id,
    villaSlug: row.villaSlug,
    villaName: row.villaName,
    villaKind: getVilla(row.villaSlug)?.kind ?? null,
    day: row.day,
    dueAt: new Date(row.dueAt).toISOString(),
    sameDay: row.sameDay,
    state: row.state,
    departure: { ...row.departure, time: CHECK_OUT_TIME },
    arrival: row.arrival && { ...row.arrival, time: WELCOME_TIME },
    assignee: row.assignee,
    checked: row.checked,
    notes: row.notes,
    alertedAt: row.alertedAt && new Date(row.alertedAt).toISOString(),
    version: row.version,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * Keeps turnovers following the calendar: `reconcile` in the transaction that changed a villa's
 * blocks, `settle` after its commit (staff hear what changed; each turnover's not-ready alert job
 * moves with its due time: one job id per turnover and due time).
 */
@Injectable()
export class TurnoverSync {
  private readonly logger = new Logger(TurnoverSync.name);

  constructor(
    private readonly turnovers: TurnoversRepository,
    @InjectQueue(QUEUES.concierge) private readonly queue: Queue,
    private readonly realtime: RealtimeService,
  ) {}

  reconcile(villaSlug: string, now = new Date()): Promise<TurnoverChanges> {
    return reconcileTurnovers(this.turnovers, villaSlug, now);
  }

  async settle(changes: TurnoverChanges, now = new Date()): Promise<void> {
    if (!anyTurnoverChanged(changes)) return;
    try {
      for (const { id, dueAt } of changes.cancelled) await this.queue.remove(turnoverDueJobId(id, dueAt));
      for (const { id, dueAt, previousDueAt } of changes.timed) {
        if (previousDueAt) await this.queue.remove(turnoverDueJobId(id, previousDueAt));
        await this.scheduleAlert(id, dueAt, now);
      }
    } catch (error) {
      // The board still shows the due time; a lost alert job is logged, never a failed calendar change.
      this.logger.error(`Turnover alerts of ${changes.villaSlug} not moved: ${(error as Error).message}`);
    }
    const ids = changes.timed.map((turnover) => turnover.id).concat(changes.cancelled.map((turnover) => turnover.id));
    for (const row of await this.turnovers.rows({ ids })) this.published(row);
  }

  /** The not-ready alert, an hour before the due time (at once when that hour has begun). */
  async scheduleAlert(id: string, dueAt: Date, now = new Date()): Promise<void> {
    await addJob(this.queue, JOBS.turnoverDue, { turnoverId: id, dueAt: dueAt.toISOString() }, {
      jobId: turnoverDueJobId(id, dueAt),
      delay: Math.max(0, dueAt.getTime() - TURNOVER_ALERT_MINUTES * 60_000 - now.getTime()),
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }

  /** Tells staff a turnover changed (null: cancelled, off the board). */
  published(row: TurnoverRow): TurnoverResponse | null {
    const turnover = row.cancelled ? null : toTurnoverResponse(row);
    this.realtime.toStaffWith('turnovers.manage', 'turnover.changed', { id: row.id, villaSlug: row.villaSlug, turnover });
    return turnover;
  }
}
