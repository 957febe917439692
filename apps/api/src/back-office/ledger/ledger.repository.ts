import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { FEED_CHANNELS, type FeedChannel, type LedgerCharge, type LedgerClosure, type LedgerExpense, type LedgerPeriod, type RequestTiming } from '@prana/domain';
import { GenerateSql } from '../../database/generate-sql.ts';
import { Repository } from '../../database/repository.ts';
import { ON_LEDGER } from '../../calendar-sync/availability-blocks.repository.ts';

/** The villas whose nights a ledger read counts: the whole group, one site's, or one villa. */
export interface LedgerScope {
  siteId?: string | null;
  villaSlug?: string | null;
}

export interface LedgerVillaRow {
  slug: string;
  siteId: string | null;
}

/** A direct booking on the ledger: confirmed, at the price it was quoted. */
export interface LedgerBookingRow {
  villaSlug: string;
  checkIn: string;
  checkOut: string;
  amount: number;
  channel: 'direct' | 'airbnb';
}

/** A block imported from a channel's feed, with the payout staff entered (null: amount not known). */
export interface LedgerImportedRow {
  id: string;
  villaSlug: string;
  channel: FeedChannel;
  startsAt: string;
  endsAt: string;
  summary: string | null;
  payout: number | null;
}

const PERIOD: LedgerPeriod = { from: '2027-05-01', to: '2027-06-01' };
const VILLAS = ['jungle-loft', 'rice-terrace-suite'];

/**
 * The ledger's reads (the rows every figure is computed from): stays sold directly and through the
 * channels, holds that close nights, billed guest charges and expense lines, each for a period and
 * a set of villas. It writes nothing; a payout is written by the availability blocks' repository.
 */
@Injectable()
export class LedgerRepository extends Repository {
  /** The active villas in scope, by slug. */
  @GenerateSql({ name: 'whole group', params: [{}] }, { name: 'one site', params: [{ siteId: 'prana-ubud' }] }, { name: 'one villa', params: [{ villaSlug: 'jungle-loft' }] })
  async villas(scope: LedgerScope): Promise<LedgerVillaRow[]> {
    let query = this.db.selectFrom('villas').select(['slug', 'site_id as siteId']).where('status', '=', 'active');
    if (scope.siteId) query = query.where('site_id', '=', scope.siteId);
    if (scope.villaSlug) query = query.where('slug', '=', scope.villaSlug);
    return query.orderBy('slug').execute();
  }

  /** Confirmed bookings of these villas with a night in the period (check-out exclusive). */
  @GenerateSql({ params: [PERIOD, VILLAS] })
  async bookings(period: LedgerPeriod, villaSlugs: readonly string[]): Promise<LedgerBookingRow[]> {
    if (villaSlugs.length === 0) return [];
    return this.db
      .selectFrom('bookings')
      .select(['villa_slug as villaSlug', 'check_in as checkIn', 'check_out as checkOut', 'amount', 'source as channel'])
      .where('status', '=', 'confirmed')
      .where('villa_slug', 'in', villaSlugs)
      .where('check_in', '<', period.to)
      .where('check_out', '>', period.from)
      .execute();
  }

  /** Blocks imported from channel feeds with a night in the period that are on the ledger (ON_LEDGER). */
  @GenerateSql({ params: [PERIOD, VILLAS] })
  async importedBlocks(period: LedgerPeriod, villaSlugs: readonly string[]): Promise<LedgerImportedRow[]> {
    if (villaSlugs.length === 0) return [];
    const rows = await this.db
      .selectFrom('availability_blocks')
      .select(['id', 'villa_slug as villaSlug', 'source', 'starts_at as startsAt', 'ends_at as endsAt', 'summary', 'payout'])
      .where('source', 'in', FEED_CHANNELS)
      .where('villa_slug', 'in', villaSlugs)
      .where('starts_at', '<', period.to)
      .where('ends_at', '>', period.from)
      .where(ON_LEDGER)
      .execute();
    return rows.map(({ source, payout, ...row }) => ({ ...row, channel: source as FeedChannel, payout: payout === null ? null : Number(payout) }));
  }

  /** Nights Prana's own holds (owner stays, maintenance) close on these villas in the period. */
  @GenerateSql({ params: [PERIOD, VILLAS] })
  async closures(period: LedgerPeriod, villaSlugs: readonly string[]): Promise<LedgerClosure[]> {
    if (villaSlugs.length === 0) return [];
    return this.db
      .selectFrom('availability_blocks')
      .select(['villa_slug as villaSlug', 'starts_at as startsAt', 'ends_at as endsAt'])
      .where('source', 'in', ['manual', 'system'])
      .where('status', '=', 'active')
      .where('villa_slug', 'in', villaSlugs)
      .where('starts_at', '<', period.to)
      .where('ends_at', '>', period.from)
      .execute();
  }

  /** Billed guest charges (not complimentary, not voided) of confirmed stays in these villas, dated in the period. */
  @GenerateSql({ params: [PERIOD, VILLAS] })
  async charges(period: LedgerPeriod, villaSlugs: readonly string[]): Promise<LedgerCharge[]> {
    if (villaSlugs.length === 0) return [];
    return this.db
      .selectFrom('guest_charges as c')
      .innerJoin('bookings as b', 'b.id', 'c.booking_id')
      .select(['c.date', 'c.category', 'c.amount'])
      .where('c.date', '>=', period.from)
      .where('c.date', '<', period.to)
      .where('c.status', 'not in', ['complimentary', 'void'])
      .where('b.status', '=', 'confirmed')
      .where('b.villa_slug', 'in', villaSlugs)
      .execute();
  }

  /** The group's expense lines dated in the period, with their category's name. */
  @GenerateSql({ params: [PERIOD] })
  async expenses(period: LedgerPeriod): Promise<LedgerExpense[]> {
    const rows = await this.db
      .selectFrom('expense_items as i')
      .innerJoin('expense_categories as c', 'c.id', 'i.category_id')
      .select(['i.date', 'i.category_id as categoryId', 'c.name as categoryName', 'i.amount'])
      .where('i.date', '>=', period.from)
      .where('i.date', '<', period.to)
      .execute();
    return rows.map((row) => ({ ...row, amount: Number(row.amount) }));
  }

  /** Guest requests of stays in these villas still waiting to be moved out of pending, now. */
  @GenerateSql({ params: [VILLAS] })
  async openRequests(villaSlugs: readonly string[]): Promise<number> {
    if (villaSlugs.length === 0) return 0;
    const row = await this.db
      .selectFrom('guest_requests as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('r.status', '=', 'pending')
      .where('b.villa_slug', 'in', villaSlugs)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** When each guest request made in the period (Bali dates) was due and first answered, for stays in these villas. */
  @GenerateSql({ params: [PERIOD, VILLAS] })
  async requestTimings(period: LedgerPeriod, villaSlugs: readonly string[]): Promise<RequestTiming[]> {
    if (villaSlugs.length === 0) return [];
    return this.db
      .selectFrom('guest_requests as r')
      .innerJoin('bookings as b', 'b.id', 'r.booking_id')
      .select(['r.created_at as createdAt', 'r.answered_at as answeredAt', 'r.due_at as dueAt'])
      .where(sql<string>`(r.created_at at time zone 'Asia/Makassar')::date`, '>=', period.from)
      .where(sql<string>`(r.created_at at time zone 'Asia/Makassar')::date`, '<', period.to)
      .where('b.villa_slug', 'in', villaSlugs)
      .execute();
  }
}
