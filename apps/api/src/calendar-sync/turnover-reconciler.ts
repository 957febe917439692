import { randomUUID } from 'node:crypto';
import { planTurnovers, todayInBali, type WantedTurnover } from '@prana/domain';
import type { StoredTurnover, TurnoversRepository } from './turnovers.repository.ts';

/** What a reconcile changed, for after the commit: whom to tell and which alert jobs to move. */
export interface TurnoverChanges {
  villaSlug: string;
  /** Turnovers added or re-timed (their alert job is due at `dueAt`; `previousDueAt`'s is removed). */
  timed: { id: string; dueAt: Date; previousDueAt: Date | null }[];
  /** Turnovers cancelled (their alert job, due at `dueAt`, is removed). */
  cancelled: { id: string; dueAt: Date }[];
}

export const NO_TURNOVER_CHANGES = (villaSlug: string): TurnoverChanges => ({ villaSlug, timed: [], cancelled: [] });

export function anyTurnoverChanged(changes: TurnoverChanges): boolean {
  return changes.timed.length > 0 || changes.cancelled.length > 0;
}

function differs(stored: StoredTurnover, wanted: WantedTurnover): boolean {
  return (
    stored.cancelled ||
    stored.day !== wanted.day ||
    new Date(stored.leavesAt).getTime() !== wanted.leavesAt.getTime() ||
    new Date(stored.dueAt).getTime() !== wanted.dueAt.getTime() ||
    stored.sameDay !== wanted.sameDay ||
    stored.arrivalBlockId !== wanted.arrivalBlockId ||
    stored.arrivalDay !== wanted.arrivalDay
  );
}

/**
 * Makes a villa's stored turnovers what its stays call for (planTurnovers), in the caller's
 * transaction: inserts the missing, re-times the moved (keeping their state) and cancels those whose
 * stay left the calendar. Run after every change to the villa's blocks; a calendar that did not
 * change writes nothing (no version or updated_at moves).
 */
export async function reconcileTurnovers(store: TurnoversRepository, villaSlug: string, now: Date): Promise<TurnoverChanges> {
  await store.lockVilla(villaSlug);
  const today = todayInBali(now);
  const wanted = planTurnovers(villaSlug, await store.stays(villaSlug, today), today);
  const stored = await store.stored(
    villaSlug,
    today,
    wanted.map((turnover) => turnover.departureBlockId),
  );
  const byBlock = new Map(stored.map((turnover) => [turnover.departureBlockId, turnover]));
  const insert: (WantedTurnover & { id: string })[] = [];
  const retime: (WantedTurnover & { id: string })[] = [];
  const changes = NO_TURNOVER_CHANGES(villaSlug);
  for (const turnover of wanted) {
    const existing = byBlock.get(turnover.departureBlockId);
    byBlock.delete(turnover.departureBlockId);
    if (!existing) {
      const id = randomUUID();
      insert.push({ ...turnover, id });
      changes.timed.push({ id, dueAt: turnover.dueAt, previousDueAt: null });
    } else if (differs(existing, turnover)) {
      retime.push({ ...turnover, id: existing.id });
      const previousDueAt = new Date(existing.dueAt);
      changes.timed.push({ id: existing.id, dueAt: turnover.dueAt, previousDueAt: previousDueAt.getTime() === turnover.dueAt.getTime() && !existing.cancelled ? null : previousDueAt });
    }
  }
  // Left over: stored turnovers whose stay is no longer on the calendar.
  const cancel = [...byBlock.values()].filter((turnover) => !turnover.cancelled);
  if (insert.length > 0) await store.insert(insert, now);
  if (retime.length > 0) await store.retime(retime, now);
  if (cancel.length > 0) await store.cancel(cancel.map((turnover) => turnover.id), now);
  changes.cancelled = cancel.map((turnover) => ({ id: turnover.id, dueAt: new Date(turnover.dueAt) }));
  return changes;
}
