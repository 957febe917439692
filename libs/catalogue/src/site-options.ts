import type { SiteId } from './sites.ts';
import { SITES } from './sites.ts';
import { villasOfSite } from './villas.ts';

/** A villa inside the location selector. */
export interface SiteOptionVilla {
  id: string;
  label: string;
}

/** One location of the villa/location selector, with all its villas. */
export interface SiteOption {
  id: SiteId;
  /** The site's name. */
  label: string;
  villas: readonly SiteOptionVilla[];
}

/** The selector's locations, in site order, built from SITES and VILLAS. */
export const SITE_OPTIONS: readonly SiteOption[] = SITES.map((site) => ({
  id: site.id,
  label: site.name,
  villas: villasOfSite(site.id).map((v) => ({ id: v.id, label: v.name })),
}));
