import { Injectable } from '@nestjs/common';
import { ApiException } from '../common/api-exception.ts';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  BACK_OFFICE_READ_PERMISSION,
  type ActivityEntryResponse,
  type BackOfficePanel,
  type ChangeDescription,
  type UndoResponse,
  type UndoState,
} from '@prana/contracts';
import { StaffUser } from '../auth/staff-user.entity.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { ActivityEntry, type JournalPanel } from './activity-entry.entity.ts';
import { UndoEntry, type RowImage } from './undo-entry.entity.ts';
import { JournalRepository } from './journal.repository.ts';
import type { RowCodec } from './row-codec.ts';

/** Who made a change (the signed-in staff member). */
export interface Actor {
  id: string;
  name: string;
}

interface ChangeLog {
  action: string;
  message: string;
  details?: Record<string, string | number | null>;
  subjectId?: string | null;
}

interface UndoOptions {
  /** The English log line of the revert, e.g. 'Reverted last change' (the web words it from the details). */
  message: string;
  codecs: readonly RowCodec<object>[];
  /** The activity line of the revert is about the row of this kind (an employee's History). */
  subjectKind?: RowImage['kind'];
  /** Other panels whose figures the revert changes. */
  alsoChanged?: BackOfficePanel[];
}

function toActivityResponse(entry: ActivityEntry): ActivityEntryResponse {
  return {
    id: entry.id,
    action: entry.action,
    message: entry.message,
    details: entry.details,
    actorName: entry.actorName,
    timestamp: entry.createdAt.toISOString(),
  };
}

/**
 * The activity log and undo history of the back-office panels. A change runs in one transaction
 * holding the panel's advisory lock, so its rows, its log line and its undo snapshot commit
 * together and two api instances never interleave two changes (or a change and an undo). The undo
 * history is per person: each staff member undoes only their own latest changes.
 */
@Injectable()
export class BackOfficeJournal {
  constructor(
    private readonly em: EntityManager,
    private readonly journal: JournalRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /** Runs `work` as one change of `panel`; the live event goes out after the commit. */
  async change<T>(panel: JournalPanel, work: (tx: EntityManager) => Promise<T>, alsoChanged: BackOfficePanel[] = []): Promise<T> {
    const result = await this.em.fork().transactional(async (tx) => {
      await this.journal.lockPanel(panel);
      return work(tx);
    });
    this.publish([panel, ...alsoChanged]);
    return result;
  }

  /** Tells the staff who can read these panels to refetch them. */
  publish(panels: BackOfficePanel[]): void {
    for (const panel of new Set(panels)) this.realtime.toStaffWith(BACK_OFFICE_READ_PERMISSION[panel], 'backoffice.changed', { panel });
  }

  /** Writes an activity-log line (flushed with the change). */
  log(tx: EntityManager, panel: JournalPanel, actor: Actor, change: ChangeLog): void {
    const entry = new ActivityEntry(panel, change.action, clip(change.message));
    entry.details = change.details ?? {};
    entry.subjectId = change.subjectId ?? null;
    entry.actor = tx.getReference(StaffUser, actor.id);
    entry.actorName = actor.name;
    tx.persist(entry);
  }

  /**
   * Logs an undoable change and keeps its before-images in the actor's own undo history, which
   * holds their latest 10 changes of the panel.
   */
  async record(tx: EntityManager, panel: JournalPanel, actor: Actor, change: ChangeLog, images: RowImage[]): Promise<void> {
    this.log(tx, panel, actor, change);
    tx.persist(new UndoEntry(panel, tx.getReference(StaffUser, actor.id), { action: change.action, details: change.details ?? {} }, images));
    await tx.flush();
    await this.journal.trimUndoHistory(panel, actor.id);
  }

  /**
   * Reverts the actor's own latest change of the panel: writes its before-images back (newest
   * image first), drops it from their history and logs the revert with what it undid. Under the
   * panel's lock, so two undo requests at once never take the same change. 409 when the actor
   * has nothing to undo, and when someone else has changed the same rows since: writing the old
   * values back would silently erase that later change, so the entry leaves the history instead
   * (the next Undo offers the actor's change before it).
   */
  async undo(panel: JournalPanel, actor: Actor, revert: UndoOptions): Promise<UndoResponse> {
    const outcome = await this.change(
      panel,
      async (tx) => {
        const entry = await tx.findOne(UndoEntry, { panel, actor: actor.id }, { orderBy: { id: 'desc' } });
        if (!entry) throw new ApiException('backOffice.nothingToUndo');
        if (await this.journal.changedSinceByOthers(entry.id, panel, actor.id, entry.images.map((image) => image.id))) {
          tx.remove(entry);
          await tx.flush();
          return 'superseded' as const;
        }
        for (const image of [...entry.images].reverse()) {
          const codec = revert.codecs.find((candidate) => candidate.kind === image.kind);
          if (!codec) throw new ApiException('backOffice.noLongerUndoable');
          await restore(tx, codec, image);
        }
        tx.remove(entry);
        this.log(tx, panel, actor, {
          action: 'undo',
          message: revert.message,
          // The undone change's own details, and which change it was: the log line names it.
          details: { ...entry.details, reverted: entry.action },
          subjectId: revert.subjectKind ? (entry.images.find((image) => image.kind === revert.subjectKind)?.id ?? null) : null,
        });
        await tx.flush();
        return { reverted: describe(entry), ...(await this.undoState(tx, panel, actor)) };
      },
      revert.alsoChanged,
    );
    if (outcome === 'superseded') throw new ApiException('backOffice.changedSinceByOther');
    return outcome;
  }

  /** The reader's own undo history of the panel: how deep it is and the change Undo would revert. */
  async undoState(em: EntityManager, panel: JournalPanel, reader: Actor): Promise<UndoState> {
    const [latest] = await em.find(UndoEntry, { panel, actor: reader.id }, { orderBy: { id: 'desc' }, limit: 1 });
    return { undoAvailable: await em.count(UndoEntry, { panel, actor: reader.id }), undoNext: latest ? describe(latest) : null };
  }

  /** The panel's latest log lines, newest first (optionally only those about one row). */
  async activity(em: EntityManager, panel: JournalPanel, limit: number, subjectId?: string): Promise<ActivityEntryResponse[]> {
    const entries = await em.find(
      ActivityEntry,
      subjectId ? { panel, subjectId } : { panel },
      { orderBy: { id: 'desc' }, limit },
    );
    return entries.map(toActivityResponse);
  }
}

function describe(entry: UndoEntry): ChangeDescription {
  return { action: entry.action, details: entry.details };
}

/** Messages quote user text (a task, a villa, a name): keep them within the column. */
function clip(text: string, max = 400): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

async function restore<E extends object>(tx: EntityManager, codec: RowCodec<E>, image: RowImage): Promise<void> {
  const existing = await tx.findOne(codec.entity, { id: image.id } as never);
  if (!image.before) {
    if (existing) tx.remove(existing);
    return;
  }
  if (existing) codec.apply(existing, image.before, tx);
  else tx.persist(codec.create(image.id, image.before, tx));
}
