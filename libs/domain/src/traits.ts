/** The three villa sites, by id. */
export const SITE_IDS = ['prana-jungle', 'prana-ubud', 'prana-palms'] as const;
export type SiteId = (typeof SITE_IDS)[number];

/** The palms site: its villas have no wellness trait. */
export const PALMS_SITE_ID: SiteId = 'prana-palms';

/** True for one of the three site ids. */
export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** Villa traits in display order (the filter chips on /availability). */
export const VILLA_TRAITS = ['romance', 'wellness', 'celebration', 'family'] as const;
export type VillaTrait = (typeof VILLA_TRAITS)[number];

/** Capacity thresholds of the traits. */
export const CELEBRATION_MIN_CAPACITY = 8;
export const FAMILY_MIN_CAPACITY = 4;
export const FAMILY_MAX_CAPACITY = 6;
export const ROMANCE_MAX_CAPACITY = 3;

/** What traits are derived from. */
export interface TraitSource {
  readonly siteId: string;
  readonly capacity: number;
}

/** True for one of the four traits. */
export function isVillaTrait(value: unknown): value is VillaTrait {
  return typeof value === 'string' && (VILLA_TRAITS as readonly string[]).includes(value);
}

/**
 * Traits of a villa, in display order: romance if capacity <= 3, wellness unless at the palms
 * site, celebration if capacity >= 8, family if capacity is 4 to 6.
 */
export function villaTraits(villa: TraitSource): VillaTrait[] {
  const { capacity, siteId } = villa;
  const has: Record<VillaTrait, boolean> = {
    romance: capacity <= ROMANCE_MAX_CAPACITY,
    wellness: siteId !== PALMS_SITE_ID,
    celebration: capacity >= CELEBRATION_MIN_CAPACITY,
    family: capacity >= FAMILY_MIN_CAPACITY && capacity <= FAMILY_MAX_CAPACITY,
  };
  return VILLA_TRAITS.filter((trait) => has[trait]);
}

/** True when the villa has every selected trait (no selection matches everything). */
export function matchesTraits(traits: readonly VillaTrait[], selected: readonly VillaTrait[]): boolean {
  return selected.every((trait) => traits.includes(trait));
}
