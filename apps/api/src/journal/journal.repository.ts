import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { UNDO_HISTORY_LIMIT } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { JournalPanel } from './activity-entry.entity.ts';
import type { RowImage } from './undo-entry.entity.ts';

export type Details = Record<string, string | number | null>;

/** One activity-log line to write. The actor's name is copied so the line still reads after the account goes. */
export interface ActivityLine {
  panel: JournalPanel;
  action: string;
  message: string;
  details: Details;
  subjectId: string | null;
  actorId: string;
  actorName: string;
}

/** One activity-log line as a panel lists it. */
export interface ActivityRow {
  id: number;
  action: string;
  message: string;
  details: Details;
  actorName: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** One undoable change to keep: what it was, by meaning, and the before-images of the rows it touched. */
export interface UndoRecord {
  panel: JournalPanel;
  actorId: string;
  action: string;
  details: Details;
  images: RowImage[];
}

export interface UndoRow {
  id: number;
  action: string;
  details: Details;
  images: RowImage[];
}

const EXAMPLE_ACTOR = '3f1c1a52-0d59-4a4b-9f5e-6d1f7f1c2b10';
const EXAMPLE_ROW = '9b2e5f7a-4c1d-4e8b-a0f3-2d6c8e1b7a45';

/**
 * The journal's two tables: the activity log (every line kept, the audit trail) and each person's
 * undo history of each panel. Every method joins the caller's transaction, which holds the panel's
 * lock (lockPanel), so a change, its log line and its undo entry commit together.
 */
@Injectable()
export class JournalRepository extends Repository {
  /** Changes of one panel go one after the other until the caller's transaction ends. */
  @GenerateSql({ params: ['expenses'] })
  async lockPanel(panel: JournalPanel): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`prana:back-office:${panel}`}))`.execute(this.db);
  }

  @GenerateSql({ params: [{ panel: 'expenses', action: 'expense.added', message: 'Added Generator fuel', details: { label: 'Generator fuel' }, subjectId: EXAMPLE_ROW, actorId: EXAMPLE_ACTOR, actorName: 'Made Wirawan' }] })
  async insertActivity(line: ActivityLine): Promise<void> {
    await this.db
      .insertInto('activity_log')
      .values({
        panel: line.panel,
        action: line.action,
        message: line.message,
        details: sql`${JSON.stringify(line.details)}::jsonb`,
        subject_id: line.subjectId,
        actor_id: line.actorId,
        actor_name: line.actorName,
        created_at: new Date(),
      })
      .execute();
  }

  /** The panel's latest lines, newest first (optionally only those about one row). */
  @GenerateSql({ name: 'a panel', params: ['expenses', 20] }, { name: 'about one row', params: ['team', 12, EXAMPLE_ROW] })
  async activity(panel: JournalPanel, limit: number, subjectId?: string): Promise<ActivityRow[]> {
    const rows = await this.db
      .selectFrom('activity_log')
      .select(['id', 'action', 'message', 'details', 'actor_name as actorName', 'created_at as createdAt'])
      .where('panel', '=', panel)
      .$if(subjectId !== undefined, (query) => query.where('subject_id', '=', subjectId!))
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, details: row.details as Details, createdAt: new Date(row.createdAt).toISOString() }));
  }

  @GenerateSql({
    params: [{ panel: 'expenses', actorId: EXAMPLE_ACTOR, action: 'budget.adjusted', details: { from: 1, to: 2 }, images: [{ kind: 'expense-category', id: EXAMPLE_ROW, before: { budget: 1 } }] }],
  })
  async insertUndo(entry: UndoRecord): Promise<void> {
    await this.db
      .insertInto('undo_history')
      .values({
        panel: entry.panel,
        actor_id: entry.actorId,
        action: entry.action,
        details: sql`${JSON.stringify(entry.details)}::jsonb`,
        images: sql`${JSON.stringify(entry.images)}::jsonb`,
        created_at: new Date(),
      })
      .execute();
  }

  /** Keeps only the actor's latest UNDO_HISTORY_LIMIT undo entries of the panel. */
  @GenerateSql({ params: ['expenses', EXAMPLE_ACTOR] })
  async trimUndoHistory(panel: JournalPanel, actorId: string): Promise<void> {
    await this.db
      .deleteFrom('undo_history')
      .where('panel', '=', panel)
      .where('actor_id', '=', actorId)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('undo_history').select('id').where('panel', '=', panel).where('actor_id', '=', actorId).orderBy('id', 'desc').limit(UNDO_HISTORY_LIMIT),
      )
      .execute();
  }

  /** The change the actor's Undo of the panel would revert: their latest. */
  @GenerateSql({ params: ['expenses', EXAMPLE_ACTOR] })
  async latestUndo(panel: JournalPanel, actorId: string): Promise<UndoRow | undefined> {
    const row = await this.db
      .selectFrom('undo_history')
      .select(['id', 'action', 'details', 'images'])
      .where('panel', '=', panel)
      .where('actor_id', '=', actorId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row && { id: row.id, action: row.action, details: row.details as Details, images: row.images as unknown as RowImage[] };
  }

  /** How many changes of the panel the actor can still undo. */
  @GenerateSql({ params: ['expenses', EXAMPLE_ACTOR] })
  async undoDepth(panel: JournalPanel, actorId: string): Promise<number> {
    const row = await this.db
      .selectFrom('undo_history')
      .select(sql<number>`count(*)::int`.as('depth'))
      .where('panel', '=', panel)
      .where('actor_id', '=', actorId)
      .executeTakeFirst();
    return row?.depth ?? 0;
  }

  @GenerateSql({ params: [42] })
  async deleteUndo(id: number): Promise<void> {
    await this.db.deleteFrom('undo_history').where('id', '=', id).execute();
  }

  /**
   * Has anyone else changed one of these rows of the panel after undo entry `since`? Their later
   * undo entries hold the rows they touched. (Changes that fell out of their history of 10 are
   * not seen; each person's history is short-lived by design.)
   */
  @GenerateSql({ params: [42, 'expenses', EXAMPLE_ACTOR, [EXAMPLE_ROW]] })
  async changedSinceByOthers(since: number, panel: JournalPanel, actorId: string, rowIds: readonly string[]): Promise<boolean> {
    if (rowIds.length === 0) return false;
    const row = await this.db
      .selectFrom('undo_history')
      .select('id')
      .where('panel', '=', panel)
      .where('id', '>', since)
      .where('actor_id', '<>', actorId)
      .where(sql<boolean>`exists (select 1 from jsonb_array_elements(images) as image where image->>'id' in (${sql.join(rowIds)}))`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
