import type { Villa } from '@prana/catalogue';
import type { VillaResponse } from '@prana/contracts';

/** A villa as the availability page shows it: the API record joined with its catalogue entry. */
export interface VillaListing {
  slug: string;
  name: string;
  siteId: string | null;
  /** Null when the villa belongs to no site ("Unassigned"). */
  siteName: string | null;
  /** Catalogue capacity, else the API's maxGuests; null shows as "Guests TBD". */
  capacity: number | null;
  /** Null for a villa the catalogue does not know yet (no photos, rate or texts). */
  catalogue: Villa | null;
}

/**
 * Joins GET /api/villas with the bundled catalogue by slug (= catalogue villa id), keeping the API's
 * order (site, then name) and every villa the API lists (what visitors may see is the API's call).
 */
export function joinVillaListings(
  villas: readonly VillaResponse[],
  findVilla: (id: string) => Villa | undefined,
): VillaListing[] {
  return villas.map((villa) => {
    const catalogue = findVilla(villa.slug) ?? null;
    return {
      slug: villa.slug,
      name: villa.name,
      siteId: villa.siteId ?? catalogue?.siteId ?? null,
      siteName: villa.site ?? catalogue?.siteName ?? null,
      capacity: catalogue?.capacity ?? villa.maxGuests,
      catalogue,
    };
  });
}
