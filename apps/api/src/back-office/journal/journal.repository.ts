import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { UNDO_HISTORY_LIMIT } from '@prana/domain';
import { Repository } from '../../database/repository.ts';
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

}
