import { Injectable } from '@nestjs/common';
import { VillasRepository, type BookableVillaRow } from '../catalogue/villas.repository.ts';
import type { AvailabilitySearchParams, AvailabilitySearchResponse, AvailabilityVillaResponse } from '@prana/contracts';
import { matchVilla, stayLength } from '@prana/domain';

function toAvailabilityVillaResponse(row: BookableVillaRow): AvailabilityVillaResponse {
  return {
    slug: row.slug,
    name: row.name,
    siteId: row.siteId,
    site: row.siteName,
    capacity: row.maxGuests ?? 0,
    baseRate: row.baseRate,
    free: row.booked === null ? null : !row.booked,
  };
}

@Injectable()
export class AvailabilityService {
  constructor(private readonly villas: VillasRepository) {}

  /**
   * The villas matching the party, site and villaIds (libs/domain matchVilla, the rule the page
   * uses), each marked free or not for the dates. Inactive villas are never offered; a villa
   * without a known capacity cannot be promised to a party.
   */
  async search(query: AvailabilitySearchParams): Promise<AvailabilitySearchResponse> {
    const checkIn = query.checkIn ?? null;
    const checkOut = query.checkOut ?? null;
    const rows = await this.villas.bookable(checkIn, checkOut);
    const villas = rows
      .map(toAvailabilityVillaResponse)
      .filter((villa) => matchVilla({ id: villa.slug, siteId: villa.siteId ?? '', capacity: villa.capacity }, query));
    return { checkIn, checkOut, nights: stayLength(checkIn, checkOut), villas };
  }
}
