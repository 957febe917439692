import { valuesCodec } from '../../journal/row-codec.ts';
import type { PricingRepository, VillaPricingRow } from '../../catalogue/pricing.repository.ts';

/** A villa's pricing as an undo image: its slug is the row's id. */
export type VillaPricingImage = VillaPricingRow & { id: string };

/** Undo snapshots of a villa's base rate and minimum stay (villas are never created or removed here). */
export const villaPricingCodec = (pricing: PricingRepository) =>
  valuesCodec('villa-pricing', { baseRate: true, minStayNights: true }, async (slug, before: Pick<VillaPricingRow, 'baseRate' | 'minStayNights'> | null) => {
    if (before) await pricing.setVillaPricing(slug, before.baseRate, before.minStayNights);
  });

/** Undo snapshots of seasons (added, edited, removed). */
export const seasonCodec = (pricing: PricingRepository) =>
  valuesCodec('pricing-season', { name: true, firstNight: true, lastNight: true, ratePercent: true, minStayNights: true }, pricing.restoreSeason.bind(pricing));

/** Undo snapshots of single-date overrides (set, changed, removed). */
export const rateOverrideCodec = (pricing: PricingRepository) =>
  valuesCodec('rate-override', { villaSlug: true, night: true, rate: true }, pricing.restoreOverride.bind(pricing));
