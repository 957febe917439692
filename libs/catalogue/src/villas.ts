import type { Localized } from './localized.ts';
import type { MapPosition } from './map.ts';
import type { SiteId } from './sites.ts';
import { offsetMapPosition } from './map.ts';
import { villaGalleryPaths, villaHeroPath } from './media.ts';
import { SITE_IDS, getSite } from './sites.ts';
import { JUNGLE_VILLAS } from './villas-jungle.ts';
import { PALMS_VILLAS } from './villas-palms.ts';
import { UBUD_VILLAS } from './villas-ubud.ts';

/** The kind of villa, as the catalogue groups them. */
export type VillaKind = 'loft' | 'honeymoon' | 'treetop' | 'lux' | 'mansion' | 'one-bedroom' | 'two-bedroom';

/** Square metres to square feet. */
const SQFT_PER_SQM = 10.7639;

/** A villa of the catalogue. */
export interface Villa {
  /** Kebab-case slug, unique across sites, e.g. 'jungle-loft'. Same as the API villa slug. */
  id: string;
  siteId: SiteId;
  /** Name of the site, e.g. 'Prana Jungle'. */
  siteName: string;
  /** Proper name of the villa, the same in both languages, e.g. 'Jungle Loft'. */
  name: string;
  kind: VillaKind;
  /** Location line, e.g. 'Ubud ridge, Bali'. */
  location: string;
  /** Neighbourhood, e.g. 'Ubud ridge'. */
  area: string;
  /** Maximum number of guests, infants included. */
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  /** Bed configuration as display text, e.g. '1 king bed, 2 single beds'. */
  beds: Localized;
  /** Number of beds (a sofa bed or daybed counts as one). */
  bedCount: number;
  /** Nightly rate in whole rupiah. */
  baseRate: number;
  sizeSqm: number;
  /** `Math.round(sizeSqm × 10.7639)`. */
  sizeSqft: number;
  /** One short line on the layout, e.g. 'Two-level loft · canopy daybed · 8 m plunge pool'. */
  blueprint: Localized;
  /** One sentence on what makes the villa special. */
  highlight: Localized;
  /** `/media/sites/{siteId}/{villaId}/hero.jpg` */
  heroImage: string;
  /** Nine images: `/media/sites/{siteId}/{villaId}/gallery-{1..9}.jpg` */
  gallery: readonly string[];
  /** Pin on the illustrated area map: fanned around its site's pin so the villas of a site do not overlap. */
  mapPosition: MapPosition;
}

/** What a villa file states by hand; the rest is derived from its site and id. */
export type VillaSeed = Pick<
  Villa,
  'id' | 'name' | 'kind' | 'capacity' | 'bedrooms' | 'bathrooms' | 'beds' | 'bedCount' | 'baseRate' | 'sizeSqm' | 'blueprint' | 'highlight'
>;

/** Fan radius, in percentage points of the illustrated map, of villa pins around their site pin. */
const PIN_FAN_RADIUS = 2.4;

function buildSite(siteId: SiteId, seeds: readonly VillaSeed[]): Villa[] {
  const site = getSite(siteId)!;
  return seeds.map((seed, index) => {
    const angle = (2 * Math.PI * index) / seeds.length - Math.PI / 2;
    return {
      ...seed,
      siteId,
      siteName: site.name,
      location: site.location,
      area: site.area,
      sizeSqft: Math.round(seed.sizeSqm * SQFT_PER_SQM),
      heroImage: villaHeroPath(siteId, seed.id),
      gallery: villaGalleryPaths(siteId, seed.id),
      mapPosition: offsetMapPosition(site.mapPosition, Math.sin(angle) * PIN_FAN_RADIUS, Math.cos(angle) * PIN_FAN_RADIUS),
    };
  });
}

const bySiteThenName = (a: Villa, b: Villa): number =>
  SITE_IDS.indexOf(a.siteId) - SITE_IDS.indexOf(b.siteId) || a.name.localeCompare(b.name, 'en');

/**
 * Every villa, sorted by site (jungle, Ubud, palms) then by name: 17 villas, 3 + 8 + 6
 * (Palms has three one-bedroom villas, 6.1M–6.4M).
 */
export const VILLAS: readonly Villa[] = [
  ...buildSite('prana-jungle', JUNGLE_VILLAS),
  ...buildSite('prana-ubud', UBUD_VILLAS),
  ...buildSite('prana-palms', PALMS_VILLAS),
].sort(bySiteThenName);

/** The villa with this id, or undefined. */
export function getVilla(id: string): Villa | undefined {
  return VILLAS.find((v) => v.id === id);
}

/** The villas of one site, sorted by name. */
export function villasOfSite(siteId: SiteId): Villa[] {
  return VILLAS.filter((v) => v.siteId === siteId);
}
