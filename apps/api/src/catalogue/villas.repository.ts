import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { VillaStatus } from '@prana/contracts';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';
import { blockInTheWay } from './blocks-in-the-way.ts';

/** What a villa response is made of; read straight from SQL for lists (no entity hydration on a hot path). */
export interface VillaRow {
  slug: string;
  name: string;
  status: VillaStatus;
  maxGuests: number | null;
  outboundFeedToken: string | null;
  hasAirbnbFeed: boolean;
  siteId: string | null;
  siteName: string | null;
}

/** A bookable villa with whether an active block overlaps the asked nights (null without dates). */
export interface BookableVillaRow {
  slug: string;
  name: string;
  maxGuests: number | null;
  baseRate: number;
  minStayNights: number;
  siteId: string | null;
  siteName: string | null;
  booked: boolean | null;
}

/** A villa as a booking or hold needs it, read under the villa's row lock. */
export interface LockedVillaRow {
  slug: string;
  name: string;
  maxGuests: number | null;
  baseRate: number;
  minStayNights: number;
}

@Injectable()
export class VillasRepository extends Repository {
  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  @GenerateSql({ name: 'every villa', params: [] }, { name: 'one villa', params: ['kayu-manis'] })
  async list(slug?: string): Promise<VillaRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .select((eb) => [
        'v.slug',
        'v.name',
        'v.status',
        'v.max_guests as maxGuests',
        'v.outbound_feed_token as outboundFeedToken',
        eb
          .exists(eb.selectFrom('villa_feeds as f').select(sql.lit(1).as('one')).whereRef('f.villa_slug', '=', 'v.slug').where('f.channel', '=', 'airbnb'))
          .$castTo<boolean>()
          .as('hasAirbnbFeed'),
        's.id as siteId',
        's.name as siteName',
      ])
      .$if(slug !== undefined, (query) => query.where('v.slug', '=', slug!))
      .orderBy('s.name', (order) => order.asc().nullsLast())
      .orderBy('v.name')
      .execute();
  }

  /**
   * Every active villa with its site and, given dates, whether an active block is in the way of a
   * stay on them (`blockInTheWay`): one statement, an EXISTS probe per villa served by the
   * villa/dates index.
   */
  @GenerateSql({ name: 'without dates', params: [null, null] }, { name: 'with dates', params: ['2027-05-10', '2027-05-14'] })
  async bookable(checkIn: string | null, checkOut: string | null): Promise<BookableVillaRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .select((eb) => [
        'v.slug',
        'v.name',
        'v.max_guests as maxGuests',
        'v.base_rate as baseRate',
        'v.min_stay_nights as minStayNights',
        's.id as siteId',
        's.name as siteName',
        checkIn === null || checkOut === null
          ? sql<boolean | null>`null`.as('booked')
          : eb
              .exists(
                eb
                  .selectFrom('availability_blocks as b')
                  .select(sql.lit(1).as('one'))
                  .whereRef('b.villa_slug', '=', 'v.slug')
                  .where('b.status', '=', 'active')
                  .where((blocks) => blockInTheWay(blocks, { checkIn, checkOut })),
              )
              .$castTo<boolean | null>()
              .as('booked'),
      ])
      .where('v.status', '=', 'active')
      .orderBy('s.name', (order) => order.asc().nullsLast())
      .orderBy('v.name')
      .execute();
  }

  /**
   * The villa, its row locked until the transaction ends: writers of its calendar (bookings, holds)
   * and of its feeds take turns (overlapping inserts racing through the exclusion constraint can
   * deadlock one another). Undefined when there is no such villa.
   */
  @GenerateSql({ params: ['kayu-manis'] })
  async lock(slug: string): Promise<LockedVillaRow | undefined> {
    return this.db
      .selectFrom('villas')
      .select(['slug', 'name', 'max_guests as maxGuests', 'base_rate as baseRate', 'min_stay_nights as minStayNights'])
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
  }

  /** The villa whose outbound calendar address holds this token. */
  @GenerateSql({ params: ['Zx8m1kQ2vT5rW9yB3nH6jL4p'] })
  async byOutboundToken(token: string): Promise<{ slug: string; name: string } | undefined> {
    return this.db.selectFrom('villas').select(['slug', 'name']).where('outbound_feed_token', '=', token).executeTakeFirst();
  }

  /** A new outbound calendar token: the old address stops answering. */
  @GenerateSql({ params: ['kayu-manis', 'Zx8m1kQ2vT5rW9yB3nH6jL4p'] })
  async setOutboundFeedToken(slug: string, token: string): Promise<void> {
    await this.db.updateTable('villas').set({ outbound_feed_token: token }).where('slug', '=', slug).execute();
  }
}
