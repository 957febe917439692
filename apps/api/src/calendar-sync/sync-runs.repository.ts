import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CodedError, SyncChanges, SyncDirection, SyncRunStatus } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
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

/** A stored run as staff read it; timestamps as PostgreSQL writes them. */
export interface RunRow {
  id: string;
  feedId: string | null;
  direction: SyncDirection;
  status: SyncRunStatus;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  failure: CodedError | null;
  created: number;
  updated: number;
  cancelled: number;
  skipped: number;
  skippedReasons: CodedError[] | null;
}

const RUN_COLUMNS = [
  'id',
  'feed_id as feedId',
  'direction',
  'status',
  'started_at as startedAt',
  'finished_at as finishedAt',
  'duration_ms as durationMs',
  'failure',
  'created',
  'updated',
  'cancelled',
  'skipped',
] as const;

const EXAMPLE_RUN: RunRecord = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  villaSlug: 'kayu-manis',
  feedId: '0b5e7a52-3c1d-4f0e-9a61-2d8f4c7b9e10',
  direction: 'pull_airbnb',
  status: 'success',
  startedAt: new Date('2027-06-01T10:00:00Z'),
  finishedAt: new Date('2027-06-01T10:00:01Z'),
  failure: null,
  changes: { created: 1, updated: 0, cancelled: 0 },
  skipped: { count: 1, reasons: [{ code: 'sync.eventUnreadable', params: { uid: 'a@x', reason: 'no DTSTART' } }] },
};

/** The pulls of each villa's feeds, one row per run. */
@Injectable()
export class SyncRunsRepository extends Repository {
  @GenerateSql({ name: 'with skipped events', params: [EXAMPLE_RUN] }, { name: 'failed', params: [{ ...EXAMPLE_RUN, status: 'failed', failure: { code: 'sync.unexpected' }, skipped: { count: 0, reasons: [] } }] })
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
  @GenerateSql()
  async lastSuccessAt(): Promise<string | null> {
    const row = await this.db
      .selectFrom('sync_runs')
      .select((eb) => eb.fn.max('finished_at').as('finishedAt'))
      .where('status', '=', 'success')
      .executeTakeFirst();
    return row?.finishedAt ?? null;
  }

  /** Upcoming imported reservations that clash with a direct booking or hold, per villa (or of one). */
  @GenerateSql({ name: 'every villa', params: ['2027-06-01'] }, { name: 'one villa', params: ['2027-06-01', 'kayu-manis'] })
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

  /** A villa's latest runs, newest first. */
  @GenerateSql({ params: ['kayu-manis', 20] })
  async ofVilla(villaSlug: string, limit: number): Promise<RunRow[]> {
    return this.db
      .selectFrom('sync_runs')
      .select(RUN_COLUMNS)
      .select((eb) => eb.ref('skipped_reasons').$castTo<CodedError[] | null>().as('skippedReasons'))
      .where('villa_slug', '=', villaSlug)
      .orderBy('started_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** The feed's latest run that finished at or after `since`. */
  @GenerateSql({ params: ['0b5e7a52-3c1d-4f0e-9a61-2d8f4c7b9e10', new Date('2027-06-01T10:00:00Z')] })
  async latestOfFeedSince(feedId: string, since: Date): Promise<RunRow | undefined> {
    return this.db
      .selectFrom('sync_runs')
      .select(RUN_COLUMNS)
      .select((eb) => eb.ref('skipped_reasons').$castTo<CodedError[] | null>().as('skippedReasons'))
      .where('feed_id', '=', feedId)
      .where('finished_at', '>=', since.toISOString())
      .orderBy('finished_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}
