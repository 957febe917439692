import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { AvailabilityBlockResponse } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import type { FeedEvent } from './feed-parser.ts';

/** A block as the api shows it (AvailabilityBlockResponse) plus its feed UID. */
interface BlockRow extends AvailabilityBlockResponse {
  uid: string | null;
}

export function toBlockResponse(row: BlockRow): AvailabilityBlockResponse {
  return {
    id: row.id,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    source: row.source,
    summary: row.summary,
    guestName: row.guestName,
    conflict: row.conflict,
    reason: row.reason,
  };
}

interface BlockFilter {
  includeCancelled: boolean;
  /** Only blocks whose check-out day is after this date. */
  endsAfter?: string;
  /** Only blocks whose first night is before this date. */
  startsBefore?: string;
}

const BLOCK_COLUMNS = ['b.id', 'b.uid', 'b.starts_at as startsAt', 'b.ends_at as endsAt', 'b.summary', 'b.guest_name as guestName', 'b.status', 'b.source', 'b.conflict', 'b.reason'] as const;

/**
 * A villa's blocks: listed for staff, and written by the pulls of its Airbnb feed with set-based
 * statements whose rows travel as bound arrays (a 5,000-row feed as five arrays, not one SQL text).
 */
@Injectable()
export class AvailabilityBlocksRepository extends Repository {
  private selectBlocks() {
    return this.db.selectFrom('availability_blocks as b').select(BLOCK_COLUMNS);
  }

  /**
   * A villa's blocks in calendar order, or null when there is no such villa: one query on the
   * villa-and-dates index, whose villa row says the villa exists even when it has no blocks.
   */
  async list(villaSlug: string, filter: BlockFilter): Promise<BlockRow[] | null> {
    const rows = await this.db
      .selectFrom('villas as v')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('availability_blocks as b')
            .select(BLOCK_COLUMNS)
            .whereRef('b.villa_slug', '=', 'v.slug')
            .$if(!filter.includeCancelled, (query) => query.where('b.status', '=', 'active'))
            .$if(filter.endsAfter !== undefined, (query) => query.where('b.ends_at', '>', filter.endsAfter!))
            .$if(filter.startsBefore !== undefined, (query) => query.where('b.starts_at', '<', filter.startsBefore!))
            .as('block'),
        (join) => join.onTrue(),
      )
      .select(['block.id', 'block.uid', 'block.startsAt', 'block.endsAt', 'block.summary', 'block.guestName', 'block.status', 'block.source', 'block.conflict', 'block.reason'])
      .where('v.slug', '=', villaSlug)
      .orderBy('block.startsAt')
      .orderBy('block.endsAt')
      .orderBy('block.id')
      .execute();
    if (rows.length === 0) return null;
    return rows.filter((row): row is BlockRow => row.id !== null);
  }

  /** Every villa's active blocks with a night in [from, to), for the multi-calendar. */
  async window(from: string, to: string): Promise<(BlockRow & { villaSlug: string })[]> {
    return this.selectBlocks()
      .select('b.villa_slug as villaSlug')
      .where('b.status', '=', 'active')
      .where('b.starts_at', '<', to)
      .where('b.ends_at', '>', from)
      .orderBy('b.villa_slug')
      .orderBy('b.starts_at')
      .orderBy('b.id')
      .execute();
  }

  /** The first active block (any source) with a night in [checkIn, checkOut): what is in the way of a stay or hold. */
  async firstInTheWay(villaSlug: string, checkIn: string, checkOut: string): Promise<BlockRow | undefined> {
    return this.selectBlocks()
      .where('b.villa_slug', '=', villaSlug)
      .where('b.status', '=', 'active')
      .where('b.starts_at', '<', checkOut)
      .where('b.ends_at', '>', checkIn)
      .orderBy('b.starts_at')
      .limit(1)
      .executeTakeFirst();
  }

  /** The nights in [from, to) that any active block of the villa covers, in order. */
  async unavailableNights(villaSlug: string, from: string, to: string): Promise<string[]> {
    const { rows } = await sql<{ night: string }>`select distinct to_char(night, 'YYYY-MM-DD') as night
      from availability_blocks b,
           generate_series(greatest(b.starts_at, ${from}::date), least(b.ends_at, ${to}::date) - 1, interval '1 day') as night
      where b.villa_slug = ${villaSlug} and b.status = 'active' and b.starts_at < ${to}::date and b.ends_at > ${from}::date
      order by night`.execute(this.db);
    return rows.map((row) => row.night);
  }

  /** Every block imported from the villa's feed, cancelled ones included. */
  async imported(villaSlug: string): Promise<BlockRow[]> {
    return this.selectBlocks().where('b.villa_slug', '=', villaSlug).where('b.source', '=', 'airbnb').execute();
  }

  /** Active direct bookings and holds. */
  async held(villaSlug: string): Promise<BlockRow[]> {
    return this.selectBlocks().where('b.villa_slug', '=', villaSlug).where('b.status', '=', 'active').where('b.source', '<>', 'airbnb').execute();
  }

  /** Imported reservations that are, or may have become, conflicts: already flagged, or overlapping an active hold. */
  async conflictCandidates(villaSlug: string, anyHeld: boolean): Promise<BlockRow[]> {
    if (!anyHeld) return this.selectBlocks().where('b.villa_slug', '=', villaSlug).where('b.source', '=', 'airbnb').where('b.conflict', '=', true).execute();
    return this.selectBlocks()
      .where('b.villa_slug', '=', villaSlug)
      .where('b.source', '=', 'airbnb')
      .where('b.status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('b.conflict', '=', true),
          eb.exists(
            eb
              .selectFrom('availability_blocks as h')
              .select(sql.lit(1).as('one'))
              .whereRef('h.villa_slug', '=', 'b.villa_slug')
              .where('h.source', '<>', 'airbnb')
              .where('h.status', '=', 'active')
              .whereRef('h.starts_at', '<', 'b.ends_at')
              .whereRef('b.starts_at', '<', 'h.ends_at'),
          ),
        ]),
      )
      .execute();
  }

  async createImported(villaSlug: string, events: readonly (FeedEvent & { id: string })[], now: Date): Promise<void> {
    await sql`insert into availability_blocks (id, villa_slug, starts_at, ends_at, status, source, uid, summary, conflict, created_at, updated_at)
      select x.id, ${villaSlug}, x.starts_at, x.ends_at, 'active', 'airbnb', x.uid, x.summary, false, ${now}, ${now}
      from unnest(${events.map((e) => e.id)}::uuid[], ${events.map((e) => e.startsAt)}::date[], ${events.map((e) => e.endsAt)}::date[],
                  ${events.map((e) => e.uid)}::text[], ${events.map((e) => e.summary)}::text[]) as x(id, starts_at, ends_at, uid, summary)`.execute(this.db);
  }

  /** Moves imported blocks to their feed's dates and summary, active again. */
  async updateImported(updates: readonly { id: string; event: FeedEvent }[], now: Date): Promise<void> {
    await sql`update availability_blocks b set starts_at = x.starts_at, ends_at = x.ends_at, summary = x.summary, status = 'active', updated_at = ${now}
      from unnest(${updates.map((u) => u.id)}::uuid[], ${updates.map((u) => u.event.startsAt)}::date[], ${updates.map((u) => u.event.endsAt)}::date[],
                  ${updates.map((u) => u.event.summary)}::text[]) as x(id, starts_at, ends_at, summary)
      where b.id = x.id`.execute(this.db);
  }

  /** Cancelled, never deleted: a reservation missing from its feed. */
  async cancel(ids: readonly string[], now: Date): Promise<void> {
    await this.db
      .updateTable('availability_blocks')
      .set({ status: 'cancelled', conflict: false, updated_at: now })
      .where('id', '=', sql<string>`any(${ids}::uuid[])`)
      .execute();
  }

  async setConflicts(flags: readonly { id: string; conflict: boolean }[], now: Date): Promise<void> {
    await sql`update availability_blocks b set conflict = x.conflict, updated_at = ${now}
      from unnest(${flags.map((flag) => flag.id)}::uuid[], ${flags.map((flag) => flag.conflict)}::boolean[]) as x(id, conflict)
      where b.id = x.id`.execute(this.db);
  }
}
