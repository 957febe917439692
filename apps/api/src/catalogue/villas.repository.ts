import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import type { VillaStatus } from '@prana/contracts';
import { Repository } from '../database/repository.ts';

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
  siteId: string | null;
  siteName: string | null;
  booked: boolean | null;
}

/** A villa's inbound Airbnb feed: the link and what the last download left (conditional-GET validators, digest). */
interface FeedState {
  url: string | null;
  etag: string | null;
  lastModified: string | null;
  digest: string | null;
}

@Injectable()
export class VillasRepository extends Repository {
  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  async list(): Promise<VillaRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .select((eb) => [
        'v.slug',
        'v.name',
        'v.status',
        'v.max_guests as maxGuests',
        'v.outbound_feed_token as outboundFeedToken',
        eb('v.airbnb_ical_url', 'is not', null).$castTo<boolean>().as('hasAirbnbFeed'),
        's.id as siteId',
        's.name as siteName',
      ])
      .orderBy('s.name', (order) => order.asc().nullsLast())
      .orderBy('v.name')
      .execute();
  }

  /**
   * Every active villa with its site and, given dates, whether an active block overlaps them: one
   * statement, an EXISTS probe per villa served by the villa/dates index. Blocks are [startsAt,
   * endsAt) like the stay, so they overlap when each starts before the other ends.
   */
  async bookable(checkIn: string | null, checkOut: string | null): Promise<BookableVillaRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .select((eb) => [
        'v.slug',
        'v.name',
        'v.max_guests as maxGuests',
        'v.base_rate as baseRate',
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
                  .where('b.starts_at', '<', checkOut)
                  .where('b.ends_at', '>', checkIn),
              )
              .$castTo<boolean | null>()
              .as('booked'),
      ])
      .where('v.status', '=', 'active')
      .orderBy('s.name', (order) => order.asc().nullsLast())
      .orderBy('v.name')
      .execute();
  }

  async feed(slug: string): Promise<FeedState | undefined> {
    return this.db
      .selectFrom('villas')
      .select(['airbnb_ical_url as url', 'airbnb_feed_etag as etag', 'airbnb_feed_last_modified as lastModified', 'airbnb_feed_digest as digest'])
      .where('slug', '=', slug)
      .executeTakeFirst();
  }

  /** The stored link, with the villa row locked until the transaction ends (a concurrent link change waits). */
  async lockFeedUrl(slug: string): Promise<string | null> {
    const row = await this.db.selectFrom('villas').select('airbnb_ical_url').where('slug', '=', slug).forUpdate().executeTakeFirst();
    return row?.airbnb_ical_url ?? null;
  }

  /** After a successful download: the conditional-GET validators and the digest of what was applied. */
  async saveFeedValidators(slug: string, validators: { etag: string | null; lastModified: string | null; digest: string }): Promise<void> {
    await this.db
      .updateTable('villas')
      .set({
        airbnb_feed_etag: validators.etag?.slice(0, 512) ?? null,
        airbnb_feed_last_modified: validators.lastModified?.slice(0, 100) ?? null,
        airbnb_feed_digest: validators.digest,
      })
      .where('slug', '=', slug)
      .execute();
  }
}
