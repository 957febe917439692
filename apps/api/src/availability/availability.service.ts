import { Injectable } from '@nestjs/common';
import { VillasRepository, type BookableVillaRow } from '../catalogue/villas.repository.ts';
import { PricingService, toStayTotalResponse } from '../catalogue/pricing.service.ts';
import type { AvailabilitySearchParams, AvailabilitySearchResponse, AvailabilityVillaResponse } from '@prana/contracts';
import { matchVilla, stayLength, type StayQuote } from '@prana/domain';

function toAvailabilityVillaResponse(row: BookableVillaRow, quote: StayQuote | undefined): AvailabilityVillaResponse {
  return {
    slug: row.slug,
    name: row.name,
    siteId: row.siteId,
    site: row.siteName,
    capacity: row.maxGuests ?? 0,
    baseRate: row.baseRate,
    minStayNights: row.minStayNights,
    free: row.booked === null ? null : !row.booked,
    stay: quote ? toStayTotalResponse(quote) : null,
  };
}

@Injectable()
export class AvailabilityService {
  constructor(
    private readonly villas: VillasRepository,
    private readonly pricing: PricingService,
  ) {}

  /**
   * The villas matching the party, site and villaIds (libs/domain matchVilla, the rule the page
   * uses), each marked free or not for the dates and, given dates, with the stay priced night by
   * night and its minimum. Inactive villas are never offered; a villa without a known capacity
   * cannot be promised to a party.
   */
  async search(query: AvailabilitySearchParams): Promise<AvailabilitySearchResponse> {
    const checkIn = query.checkIn ?? null;
    const checkOut = query.checkOut ?? null;
    const rows = (await this.villas.bookable(checkIn, checkOut)).filter((row) =>
      matchVilla({ id: row.slug, siteId: row.siteId ?? '', capacity: row.maxGuests ?? 0 }, query),
    );
    const quotes = checkIn && checkOut ? await this.pricing.quotes(rows, checkIn, checkOut) : new Map<string, StayQuote>();
    const villas = rows.map((row) => toAvailabilityVillaResponse(row, quotes.get(row.slug)));
    return { checkIn, checkOut, nights: stayLength(checkIn, checkOut), villas };
  }
}
