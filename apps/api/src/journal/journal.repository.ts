import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { UNDO_HISTORY_LIMIT } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import type { JournalPanel } from './activity-entry.entity.ts';

@Injectable()
export class JournalRepository extends Repository {
  /** Changes of one panel go one after the other until the caller's transaction ends. */
  async lockPanel(panel: JournalPanel): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`prana:back-office:${panel}`}))`.execute(this.db);
  }

  /** Keeps only the actor's latest UNDO_HISTORY_LIMIT undo entries of the panel. */
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

  /**
   * Has anyone else changed one of these rows of the panel after undo entry `since`? Their later
   * undo entries hold the rows they touched. (Changes that fell out of their history of 10 are
   * not seen; each person's history is short-lived by design.)
   */
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
