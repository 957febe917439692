import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CodedError, SyncChanges } from '@prana/contracts';
import { Repository } from '../database/repository.ts';

export interface RunRecord {
  id: string;
  villaSlug: string;
  status: 'success' | 'failed';
  startedAt: Date;
  finishedAt: Date;
  /** Why a failed run failed: a code of the error catalogue, shown in the reader's language. */
  failure: CodedError | null;
  changes: SyncChanges;
}

/** One villa's sync health as stored; timestamps as PostgreSQL writes them. */
export interface CalendarHealthRow {
  slug: string;
  lastSyncedAt: string | null;
  lastStatus: 'running' | 'success' | 'failed' | null;
  lastStartedAt: string | null;
  lastFailure: CodedError | null;
  consecutiveFailures: number;
  conflicts: number;
}

/** The pulls of each villa's feed, one row per run (admin spec §7). */
@Injectable()
export class SyncRunsRepository extends Repository {
  async insert(run: RunRecord): Promise<void> {
    await this.db
      .insertInto('sync_runs')
      .values({
        id: run.id,
        villa_slug: run.villaSlug,
        direction: 'pull_airbnb',
        status: run.status,
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        duration_ms: Math.max(1, run.finishedAt.getTime() - run.startedAt.getTime()),
        failure: run.failure,
        created: run.changes.created,
        updated: run.changes.updated,
        cancelled: run.changes.cancelled,
      })
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

  /**
   * Sync health of every villa (or of one): the last successful pull, the last run, failures since
   * the last success (counted up to 100), and imported reservations after `today` that clash.
   */
  async calendarHealth(today: string, slug?: string): Promise<CalendarHealthRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('sync_runs as r')
            .select(['r.status', 'r.started_at', 'r.failure'])
            .whereRef('r.villa_slug', '=', 'v.slug')
            .orderBy('r.started_at', 'desc')
            .limit(1)
            .as('last_run'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'v.slug',
        eb
          .selectFrom('sync_runs as r')
          .select((sub) => sub.fn.max('r.finished_at').as('finished_at'))
          .whereRef('r.villa_slug', '=', 'v.slug')
          .where('r.status', '=', 'success')
          .as('lastSyncedAt'),
        'last_run.status as lastStatus',
        'last_run.started_at as lastStartedAt',
        'last_run.failure as lastFailure',
        sql<number>`(select count(*)::int from (
          select 1 from sync_runs f
          where f.villa_slug = v.slug and f.status = 'failed'
            and f.started_at > coalesce((select max(s.started_at) from sync_runs s where s.villa_slug = v.slug and s.status = 'success'), '-infinity'::timestamptz)
          limit 100) failures)`.as('consecutiveFailures'),
        sql<number>`(${eb
          .selectFrom('availability_blocks as b')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('b.villa_slug', '=', 'v.slug')
          .where('b.status', '=', 'active')
          .where('b.conflict', '=', true)
          .where('b.ends_at', '>', today)})`.as('conflicts'),
      ])
      .$if(slug !== undefined, (query) => query.where('v.slug', '=', slug!))
      .execute();
  }
}
