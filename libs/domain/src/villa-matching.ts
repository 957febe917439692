import { ANY_SITE } from './search-validation.ts';
import { matchesTraits, villaTraits, type VillaTrait } from './traits.ts';

/** What matching needs to know about a villa. */
export interface MatchableVilla {
  readonly id: string;
  readonly siteId: string;
  readonly capacity: number;
}

/** The party and filters a villa is matched against (see parseAvailabilityQuery). */
export interface MatchCriteria {
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  /** `'any'` (or empty) for every site. */
  readonly site: string;
  /** Empty for every villa. */
  readonly villaIds: readonly string[];
}

/**
 * True when a villa can be listed: its capacity holds adults + children + infants, it is at
 * the chosen site when one is chosen, and its id is in villaIds when any are given.
 */
export function matchVilla(villa: MatchableVilla, criteria: MatchCriteria): boolean {
  const party = criteria.adults + criteria.children + criteria.infants;
  if (villa.capacity < party) return false;
  if (criteria.site && criteria.site !== ANY_SITE && villa.siteId !== criteria.site) return false;
  if (criteria.villaIds.length > 0 && !criteria.villaIds.includes(villa.id)) return false;
  return true;
}

/** The villas that match, in their original order, optionally also having every given trait. */
export function filterVillas<T extends MatchableVilla>(
  villas: readonly T[],
  criteria: MatchCriteria,
  traits: readonly VillaTrait[] = [],
): T[] {
  return villas.filter((villa) => matchVilla(villa, criteria) && matchesTraits(villaTraits(villa), traits));
}
