import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PricingRepository, type RateOverrideRow, type SeasonRow } from '../../apps/api/src/catalogue/pricing.repository.ts';
import { PricingService } from '../../apps/api/src/catalogue/pricing.service.ts';
import type { DB } from '../../apps/api/src/database/db.generated.ts';
import type { Villa } from '../../apps/api/src/catalogue/villa.entity.ts';
import { medium, type Medium } from './medium.ts';
import { newVilla, removeVilla } from './factories.ts';

describe('Nightly pricing on the database (medium)', () => {
  let tier: Medium;
  let pricing: PricingRepository;
  let quotes: PricingService;
  let villa: Villa;
  let other: Villa;
  const tag = randomUUID().slice(0, 8);
  // Far enough ahead that no demo season or other test shares a night with these.
  const season: SeasonRow = { id: randomUUID(), name: `Peak ${tag}`, firstNight: '2091-07-01', lastNight: '2091-07-31', ratePercent: 150, minStayNights: 4 };
  const override = (night: string, rate: number, slug = villa.slug): RateOverrideRow => ({ id: randomUUID(), villaSlug: slug, night, rate });

  beforeAll(async () => {
    tier = await medium({ providers: [PricingRepository, PricingService] });
    pricing = tier.get(PricingRepository);
    quotes = tier.get(PricingService);
    villa = await newVilla(tier.em(), { baseRate: 2_000_000 });
    other = await newVilla(tier.em(), { baseRate: 3_000_000 });
    await pricing.insertSeason(season);
  });
  afterAll(async () => {
    await tier.em().getKysely<DB>().deleteFrom('pricing_seasons').where('name', 'like', `%${tag}%`).execute();
    await removeVilla(tier.em(), villa.slug);
    await removeVilla(tier.em(), other.slug);
    await tier.close();
  });

  it('reads and sets a villa’s base rate and minimum stay', async () => {
    expect(await pricing.villa(villa.slug)).toEqual({ slug: villa.slug, name: villa.name, siteId: null, baseRate: 2_000_000, minStayNights: 2 });
    await pricing.setVillaPricing(villa.slug, 2_400_000, 3);
    expect(await pricing.villa(villa.slug)).toMatchObject({ baseRate: 2_400_000, minStayNights: 3 });
    expect((await pricing.villas()).find((row) => row.slug === villa.slug)).toMatchObject({ baseRate: 2_400_000, minStayNights: 3 });
    await pricing.setVillaPricing(villa.slug, 2_000_000, 2);
  });

  it('lists the seasons with a night in a window, and edits, removes and restores one', async () => {
    expect(await pricing.seasons('2091-06-25', '2091-07-01')).not.toContainEqual(season);
    expect(await pricing.seasons('2091-06-25', '2091-07-02')).toContainEqual(season);
    expect(await pricing.seasons('2091-07-31', '2091-08-05')).toContainEqual(season);
    expect(await pricing.seasons('2091-08-01', '2091-08-05')).not.toContainEqual(season);
    const edited = { ...season, ratePercent: 140, minStayNights: null };
    await pricing.updateSeason(edited);
    expect(await pricing.season(season.id)).toEqual(edited);
    await pricing.restoreSeason(season.id, season);
    expect(await pricing.season(season.id)).toEqual(season);
    await pricing.removeSeason(season.id);
    expect(await pricing.season(season.id)).toBeUndefined();
    await pricing.restoreSeason(season.id, season);
    expect(await pricing.season(season.id)).toEqual(season);
    const added = { ...season, id: randomUUID(), name: `Shoulder ${tag}`, firstNight: '2091-09-01', lastNight: '2091-09-10' };
    await pricing.insertSeason(added);
    await pricing.restoreSeason(added.id, null);
    expect(await pricing.season(added.id)).toBeUndefined();
  });

  it('refuses a season sharing a night with another (the exclusion constraint)', async () => {
    await expect(pricing.insertSeason({ ...season, id: randomUUID(), name: `Clash ${tag}`, firstNight: '2091-07-31', lastNight: '2091-08-02' })).rejects.toThrow(
      /pricing_seasons_no_overlap/,
    );
  });

  it('keeps one override per villa and night, read per window and villa, and restores them', async () => {
    const first = override('2091-07-02', 9_000_000);
    const otherVilla = override('2091-07-02', 4_000_000, other.slug);
    await pricing.insertOverride(first);
    await pricing.insertOverride(otherVilla);
    await expect(pricing.insertOverride(override('2091-07-02', 1_000_000))).rejects.toThrow(/rate_overrides_villa_night_unique/);
    expect(await pricing.overrideOn(villa.slug, '2091-07-02')).toEqual(first);
    expect(await pricing.overrides('2091-07-01', '2091-07-03', villa.slug)).toEqual([first]);
    expect((await pricing.overrides('2091-07-01', '2091-07-03')).filter((row) => [villa.slug, other.slug].includes(row.villaSlug))).toHaveLength(2);
    expect(await pricing.overrides('2091-07-03', '2091-07-09', villa.slug)).toEqual([]);
    await pricing.setOverrideRate(first.id, 8_000_000);
    expect(await pricing.override(first.id)).toEqual({ ...first, rate: 8_000_000 });
    await pricing.restoreOverride(first.id, first);
    expect(await pricing.override(first.id)).toEqual(first);
    await pricing.removeOverride(first.id);
    await pricing.restoreOverride(first.id, first);
    expect(await pricing.override(first.id)).toEqual(first);
    await pricing.restoreOverride(otherVilla.id, null);
    expect(await pricing.override(otherVilla.id)).toBeUndefined();
  });

  it('prices a stay from what is stored: override, then season, then base, with the season’s minimum', async () => {
    const quote = await quotes.quote({ slug: villa.slug, baseRate: 2_000_000, minStayNights: 2 }, '2091-06-30', '2091-07-03');
    expect(quote.nights.map((night) => [night.night, night.rate, night.source])).toEqual([
      ['2091-06-30', 2_000_000, 'base'],
      ['2091-07-01', 3_000_000, 'season'],
      ['2091-07-02', 9_000_000, 'override'],
    ]);
    expect(quote).toMatchObject({ total: 14_000_000, minStayNights: 4, belowMinimum: true });
    const both = await quotes.quotes([{ slug: other.slug, baseRate: 3_000_000, minStayNights: 2 }], '2091-06-30', '2091-07-03');
    expect(both.get(other.slug)?.total).toBe(3_000_000 + 4_500_000 + 4_500_000);
  });
});
