import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import { FEED_CHANNELS, type AvailabilityBlockResponse, type FeedChannel } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import type { DB } from '../database/db.generated.ts';
import type { FeedEvent } from './feed-parser.ts';
import { blockInTheWay, heldFrom, heldUntil, type StayToPlace } from '../catalogue/blocks-in-the-way.ts';

/**
 * An imported block is on the ledger while it is in its feed, and after it left it on or after its
 * check-out day (a feed drops a stay once it is over; it happened all the same). One that left
 * before it ended was cancelled.
 */
export const ON_LEDGER = sql<boolean>`(availability_blocks.status = 'active' or (availability_blocks.updated_at at time zone 'Asia/Makassar')::date >= availability_blocks.ends_at)`;

/** A block as the api shows it (AvailabilityBlockResponse) plus its feed UID. */
export interface BlockRow extends AvailabilityBlockResponse {
  uid: string | null;
}

/** A booking or hold with the nights it holds: its own, widened by its booking's approved stay times. */
export interface HeldRow extends BlockRow {
  heldFrom: string;
  heldUntil: string;
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
    feedId: row.feedId,
    reservationUrl: row.reservationUrl,
    phoneLast4: row.phoneLast4,
    reason: row.reason,
    bookingId: row.bookingId,
  };
}

/** A block as the outbound feed needs it. */
export interface OutboundBlockRow {
  id: string;
  startsAt: string;
  endsAt: string;
  source: AvailabilityBlockResponse['source'];
  summary: string | null;
  updatedAt: string;
}

interface BlockFilter {
  includeCancelled: boolean;
  /** Only blocks whose check-out day is after this date. */
  endsAfter?: string;
  /** Only blocks whose first night is before this date. */
  startsBefore?: string;
}

const BLOCK_COLUMNS = [
  'b.id',
  'b.uid',
  'b.starts_at as startsAt',
  'b.ends_at as endsAt',
  'b.summary',
  'b.guest_name as guestName',
  'b.status',
  'b.source',
  'b.conflict',
  'b.feed_id as feedId',
  'b.reservation_url as reservationUrl',
  'b.phone_last4 as phoneLast4',
  'b.reason',
  'b.booking_id as bookingId',
] as const;

/** A reservation imported from an Airbnb feed, as the staff's bookings list shows it. */
export interface AirbnbReservationRow {
  id: string;
  guestName: string | null;
  villaSlug: string;
  villaName: string;
  startsAt: string;
  endsAt: string;
  summary: string | null;
}

/** Why the blocks of a removed feed were cancelled (kept with them, like a hold's reason). */
export const FEED_REMOVED_REASON = 'feed removed';

/** Sources of imported blocks (every channel's), as SQL values. */
const IMPORTED: FeedChannel[] = [...FEED_CHANNELS];

function selectBlocks(db: Kysely<DB>) {
  return db.selectFrom('availability_blocks as b').select(BLOCK_COLUMNS);
}

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const FEED_ID = '0b5e7a52-3c1d-4f0e-9a61-2d8f4c7b9e10';
const NOW = new Date('2027-06-01T10:00:00Z');
const EVENT: FeedEvent = { uid: 'a@airbnb.com', startsAt: '2027-06-10', endsAt: '2027-06-14', summary: 'Reserved', reservationUrl: null, phoneLast4: '1234' };

/**
 * A villa's blocks: listed for staff, and written by the pulls of its feeds with set-based
 * statements whose rows travel as bound arrays (a 5,000-row feed as a few arrays, not one SQL text).
 */
@Injectable()
export class AvailabilityBlocksRepository extends Repository {
  /**
   * A villa's blocks in calendar order, or null when there is no such villa: one query on the
   * villa-and-dates index, whose villa row says the villa exists even when it has no blocks.
   */
  @GenerateSql(
    { name: 'active', params: ['kayu-manis', { includeCancelled: false }] },
    { name: 'with cancelled, between dates', params: ['kayu-manis', { includeCancelled: true, endsAfter: '2027-06-01', startsBefore: '2027-07-01' }] },
  )
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
      .select([
        'block.id',
        'block.uid',
        'block.startsAt',
        'block.endsAt',
        'block.summary',
        'block.guestName',
        'block.status',
        'block.source',
        'block.conflict',
        'block.feedId',
        'block.reservationUrl',
        'block.phoneLast4',
        'block.reason',
        'block.bookingId',
      ])
      .where('v.slug', '=', villaSlug)
      .orderBy('block.startsAt')
      .orderBy('block.endsAt')
      .orderBy('block.id')
      .execute();
    if (rows.length === 0) return null;
    return rows.filter((row): row is BlockRow => row.id !== null);
  }

  /** Until the transaction ends, one writer of imported blocks per villa (its feeds' pulls take turns writing). */
  @GenerateSql({ params: ['kayu-manis'] })
  async lockVillaImports(villaSlug: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`villa-imports:${villaSlug}`}))`.execute(this.db);
  }

  /** Every villa's active blocks with a night in [from, to), for the multi-calendar. */
  @GenerateSql({ params: ['2027-06-01', '2027-06-15'] })
  async window(from: string, to: string): Promise<(BlockRow & { villaSlug: string })[]> {
    return selectBlocks(this.db)
      .select('b.villa_slug as villaSlug')
      .where('b.status', '=', 'active')
      .where('b.starts_at', '<', to)
      .where('b.ends_at', '>', from)
      .orderBy('b.villa_slug')
      .orderBy('b.starts_at')
      .orderBy('b.id')
      .execute();
  }

  /**
   * The first active block (any source) in the way of a stay or hold (`blockInTheWay`): one with a
   * night in [checkIn, checkOut), or one that meets it on a day an approved stay time takes.
   */
  @GenerateSql(
    { params: ['kayu-manis', { checkIn: '2027-06-10', checkOut: '2027-06-14' }] },
    { name: 'moving a booking', params: ['kayu-manis', { checkIn: '2027-06-10', checkOut: '2027-06-14', bookingId: ID }] },
  )
  async firstInTheWay(villaSlug: string, stay: StayToPlace): Promise<BlockRow | undefined> {
    return selectBlocks(this.db)
      .where('b.villa_slug', '=', villaSlug)
      .where('b.status', '=', 'active')
      .where((eb) => blockInTheWay(eb, stay))
      .orderBy('b.starts_at')
      .limit(1)
      .executeTakeFirst();
  }

  /** The nights in [from, to) that any active block of the villa holds (`heldFrom`), in order. */
  @GenerateSql({ params: ['kayu-manis', '2027-06-01', '2027-07-01'] })
  async unavailableNights(villaSlug: string, from: string, to: string): Promise<string[]> {
    const { rows } = await sql<{ night: string }>`select distinct to_char(night, 'YYYY-MM-DD') as night
      from (select ${heldFrom('b')} as starts_at, ${heldUntil('b')} as ends_at
            from availability_blocks b
            where b.villa_slug = ${villaSlug} and b.status = 'active') b,
           generate_series(greatest(b.starts_at, ${from}::date), least(b.ends_at, ${to}::date) - 1, interval '1 day') as night
      where b.starts_at < ${to}::date and b.ends_at > ${from}::date
      order by night`.execute(this.db);
    return rows.map((row) => row.night);
  }

  /** Every block imported from one feed, cancelled ones included. */
  @GenerateSql({ params: [FEED_ID] })
  async imported(feedId: string): Promise<BlockRow[]> {
    return selectBlocks(this.db).where('b.feed_id', '=', feedId).execute();
  }

  /** Active direct bookings and holds, each with the nights it holds (`heldFrom`), which an imported reservation must not meet. */
  @GenerateSql({ params: ['kayu-manis'] })
  async held(villaSlug: string): Promise<HeldRow[]> {
    return selectBlocks(this.db)
      .select([heldFrom('b').as('heldFrom'), heldUntil('b').as('heldUntil')])
      .where('b.villa_slug', '=', villaSlug)
      .where('b.status', '=', 'active')
      .where('b.source', 'not in', IMPORTED)
      .execute();
  }

  /**
   * Active blocks of any source that have not ended by `today`, for the outbound feed, each with the
   * nights it holds (`heldFrom`): a channel's calendar knows nights, not times, and must not sell
   * an arrival or departure on a turn an approved stay time takes.
   */
  @GenerateSql({ params: ['kayu-manis', '2027-06-01'] })
  async outbound(villaSlug: string, today: string): Promise<OutboundBlockRow[]> {
    return this.db
      .selectFrom('availability_blocks as b')
      .select([
        'b.id',
        heldFrom('b').as('startsAt'),
        heldUntil('b').as('endsAt'),
        'b.source',
        'b.summary',
        'b.updated_at as updatedAt',
      ])
      .where('b.villa_slug', '=', villaSlug)
      .where('b.status', '=', 'active')
      .where('b.ends_at', '>=', today)
      .orderBy('b.starts_at')
      .orderBy('b.id')
      .execute();
  }

  /** A removed feed's active blocks: cancelled, with the reason and who removed the feed. How many. */
  @GenerateSql({ params: [FEED_ID, 'Wayan', NOW] })
  async releaseFeed(feedId: string, releasedBy: string, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('availability_blocks')
      .set({ status: 'cancelled', conflict: false, reason: FEED_REMOVED_REASON, released_by: releasedBy, updated_at: now })
      .where('feed_id', '=', feedId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Imported reservations that are, or may have become, conflicts: already flagged, or meeting what an active booking or hold holds. */
  @GenerateSql({ name: 'nothing held', params: ['kayu-manis', false] }, { name: 'something held', params: ['kayu-manis', true] })
  async conflictCandidates(villaSlug: string, anyHeld: boolean): Promise<BlockRow[]> {
    if (!anyHeld) return selectBlocks(this.db).where('b.villa_slug', '=', villaSlug).where('b.source', 'in', IMPORTED).where('b.conflict', '=', true).execute();
    return selectBlocks(this.db)
      .where('b.villa_slug', '=', villaSlug)
      .where('b.source', 'in', IMPORTED)
      .where('b.status', '=', 'active')
      .where((eb) =>
        eb.or([
          eb('b.conflict', '=', true),
          eb.exists(
            eb
              .selectFrom('availability_blocks as h')
              .select(sql.lit(1).as('one'))
              .whereRef('h.villa_slug', '=', 'b.villa_slug')
              .where('h.source', 'not in', IMPORTED)
              .where('h.status', '=', 'active')
              .where((held) => held.and([held(heldFrom('h'), '<', held.ref('b.ends_at')), held('b.starts_at', '<', heldUntil('h'))])),
          ),
        ]),
      )
      .execute();
  }

  /** A feed's channel changed: its blocks' source follows. */
  @GenerateSql({ params: [FEED_ID, 'booking'] })
  async setFeedSource(feedId: string, channel: FeedChannel): Promise<void> {
    await this.db.updateTable('availability_blocks').set({ source: channel }).where('feed_id', '=', feedId).execute();
  }

  /** New blocks of one feed; their source is the feed's channel. */
  @GenerateSql({ params: ['kayu-manis', { id: FEED_ID, channel: 'airbnb' }, [{ ...EVENT, id: ID }], NOW] })
  async createImported(villaSlug: string, feed: { id: string; channel: FeedChannel }, events: readonly (FeedEvent & { id: string })[], now: Date): Promise<void> {
    await sql`insert into availability_blocks (id, villa_slug, feed_id, starts_at, ends_at, status, source, uid, summary, reservation_url, phone_last4, conflict, created_at, updated_at)
      select x.id, ${villaSlug}, ${feed.id}, x.starts_at, x.ends_at, 'active', ${feed.channel}, x.uid, x.summary, x.reservation_url, x.phone_last4, false, ${now}, ${now}
      from unnest(${events.map((e) => e.id)}::uuid[], ${events.map((e) => e.startsAt)}::date[], ${events.map((e) => e.endsAt)}::date[],
                  ${events.map((e) => e.uid)}::text[], ${events.map((e) => e.summary)}::text[], ${events.map((e) => e.reservationUrl)}::text[],
                  ${events.map((e) => e.phoneLast4)}::text[]) as x(id, starts_at, ends_at, uid, summary, reservation_url, phone_last4)`.execute(this.db);
  }

  /** Moves imported blocks to their feed's dates, summary and details (and UID: a rolling block), active again. */
  @GenerateSql({ params: [[{ id: ID, event: EVENT }], NOW] })
  async updateImported(updates: readonly { id: string; event: FeedEvent }[], now: Date): Promise<void> {
    await sql`update availability_blocks b set uid = x.uid, starts_at = x.starts_at, ends_at = x.ends_at, summary = x.summary,
        reservation_url = x.reservation_url, phone_last4 = x.phone_last4, status = 'active', updated_at = ${now}
      from unnest(${updates.map((u) => u.id)}::uuid[], ${updates.map((u) => u.event.uid)}::text[], ${updates.map((u) => u.event.startsAt)}::date[],
                  ${updates.map((u) => u.event.endsAt)}::date[], ${updates.map((u) => u.event.summary)}::text[],
                  ${updates.map((u) => u.event.reservationUrl)}::text[], ${updates.map((u) => u.event.phoneLast4)}::text[])
           as x(id, uid, starts_at, ends_at, summary, reservation_url, phone_last4)
      where b.id = x.id`.execute(this.db);
  }

  /** Cancelled, never deleted: a reservation missing from its feed. */
  @GenerateSql({ params: [[ID], NOW] })
  async cancel(ids: readonly string[], now: Date): Promise<void> {
    await this.db
      .updateTable('availability_blocks')
      .set({ status: 'cancelled', conflict: false, updated_at: now })
      .where('id', '=', sql<string>`any(${ids}::uuid[])`)
      .execute();
  }

  @GenerateSql({ params: [[{ id: ID, conflict: true }], NOW] })
  async setConflicts(flags: readonly { id: string; conflict: boolean }[], now: Date): Promise<void> {
    await sql`update availability_blocks b set conflict = x.conflict, updated_at = ${now}
      from unnest(${flags.map((flag) => flag.id)}::uuid[], ${flags.map((flag) => flag.conflict)}::boolean[]) as x(id, conflict)
      where b.id = x.id`.execute(this.db);
  }

  /** The direct block that holds a new booking's nights; the exclusion constraint refuses one overlapping an active booking or hold. */
  @GenerateSql({
    params: [
      { id: '00000000-0000-4000-8000-000000000004', villaSlug: 'kayu-manis', bookingId: '00000000-0000-4000-8000-000000000003', guestName: 'Ayu Lestari', startsAt: '2027-05-10', endsAt: '2027-05-14' },
      new Date('2027-01-01T00:00:00Z'),
    ],
  })
  async insertForBooking(
    block: { id: string; villaSlug: string; bookingId: string; guestName: string; startsAt: string; endsAt: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .insertInto('availability_blocks')
      .values({
        id: block.id,
        villa_slug: block.villaSlug,
        booking_id: block.bookingId,
        guest_name: block.guestName,
        starts_at: block.startsAt,
        ends_at: block.endsAt,
        source: 'direct',
        status: 'active',
        conflict: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  /** A direct booking moved: its block holds the new nights (the exclusion constraint refuses taken ones). */
  @GenerateSql({ params: [ID, '2027-06-12', '2027-06-16', NOW] })
  async moveForBooking(bookingId: string, startsAt: string, endsAt: string, now: Date): Promise<void> {
    await this.db
      .updateTable('availability_blocks')
      .set({ starts_at: startsAt, ends_at: endsAt, updated_at: now })
      .where('booking_id', '=', bookingId)
      .where('source', '=', 'direct')
      .where('status', '=', 'active')
      .execute();
  }

  /**
   * What a booking's block holds changed without its nights changing (an approved early check-in or
   * late check-out takes a turn): it is revised now, which the outbound feed's DTSTAMP tells channels.
   */
  @GenerateSql({ params: [ID, NOW] })
  async reviseForBooking(bookingId: string, now: Date): Promise<void> {
    await this.db.updateTable('availability_blocks').set({ updated_at: now }).where('booking_id', '=', bookingId).where('status', '=', 'active').execute();
  }

  /** Active blocks imported from Airbnb feeds, with their villa's name. */
  @GenerateSql()
  async airbnbReservations(): Promise<AirbnbReservationRow[]> {
    return this.db
      .selectFrom('availability_blocks as b')
      .innerJoin('villas as v', 'v.slug', 'b.villa_slug')
      .select(['b.id', 'b.guest_name as guestName', 'b.villa_slug as villaSlug', 'v.name as villaName', 'b.starts_at as startsAt', 'b.ends_at as endsAt', 'b.summary'])
      .where('b.source', '=', 'airbnb')
      .where('b.status', '=', 'active')
      .execute();
  }

  /** A manual hold on the villa's nights [startsAt, endsAt), with why and who placed it. */
  @GenerateSql({ params: ['kayu-manis', { startsAt: '2027-06-10', endsAt: '2027-06-14', reason: 'Painting', heldBy: 'Wayan' }, NOW] })
  async createHold(villaSlug: string, hold: { startsAt: string; endsAt: string; reason: string; heldBy: string }, now: Date): Promise<BlockRow & { villaSlug: string }> {
    return this.db
      .insertInto('availability_blocks')
      .values({
        id: randomUUID(),
        villa_slug: villaSlug,
        starts_at: hold.startsAt,
        ends_at: hold.endsAt,
        status: 'active',
        source: 'manual',
        reason: hold.reason,
        held_by: hold.heldBy,
        conflict: false,
        created_at: now,
        updated_at: now,
      })
      .returning([
        'id',
        'uid',
        'starts_at as startsAt',
        'ends_at as endsAt',
        'summary',
        'guest_name as guestName',
        'status',
        'source',
        'conflict',
        'feed_id as feedId',
        'reservation_url as reservationUrl',
        'phone_last4 as phoneLast4',
        'reason',
        'booking_id as bookingId',
        'villa_slug as villaSlug',
      ])
      .executeTakeFirstOrThrow();
  }

  /** A villa's manual hold with its row locked until the transaction ends (two releases take turns); undefined when there is none. */
  @GenerateSql({ params: ['kayu-manis', ID] })
  async lockHold(villaSlug: string, id: string): Promise<{ id: string; status: BlockRow['status'] } | undefined> {
    return this.db
      .selectFrom('availability_blocks')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('villa_slug', '=', villaSlug)
      .where('source', '=', 'manual')
      .forUpdate()
      .executeTakeFirst();
  }

  /** A hold released: cancelled, with who released it. */
  @GenerateSql({ params: [ID, 'Wayan', NOW] })
  async releaseHold(id: string, releasedBy: string, now: Date): Promise<void> {
    await this.db.updateTable('availability_blocks').set({ status: 'cancelled', released_by: releasedBy, updated_at: now }).where('id', '=', id).execute();
  }

  /**
   * A block's ledger state: its source, nights, payout and whether it is on the ledger (ON_LEDGER);
   * with `lock`, its row stays locked until the transaction ends (two payout changes take turns).
   */
  @GenerateSql({ name: 'read', params: [ID, false] }, { name: 'locked', params: [ID, true] })
  async payout(id: string, lock: boolean): Promise<PayoutRow | undefined> {
    let query = this.db
      .selectFrom('availability_blocks')
      .select(['id', 'villa_slug as villaSlug', 'source', 'starts_at as startsAt', 'ends_at as endsAt', 'payout', ON_LEDGER.as('onLedger')])
      .where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && { ...row, payout: row.payout === null ? null : Number(row.payout) };
  }

  /**
   * Sets (or, with null, clears) an imported reservation's payout. It leaves `updated_at` alone: that
   * instant tells when a reservation left its feed, which decides whether it is on the ledger.
   */
  @GenerateSql({ params: [ID, 42_500_000] })
  async setPayout(id: string, payout: number | null): Promise<void> {
    await this.db.updateTable('availability_blocks').set({ payout }).where('id', '=', id).execute();
  }
}

/** A block as the ledger's payout sees it. */
export interface PayoutRow {
  id: string;
  villaSlug: string;
  source: AvailabilityBlockResponse['source'];
  startsAt: string;
  endsAt: string;
  payout: number | null;
  /** Still in its feed, or left it on or after its check-out day. */
  onLedger: boolean;
}
