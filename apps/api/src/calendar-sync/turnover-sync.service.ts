import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { getVilla } from '@prana/catalogue';
import { JOBS, QUEUES, turnoverDueJobId, villaReadyJobId, type TurnoverResponse, type TurnoverStayResponse, type VillaReadiness } from '@prana/contracts';
import { baliClock, baliInstant, todayInBali, TURNOVER_ALERT_MINUTES, WELCOME_TIME } from '@prana/domain';
import { addJob } from '../jobs/typed-jobs.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { anyTurnoverChanged, reconcileTurnovers, type TurnoverChanges } from './turnover-reconciler.ts';
import { TurnoversRepository, type TurnoverRow, type TurnoverStayRow } from './turnovers.repository.ts';

/** When an arriving guest hears that their villa is ready, at the earliest (Bali time, arrival day). */
export const VILLA_READY_NOTICE_FROM = '08:00';

/** A stay as staff see it: never the booking's id. */
function toStay(stay: TurnoverStayRow, time: string): TurnoverStayResponse {
  const { bookingId: _bookingId, time: _time, ...side } = stay;
  return { ...side, time };
}

/** What the arriving guest sees of a turnover's state. */
export function toVillaReadiness(state: TurnoverRow['state']): VillaReadiness {
  return state === 'ready' ? 'ready' : 'preparing';
}

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
    // The departure leaves at the turnover's start (a late check-out moves it); the arrival comes at its early check-in, else the welcome time.
    departure: toStay(row.departure, baliClock(new Date(row.leavesAt))),
    arrival: row.arrival && toStay(row.arrival, row.arrival.time ?? WELCOME_TIME),
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

  /**
   * Tells staff a turnover changed (null: cancelled, off the board), and, on their arrival day, the
   * guests it prepares for: their overview shows the villa being prepared, then ready.
   */
  published(row: TurnoverRow, now = new Date()): TurnoverResponse | null {
    const turnover = row.cancelled ? null : toTurnoverResponse(row);
    this.realtime.toStaffWith('turnovers.manage', 'turnover.changed', { id: row.id, villaSlug: row.villaSlug, turnover });
    const arriving = row.arrival?.bookingId;
    if (arriving && row.arrival!.day === todayInBali(now)) this.realtime.toBooking(arriving, 'stay.readiness', { readiness: row.cancelled ? null : toVillaReadiness(row.state) });
    return turnover;
  }

  /**
   * A turnover became ready: its arriving guest (a direct booking) hears it by push and email, in
   * their language, from the morning of their arrival day. One job id per turnover, so never twice.
   */
  async readyForArrival(row: TurnoverRow, now = new Date()): Promise<void> {
    if (row.cancelled || row.state !== 'ready' || !row.arrival?.bookingId) return;
    const from = baliInstant(row.arrival.day, VILLA_READY_NOTICE_FROM);
    try {
      await addJob(this.queue, JOBS.villaReady, { turnoverId: row.id }, {
        jobId: villaReadyJobId(row.id),
        delay: Math.max(0, from.getTime() - now.getTime()),
        attempts: 3,
        backoff: { type: 'exponential', delay: 5_000 },
        removeOnComplete: { age: 30 * 24 * 3600 },
        removeOnFail: 1000,
      });
    } catch (error) {
      this.logger.error(`The ready notice of turnover ${row.id} was not queued: ${(error as Error).message}`);
    }
  }
}
