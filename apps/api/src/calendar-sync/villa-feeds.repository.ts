import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { CodedError, FeedChannel } from '@prana/contracts';
import { randomUUID } from 'node:crypto';
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

/** A feed as staff edit it, with its villa's name. */
export interface FeedRow {
  id: string;
  villaSlug: string;
  villaName: string;
  label: string;
  channel: FeedChannel;
  url: string;
}

/** What a feed's settings change: a new URL also clears the validators of the old one. */
export interface FeedChanges {
  label?: string;
  channel?: FeedChannel;
  url?: string;
}

const ID = '0b5e7a52-3c1d-4f0e-9a61-2d8f4c7b9e10';

/** The inbound feeds of villas: read and locked by pulls, listed with their health for staff. */
@Injectable()
export class VillaFeedsRepository extends Repository {
  @GenerateSql({ params: [ID] })
  async state(feedId: string): Promise<FeedState | undefined> {
    return this.db
      .selectFrom('villa_feeds')
      .select(['id', 'villa_slug as villaSlug', 'channel', 'url', 'etag', 'last_modified as lastModified', 'digest'])
      .where('id', '=', feedId)
      .$narrowType<{ channel: FeedChannel }>()
      .executeTakeFirst();
  }

  /** The stored URL, with the feed row locked until the transaction ends (a concurrent edit waits); null once removed. */
  @GenerateSql({ params: [ID] })
  async lockUrl(feedId: string): Promise<string | null> {
    const row = await this.db.selectFrom('villa_feeds').select('url').where('id', '=', feedId).forUpdate().executeTakeFirst();
    return row?.url ?? null;
  }

  /** After a successful download: the conditional-GET validators and the digest of what was applied. */
  @GenerateSql({ params: [ID, { etag: '"v1"', lastModified: 'Tue, 01 Jun 2027 10:00:00 GMT', digest: 'ab12' }] })
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
  @GenerateSql({ name: 'every feed', params: [] }, { name: 'of a villa', params: [{ villaSlug: 'kayu-manis' }] }, { name: 'one feed', params: [{ feedId: ID }] })
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

  /** Every feed of every villa, by villa, oldest first: what "sync all" pulls and the schedules follow. */
  @GenerateSql()
  async all(): Promise<{ id: string; villaSlug: string }[]> {
    return this.db.selectFrom('villa_feeds').select(['id', 'villa_slug as villaSlug']).orderBy('villa_slug').orderBy('created_at').orderBy('id').execute();
  }

  /** A villa's feed, or undefined; `lock` holds the feed row until the transaction ends (a concurrent edit or pull waits). */
  @GenerateSql({ name: 'read', params: ['kayu-manis', ID] }, { name: 'locked', params: ['kayu-manis', ID, { lock: true }] })
  async ofVilla(villaSlug: string, feedId: string, options: { lock?: boolean } = {}): Promise<FeedRow | undefined> {
    return this.db
      .selectFrom('villa_feeds as f')
      .innerJoin('villas as v', 'v.slug', 'f.villa_slug')
      .select(['f.id', 'f.villa_slug as villaSlug', 'v.name as villaName', 'f.label', 'f.channel', 'f.url'])
      .where('f.id', '=', feedId)
      .where('f.villa_slug', '=', villaSlug)
      .$if(options.lock === true, (query) => query.forUpdate('f'))
      .$narrowType<{ channel: FeedChannel }>()
      .executeTakeFirst();
  }

  /** A villa's first feed of a channel (oldest first): the one its airbnbIcalUrl edits. */
  @GenerateSql({ params: ['kayu-manis', 'airbnb'] })
  async firstOfChannel(villaSlug: string, channel: FeedChannel): Promise<{ id: string; url: string } | undefined> {
    return this.db
      .selectFrom('villa_feeds')
      .select(['id', 'url'])
      .where('villa_slug', '=', villaSlug)
      .where('channel', '=', channel)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
  }

  @GenerateSql({ params: ['kayu-manis'] })
  async countOfVilla(villaSlug: string): Promise<number> {
    const row = await this.db
      .selectFrom('villa_feeds')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('villa_slug', '=', villaSlug)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A new feed, with no validators yet; its id. */
  @GenerateSql({ params: ['kayu-manis', { label: 'Airbnb', channel: 'airbnb', url: 'https://www.airbnb.com/calendar/ical/1.ics' }, new Date('2027-06-01T10:00:00Z')] })
  async insert(villaSlug: string, feed: { label: string; channel: FeedChannel; url: string }, now: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('villa_feeds')
      .values({ id, villa_slug: villaSlug, label: feed.label, channel: feed.channel, url: feed.url, created_at: now, updated_at: now })
      .execute();
    return id;
  }

  @GenerateSql(
    { name: 'label', params: [ID, { label: 'Airbnb main' }, new Date('2027-06-01T10:00:00Z')] },
    { name: 'new url and channel', params: [ID, { url: 'https://www.airbnb.com/calendar/ical/2.ics', channel: 'booking' }, new Date('2027-06-01T10:00:00Z')] },
  )
  async update(feedId: string, changes: FeedChanges, now: Date): Promise<void> {
    await this.db
      .updateTable('villa_feeds')
      .set({
        ...(changes.label !== undefined && { label: changes.label }),
        ...(changes.channel !== undefined && { channel: changes.channel }),
        // The validators belong to the old URL.
        ...(changes.url !== undefined && { url: changes.url, etag: null, last_modified: null, digest: null }),
        updated_at: now,
      })
      .where('id', '=', feedId)
      .execute();
  }

  /** Its blocks keep their rows (the caller releases them first); its runs stay without it. */
  @GenerateSql({ params: [ID] })
  async delete(feedId: string): Promise<void> {
    await this.db.deleteFrom('villa_feeds').where('id', '=', feedId).execute();
  }
}
