import type { Localized } from './localized.ts';
import type { SiteId } from './sites.ts';
import { SITES } from './sites.ts';
import { villasOfSite } from './villas.ts';

/** One of the three villa collections of the guest app's overview. */
export interface VillaSummary {
  /** The site id; this is what a guest profile's `villaId` holds. */
  id: SiteId;
  /** The site's name. */
  name: string;
  /** The site's tagline. */
  subtitle: Localized;
  /** Number of villas at the site (3, 8, 7). */
  villaCount: number;
  heroImage: string;
}

/** The three collections, built from SITES and VILLAS. */
export const VILLA_SUMMARIES: readonly VillaSummary[] = SITES.map((site) => ({
  id: site.id,
  name: site.name,
  subtitle: site.tagline,
  villaCount: villasOfSite(site.id).length,
  heroImage: site.heroImage,
}));
