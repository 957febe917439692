import { Injectable } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  BACK_OFFICE_READ_PERMISSION,
  type ActivityEntryResponse,
  type BackOfficePanel,
  type ChangeDescription,
  type UndoResponse,
  type UndoState,
} from '@prana/contracts';
import { ApiException } from '../common/api-exception.ts';
import { Transactions } from '../database/transactions.ts';
import { hasSqlState, SQL_STATE } from '../database/sql-state.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import type { JournalPanel } from './activity-entry.entity.ts';
import type { RowImage } from './undo-entry.entity.ts';
import { JournalRepository, type ActivityRow, type Details, type UndoRow } from './journal.repository.ts';
import type { RowCodec } from './row-codec.ts';

/** Who made a change (the signed-in staff member). */
export interface Actor {
  id: string;
  name: string;
}

interface ChangeLog {
  action: string;
  message: string;
  details?: Details;
  subjectId?: string | null;
}

interface UndoOptions {
  /** The English log line of the revert, e.g. 'Reverted last change' (the web words it from the details). */
  message: string;
  /** How each kind of row the panel's changes touch is written back (through its repository). */
  codecs: readonly RowCodec<{ id: string }>[];
  /** The activity line of the revert is about the row of this kind (an employee's History). */
  subjectKind?: RowImage['kind'];
  /** Other panels whose figures the revert changes. */
  alsoChanged?: BackOfficePanel[];
}

function toActivityResponse(entry: ActivityRow): ActivityEntryResponse {
  return {
    id: entry.id,
    action: entry.action,
    message: entry.message,
    details: entry.details,
    actorName: entry.actorName,
    timestamp: entry.createdAt,
  };
}

/**
 * The activity log and undo history of the back-office panels. A change runs in one transaction
 * (Transactions.run) holding the panel's advisory lock, so its rows, its log line and its undo
 * snapshot commit together and two api instances never interleave two changes (or a change and an
 * undo). The transaction is ambient: the work passed to `change` calls repositories, which join it,
 * and `log`/`record` write through the journal's own repository; nobody hands an EntityManager along.
 * The undo history is per person: each staff member undoes only their own latest changes.
 */
@Injectable()
export class BackOfficeJournal {
  /** The panel whose change is running in this async context (log and record belong inside one). */
  private readonly changing = new AsyncLocalStorage<JournalPanel>();

  constructor(
    private readonly transactions: Transactions,
    private readonly journal: JournalRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Runs `work` as one change of `panel`: in one transaction, under the panel's lock; the live event
   * goes out after the commit. Changes do not nest (a second panel's lock inside would order the
   * locks by call, not by rule).
   */
  async change<T>(panel: JournalPanel, work: () => Promise<T>, alsoChanged: BackOfficePanel[] = []): Promise<T> {
    if (this.changing.getStore() !== undefined) throw new Error(`A change of ${panel} began inside a change of ${this.changing.getStore()}.`);
    const result = await this.changing.run(panel, () =>
      this.transactions.run(async () => {
        await this.journal.lockPanel(panel);
        return work();
      }),
    );
    this.publish([panel, ...alsoChanged]);
    return result;
  }

  /** Tells the staff who can read these panels to refetch them. */
  publish(panels: BackOfficePanel[]): void {
    for (const panel of new Set(panels)) this.realtime.toStaffWith(BACK_OFFICE_READ_PERMISSION[panel], 'backoffice.changed', { panel });
  }

  /** Writes an activity-log line, inside the change of `panel` (it commits with the change). */
  async log(panel: JournalPanel, actor: Actor, change: ChangeLog): Promise<void> {
    this.insideChangeOf(panel);
    await this.journal.insertActivity({
      panel,
      action: change.action,
      message: clip(change.message),
      details: change.details ?? {},
      subjectId: change.subjectId ?? null,
      actorId: actor.id,
      actorName: actor.name,
    });
  }

  /**
   * Logs an undoable change and keeps its before-images in the actor's own undo history, which
   * holds their latest 10 changes of the panel.
   */
  async record(panel: JournalPanel, actor: Actor, change: ChangeLog, images: RowImage[]): Promise<void> {
    await this.log(panel, actor, change);
    await this.journal.insertUndo({ panel, actorId: actor.id, action: change.action, details: change.details ?? {}, images });
    await this.journal.trimUndoHistory(panel, actor.id);
  }

  /**
   * Reverts the actor's own latest change of the panel: writes its before-images back (newest
   * image first) through each row's codec, drops it from their history and logs the revert with
   * what it undid. Under the panel's lock, so two undo requests at once never take the same change.
   * 409 when the actor has nothing to undo, and when someone else has changed the same rows since
   * (or filed a row of their own under a row the change created):
   * writing the old values back would silently erase that later change, so the entry leaves the
   * history instead (the next Undo offers the actor's change before it).
   */
  async undo(panel: JournalPanel, actor: Actor, revert: UndoOptions): Promise<UndoResponse> {
    const outcome = await this.change(
      panel,
      async () => {
        const entry = await this.journal.latestUndo(panel, actor.id);
        if (!entry) throw new ApiException('backOffice.nothingToUndo');
        if (await this.journal.changedSinceByOthers(entry.id, panel, actor.id, entry.images.map((image) => image.id))) {
          await this.journal.deleteUndo(entry.id);
          return 'superseded' as const;
        }
        try {
          // A savepoint: when a row the change created is now referenced by someone else's later row
          // (a line filed under a new category), or a row written back would clash with someone
          // else's later one (a person back on a shift that now overlaps another), the writes back
          // are dropped and the entry with them.
          await this.transactions.run(async () => {
            for (const image of [...entry.images].reverse()) {
              const codec = revert.codecs.find((candidate) => candidate.kind === image.kind);
              if (!codec) throw new ApiException('backOffice.noLongerUndoable');
              await codec.restore(image.id, image.before);
            }
          });
        } catch (error) {
          if (!hasSqlState(error, SQL_STATE.foreignKeyViolation) && !hasSqlState(error, SQL_STATE.exclusionViolation)) throw error;
          await this.journal.deleteUndo(entry.id);
          return 'superseded' as const;
        }
        await this.journal.deleteUndo(entry.id);
        await this.log(panel, actor, {
          action: 'undo',
          message: revert.message,
          // The undone change's own details, and which change it was: the log line names it.
          details: { ...entry.details, reverted: entry.action },
          subjectId: revert.subjectKind ? (entry.images.find((image) => image.kind === revert.subjectKind)?.id ?? null) : null,
        });
        return { reverted: describe(entry), ...(await this.undoState(panel, actor)) };
      },
      revert.alsoChanged,
    );
    if (outcome === 'superseded') throw new ApiException('backOffice.changedSinceByOther');
    return outcome;
  }

  /** The reader's own undo history of the panel: how deep it is and the change Undo would revert. */
  async undoState(panel: JournalPanel, reader: Actor): Promise<UndoState> {
    const latest = await this.journal.latestUndo(panel, reader.id);
    return { undoAvailable: latest ? await this.journal.undoDepth(panel, reader.id) : 0, undoNext: latest ? describe(latest) : null };
  }

  /** The panel's latest log lines, newest first (optionally only those about one row). */
  async activity(panel: JournalPanel, limit: number, subjectId?: string): Promise<ActivityEntryResponse[]> {
    return (await this.journal.activity(panel, limit, subjectId)).map(toActivityResponse);
  }

  /** A log line or undo entry written outside its panel's change would commit alone, without the lock. */
  private insideChangeOf(panel: JournalPanel): void {
    const current = this.changing.getStore();
    if (current !== panel) throw new Error(`A ${panel} log line was written ${current ? `inside a change of ${current}` : 'outside journal.change'}.`);
  }
}

function describe(entry: UndoRow): ChangeDescription {
  return { action: entry.action, details: entry.details };
}

/** Messages quote user text (a task, a villa, a name): keep them within the column. */
function clip(text: string, max = 400): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
