import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CodedError, SyncChanges, SyncDirection } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import type { SkippedEvents } from './feed-parser.ts';

export interface RunRecord {
  id: string;
  villaSlug: string;
  feedId: string;
  direction: SyncDirection;
  status: 'success' | 'failed';
  startedAt: Date;
  finishedAt: Date;
  /** Why a failed run failed: a code of the error catalogue, shown in the reader's language. */
  failure: CodedError | null;
  changes: SyncChanges;
  /** Events left out because they could not be read. */
  skipped: SkippedEvents;
}

/** The pulls of each villa's feeds, one row per run. */
@Injectable()
export class SyncRunsRepository extends Repository {
  async insert(run: RunRecord): Promise<void> {
    await this.db
      .insertInto('sync_runs')
      .values((eb) => ({
        id: run.id,
        villa_slug: run.villaSlug,
        // Null when the feed was removed during its pull: the run stays in the villa's history.
        feed_id: eb.selectFrom('villa_feeds').select('id').where('id', '=', run.feedId),
        direction: run.direction,
        status: run.status,
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        duration_ms: Math.max(1, run.finishedAt.getTime() - run.startedAt.getTime()),
        failure: run.failure,
        created: run.changes.created,
        updated: run.changes.updated,
        cancelled: run.changes.cancelled,
        skipped: run.skipped.count,
        skipped_reasons: run.skipped.count > 0 ? sql`${JSON.stringify(run.skipped.reasons)}::jsonb` : null,
      }))
      .execute();
  }

  /** When the last successful pull of any villa finished. */
  async lastSuccessAt(): Promise<string | null> {
    const row = await this.db
      .selectFrom('sync_runs')
      .select((eb) => eb.fn.max('finished_at').as('finishedAt'))
      .where('status', '=', 'success')
      .executeTakeFirst();
    return row?.finishedAt ?? null;
  }

  /** Upcoming imported reservations that clash with a direct booking or hold, per villa (or of one). */
  async conflicts(today: string, slug?: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('availability_blocks')
      .select(['villa_slug as villaSlug', sql<number>`count(*)::int`.as('count')])
      .where('status', '=', 'active')
      .where('conflict', '=', true)
      .where('ends_at', '>', today)
      .$if(slug !== undefined, (query) => query.where('villa_slug', '=', slug!))
      .groupBy('villa_slug')
      .execute();
    return new Map(rows.map((row) => [row.villaSlug, row.count]));
  }
}
