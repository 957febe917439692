import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { FEED_CHANNELS, type FeedChannel, type FunnelStep } from '@prana/domain';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** One site's count of one step over a period (`any`: searches across every site). */
export interface FunnelTotalRow {
  siteId: string;
  step: FunnelStep;
  count: number;
}

/** A block imported from a channel's feed in a period, with its villa's site. */
export interface ImportedBlockRow {
  siteId: string;
  channel: FeedChannel;
  summary: string | null;
  /** IDR staff entered; null: amount not known. */
  payout: number | null;
}

/**
 * The booking funnel's daily counters. Counting is one upsert that adds one to the day's row, so
 * any number of requests at once each count exactly once, without a lock or a read.
 */
@Injectable()
export class FunnelRepository extends Repository {
  /** One step taken at a site (or `any` for a search of every site) on a Bali day. */
  @GenerateSql({ params: ['2026-12-01', 'prana-ubud', 'search'] })
  async countAtSite(day: string, siteId: string, step: FunnelStep): Promise<void> {
    await sql`insert into funnel_days (day, site_id, step, count) values (${day}, ${siteId}, ${step}, 1)
      on conflict (day, site_id, step) do update set count = funnel_days.count + 1`.execute(this.db);
  }

  /** One step taken at a villa, counted for its site; false when no villa with a site has that slug (nothing counted). */
  @GenerateSql({ params: ['2026-12-01', 'villa-anggrek', 'view'] })
  async countAtVilla(day: string, villaSlug: string, step: FunnelStep): Promise<boolean> {
    const result = await sql`insert into funnel_days (day, site_id, step, count)
      select ${day}::date, v.site_id, ${step}, 1 from villas v where v.slug = ${villaSlug} and v.site_id is not null
      on conflict (day, site_id, step) do update set count = funnel_days.count + 1`.execute(this.db);
    return (result.numAffectedRows ?? 0n) > 0n;
  }

  /** Each site's count of each step from `from` to `to` (Bali days, both included). */
  @GenerateSql({ params: ['2026-11-01', '2026-11-30'] })
  async totals(from: string, to: string): Promise<FunnelTotalRow[]> {
    const rows = await this.db
      .selectFrom('funnel_days')
      .select(['site_id as siteId', 'step', (eb) => eb.fn.sum<string>('count').as('count')])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['site_id', 'step'])
      .orderBy('site_id')
      .orderBy('step')
      .execute();
    return rows.map((row) => ({ siteId: row.siteId, step: row.step as FunnelStep, count: Number(row.count) }));
  }

  /** Blocks imported from channel feeds (their source is the channel) that arrived from `from` to `to` (Bali days of their first import), removed ones included. */
  @GenerateSql({ params: ['2026-11-01', '2026-11-30'] })
  async importedBlocks(from: string, to: string): Promise<ImportedBlockRow[]> {
    const arrived = sql<string>`(b.created_at at time zone 'Asia/Makassar')::date`;
    const rows = await this.db
      .selectFrom('availability_blocks as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select(['v.site_id as siteId', 'b.source', 'b.summary', 'b.payout'])
      .where('b.source', 'in', FEED_CHANNELS)
      .where('v.site_id', 'is not', null)
      .where(arrived, '>=', from)
      .where(arrived, '<=', to)
      .execute();
    return rows.map((row) => ({ siteId: row.siteId!, channel: row.source as FeedChannel, summary: row.summary, payout: row.payout === null ? null : Number(row.payout) }));
  }
}
