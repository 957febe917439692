import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../database/repository.ts';
import { GenerateSql } from '../database/generate-sql.ts';

/** A villa's own pricing: base rate and minimum stay. */
export interface VillaPricingRow {
  slug: string;
  name: string;
  siteId: string | null;
  baseRate: number;
  minStayNights: number;
}

/** A season as stored; dates YYYY-MM-DD, lastNight inclusive. */
export interface SeasonRow {
  id: string;
  name: string;
  firstNight: string;
  lastNight: string;
  ratePercent: number;
  minStayNights: number | null;
}

/** A single-date override as stored. */
export interface RateOverrideRow {
  id: string;
  villaSlug: string;
  night: string;
  rate: number;
}

const SEASON_COLUMNS = ['id', 'name', 'first_night as firstNight', 'last_night as lastNight', 'rate_percent as ratePercent', 'min_stay_nights as minStayNights'] as const;
const OVERRIDE_COLUMNS = ['id', 'villa_slug as villaSlug', 'night', 'rate'] as const;

const SEASON: SeasonRow = {
  id: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'High season',
  firstNight: '2027-07-01',
  lastNight: '2027-08-31',
  ratePercent: 125,
  minStayNights: 5,
};
const OVERRIDE: RateOverrideRow = { id: '2b4d6f8a-1c3e-4a5b-9d7f-0e2c4a6b8d1f', villaSlug: 'jungle-loft', night: '2027-12-31', rate: 12_500_000 };

/**
 * Nightly pricing: villas' base rates and minimum stays, the group's seasons and single-date
 * overrides. Read by every quote (public search, villa pages, requests, bookings); written by
 * master inside a journal change, and written back by `restore*` on undo.
 */
@Injectable()
export class PricingRepository extends Repository {
  /** Every active villa's base rate and minimum stay, by site then name. */
  @GenerateSql()
  async villas(): Promise<VillaPricingRow[]> {
    return this.db
      .selectFrom('villas as v')
      .leftJoin('sites as s', 's.id', 'v.site_id')
      .select(['v.slug', 'v.name', 'v.site_id as siteId', 'v.base_rate as baseRate', 'v.min_stay_nights as minStayNights'])
      .where('v.status', '=', 'active')
      .orderBy('s.name', (order) => order.asc().nullsLast())
      .orderBy('v.name')
      .execute();
  }

  @GenerateSql({ params: ['jungle-loft'] })
  async villa(slug: string): Promise<VillaPricingRow | undefined> {
    return this.db
      .selectFrom('villas')
      .select(['slug', 'name', 'site_id as siteId', 'base_rate as baseRate', 'min_stay_nights as minStayNights'])
      .where('slug', '=', slug)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /** Sets a villa's base rate and minimum stay (also how undo writes them back). */
  @GenerateSql({ params: ['jungle-loft', 8_200_000, 3] })
  async setVillaPricing(slug: string, baseRate: number, minStayNights: number): Promise<void> {
    await this.db.updateTable('villas').set({ base_rate: baseRate, min_stay_nights: minStayNights, updated_at: sql<string>`now()` }).where('slug', '=', slug).execute();
  }

  /**
   * The seasons by first night; given a window (from inclusive, to exclusive), only those with a
   * night in it.
   */
  @GenerateSql({ name: 'every season', params: [] }, { name: 'in a window', params: ['2027-06-28', '2027-07-05'] })
  async seasons(from?: string, to?: string): Promise<SeasonRow[]> {
    return this.db
      .selectFrom('pricing_seasons')
      .select(SEASON_COLUMNS)
      .$if(from !== undefined && to !== undefined, (query) => query.where('first_night', '<', to!).where('last_night', '>=', from!))
      .orderBy('first_night')
      .execute();
  }

  @GenerateSql({ params: [SEASON.id] })
  async season(id: string): Promise<SeasonRow | undefined> {
    return this.db.selectFrom('pricing_seasons').select(SEASON_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  @GenerateSql({ params: [SEASON] })
  async insertSeason(season: SeasonRow): Promise<void> {
    await this.db.insertInto('pricing_seasons').values({ ...seasonColumns(season), id: season.id, created_at: sql<string>`now()` }).execute();
  }

  @GenerateSql({ params: [SEASON] })
  async updateSeason(season: SeasonRow): Promise<void> {
    await this.db.updateTable('pricing_seasons').set(seasonColumns(season)).where('id', '=', season.id).execute();
  }

  @GenerateSql({ params: [SEASON.id] })
  async removeSeason(id: string): Promise<void> {
    await this.db.deleteFrom('pricing_seasons').where('id', '=', id).execute();
  }

  /** An undo snapshot written back: the season as it was (re-created when removed), or deleted when the change created it. */
  @GenerateSql({ name: 'as it was', params: [SEASON.id, SEASON] }, { name: 'created by the change', params: [SEASON.id, null] })
  async restoreSeason(id: string, before: Omit<SeasonRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.removeSeason(id);
      return;
    }
    const values = seasonColumns({ id, ...before });
    await this.db
      .insertInto('pricing_seasons')
      .values({ ...values, id, created_at: sql<string>`now()` })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
      .execute();
  }

  /**
   * Overrides by night then villa; given a window (from inclusive, to exclusive) only its nights,
   * and given a villa only that villa's.
   */
  @GenerateSql(
    { name: 'from a day on', params: ['2027-06-01'] },
    { name: 'one villa in a window', params: ['2027-06-28', '2027-07-05', 'jungle-loft'] },
  )
  async overrides(from: string, to?: string, villaSlug?: string): Promise<RateOverrideRow[]> {
    return this.db
      .selectFrom('rate_overrides')
      .select(OVERRIDE_COLUMNS)
      .where('night', '>=', from)
      .$if(to !== undefined, (query) => query.where('night', '<', to!))
      .$if(villaSlug !== undefined, (query) => query.where('villa_slug', '=', villaSlug!))
      .orderBy('night')
      .orderBy('villa_slug')
      .execute();
  }

  @GenerateSql({ name: 'by id', params: [OVERRIDE.id] })
  async override(id: string): Promise<RateOverrideRow | undefined> {
    return this.db.selectFrom('rate_overrides').select(OVERRIDE_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  @GenerateSql({ params: [OVERRIDE.villaSlug, OVERRIDE.night] })
  async overrideOn(villaSlug: string, night: string): Promise<RateOverrideRow | undefined> {
    return this.db.selectFrom('rate_overrides').select(OVERRIDE_COLUMNS).where('villa_slug', '=', villaSlug).where('night', '=', night).executeTakeFirst();
  }

  @GenerateSql({ params: [OVERRIDE] })
  async insertOverride(override: RateOverrideRow): Promise<void> {
    await this.db
      .insertInto('rate_overrides')
      .values({ id: override.id, villa_slug: override.villaSlug, night: override.night, rate: override.rate, created_at: sql<string>`now()` })
      .execute();
  }

  @GenerateSql({ params: [OVERRIDE.id, 13_000_000] })
  async setOverrideRate(id: string, rate: number): Promise<void> {
    await this.db.updateTable('rate_overrides').set({ rate }).where('id', '=', id).execute();
  }

  @GenerateSql({ params: [OVERRIDE.id] })
  async removeOverride(id: string): Promise<void> {
    await this.db.deleteFrom('rate_overrides').where('id', '=', id).execute();
  }

  /** An undo snapshot written back: the override as it was (re-created when removed), or deleted when the change created it. */
  @GenerateSql({ name: 'as it was', params: [OVERRIDE.id, OVERRIDE] }, { name: 'created by the change', params: [OVERRIDE.id, null] })
  async restoreOverride(id: string, before: Omit<RateOverrideRow, 'id'> | null): Promise<void> {
    if (!before) {
      await this.removeOverride(id);
      return;
    }
    await this.db
      .insertInto('rate_overrides')
      .values({ id, villa_slug: before.villaSlug, night: before.night, rate: before.rate, created_at: sql<string>`now()` })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ villa_slug: before.villaSlug, night: before.night, rate: before.rate }))
      .execute();
  }
}

function seasonColumns(season: SeasonRow) {
  return {
    name: season.name,
    first_night: season.firstNight,
    last_night: season.lastNight,
    rate_percent: season.ratePercent,
    min_stay_nights: season.minStayNights,
    updated_at: sql<string>`now()`,
  };
}
