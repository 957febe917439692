import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CodedError, FeedChannel } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A feed as a pull needs it: where to fetch and what the last download left (conditional-GET validators, digest). */
export interface FeedState {
  id: string;
  villaSlug: string;
  channel: FeedChannel;
  url: string;
  etag: string | null;
  lastModified: string | null;
  digest: string | null;
}

/** A feed as staff list it, with its sync health; timestamps as PostgreSQL writes them. */
export interface FeedHealthRow {
  id: string;
  villaSlug: string;
  label: string;
  channel: FeedChannel;
  createdAt: string;
  lastSyncedAt: string | null;
  lastStatus: 'running' | 'success' | 'failed' | null;
  lastStartedAt: string | null;
  lastFailure: CodedError | null;
  consecutiveFailures: number;
}

/** The inbound feeds of villas: read and locked by pulls, listed with their health for staff. */
@Injectable()
export class VillaFeedsRepository extends Repository {
  async state(feedId: string): Promise<FeedState | undefined> {
    return this.db
      .selectFrom('villa_feeds')
      .select(['id', 'villa_slug as villaSlug', 'channel', 'url', 'etag', 'last_modified as lastModified', 'digest'])
      .where('id', '=', feedId)
      .$narrowType<{ channel: FeedChannel }>()
      .executeTakeFirst();
  }

  /** The stored URL, with the feed row locked until the transaction ends (a concurrent edit waits); null once removed. */
  async lockUrl(feedId: string): Promise<string | null> {
    const row = await this.db.selectFrom('villa_feeds').select('url').where('id', '=', feedId).forUpdate().executeTakeFirst();
    return row?.url ?? null;
  }

  /** After a successful download: the conditional-GET validators and the digest of what was applied. */
  async saveValidators(feedId: string, validators: { etag: string | null; lastModified: string | null; digest: string }): Promise<void> {
    await this.db
      .updateTable('villa_feeds')
      .set({ etag: validators.etag?.slice(0, 512) ?? null, last_modified: validators.lastModified?.slice(0, 100) ?? null, digest: validators.digest })
      .where('id', '=', feedId)
      .execute();
  }

  /**
   * Feeds (of every villa, of one villa, or one feed) oldest first, each with its last successful
   * pull, its last run, and its failures since the last success (counted up to 100).
   */
  async health(filter: { villaSlug?: string; feedId?: string } = {}): Promise<FeedHealthRow[]> {
    return this.db
      .selectFrom('villa_feeds as f')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('sync_runs as r')
            .select(['r.status', 'r.started_at', 'r.failure'])
            .whereRef('r.feed_id', '=', 'f.id')
            .orderBy('r.started_at', 'desc')
            .limit(1)
            .as('last_run'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'f.id',
        'f.villa_slug as villaSlug',
        'f.label',
        'f.channel',
        'f.created_at as createdAt',
        eb
          .selectFrom('sync_runs as r')
          .select((sub) => sub.fn.max('r.finished_at').as('finished_at'))
          .whereRef('r.feed_id', '=', 'f.id')
          .where('r.status', '=', 'success')
          .as('lastSyncedAt'),
        'last_run.status as lastStatus',
        'last_run.started_at as lastStartedAt',
        'last_run.failure as lastFailure',
        sql<number>`(select count(*)::int from (
          select 1 from sync_runs x
          where x.feed_id = f.id and x.status = 'failed'
            and x.started_at > coalesce((select max(s.started_at) from sync_runs s where s.feed_id = f.id and s.status = 'success'), '-infinity'::timestamptz)
          limit 100) failures)`.as('consecutiveFailures'),
      ])
      .$if(filter.villaSlug !== undefined, (query) => query.where('f.villa_slug', '=', filter.villaSlug!))
      .$if(filter.feedId !== undefined, (query) => query.where('f.id', '=', filter.feedId!))
      .orderBy('f.villa_slug')
      .orderBy('f.created_at')
      .orderBy('f.id')
      .$narrowType<{ channel: FeedChannel; lastStatus: FeedHealthRow['lastStatus']; lastFailure: CodedError | null }>()
      .execute();
  }

  /** Every feed of every villa, by villa, oldest first: what "sync all" pulls. */
  @GenerateSql()
  async every(): Promise<{ id: string; villaSlug: string }[]> {
    return this.db.selectFrom('villa_feeds').select(['id', 'villa_slug as villaSlug']).orderBy('villa_slug').orderBy('created_at').orderBy('id').execute();
  }
}
