import type { RowCodec } from '../../journal/row-codec.ts';
import type { PricingRepository, RateOverrideRow, SeasonRow, VillaPricingRow } from '../../catalogue/pricing.repository.ts';

/** A villa's pricing as an undo image: its slug is the row's id. */
export type VillaPricingImage = VillaPricingRow & { id: string };

/** Undo snapshots of a villa's base rate and minimum stay (villas are never created or removed here). */
export function villaPricingCodec(pricing: PricingRepository): RowCodec<VillaPricingImage> {
  return {
    kind: 'villa-pricing',
    snapshot: (villa) => ({ baseRate: villa.baseRate, minStayNights: villa.minStayNights }),
    restore: async (slug, before) => {
      if (before) await pricing.setVillaPricing(slug, before.baseRate as number, before.minStayNights as number);
    },
  };
}

/** Undo snapshots of seasons (added, edited, removed). */
export function seasonCodec(pricing: PricingRepository): RowCodec<SeasonRow> {
  return {
    kind: 'pricing-season',
    snapshot: (season) => ({
      name: season.name,
      firstNight: season.firstNight,
      lastNight: season.lastNight,
      ratePercent: season.ratePercent,
      minStayNights: season.minStayNights,
    }),
    restore: (id, before) =>
      pricing.restoreSeason(
        id,
        before && {
          name: before.name as string,
          firstNight: before.firstNight as string,
          lastNight: before.lastNight as string,
          ratePercent: before.ratePercent as number,
          minStayNights: before.minStayNights as number | null,
        },
      ),
  };
}

/** Undo snapshots of single-date overrides (set, changed, removed). */
export function rateOverrideCodec(pricing: PricingRepository): RowCodec<RateOverrideRow> {
  return {
    kind: 'rate-override',
    snapshot: (override) => ({ villaSlug: override.villaSlug, night: override.night, rate: override.rate }),
    restore: (id, before) =>
      pricing.restoreOverride(id, before && { villaSlug: before.villaSlug as string, night: before.night as string, rate: before.rate as number }),
  };
}
