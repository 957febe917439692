import { Injectable } from '@nestjs/common';
import type { StayPriceResponse, StayQuoteQuery, StayQuoteResponse, StayTotalResponse } from '@prana/contracts';
import { quoteStay, type StayQuote } from '@prana/domain';
import { ApiException } from '../common/api-exception.ts';
import { PricingRepository, type RateOverrideRow, type SeasonRow } from './pricing.repository.ts';

/** What pricing needs of a villa: its slug, base rate and minimum stay. */
export interface PricedVilla {
  slug: string;
  baseRate: number;
  minStayNights: number;
}

export function toStayTotalResponse(quote: StayQuote): StayTotalResponse {
  return { total: quote.total, minStayNights: quote.minStayNights, belowMinimum: quote.belowMinimum };
}

export function toStayPriceResponse(quote: StayQuote): StayPriceResponse {
  return { ...toStayTotalResponse(quote), nights: quote.nights.map((night) => ({ night: night.night, rate: night.rate, source: night.source })) };
}

/** The coded refusal of a stay shorter than its minimum, on the check-out field the visitor changes. */
export function stayTooShort(villaName: string, quote: StayQuote): ApiException {
  return ApiException.field('checkOut', 'pricing.stayTooShort', { villa: villaName, nights: quote.minStayNights });
}

/**
 * Prices stays with the one rule of libs/domain (`quoteStay`: override > season > base, and the
 * minimum stay) from the stored pricing. Every price a visitor or a booking sees comes from here.
 */
@Injectable()
export class PricingService {
  constructor(private readonly pricing: PricingRepository) {}

  /** Each villa's quote for the stay, read in two statements whatever the number of villas. */
  async quotes(villas: readonly PricedVilla[], checkIn: string, checkOut: string): Promise<Map<string, StayQuote>> {
    const [seasons, overrides] = await Promise.all([this.pricing.seasons(checkIn, checkOut), this.pricing.overrides(checkIn, checkOut)]);
    return new Map(villas.map((villa) => [villa.slug, quoteOf(villa, seasons, overrides, checkIn, checkOut)]));
  }

  async quote(villa: PricedVilla, checkIn: string, checkOut: string): Promise<StayQuote> {
    const [seasons, overrides] = await Promise.all([this.pricing.seasons(checkIn, checkOut), this.pricing.overrides(checkIn, checkOut, villa.slug)]);
    return quoteOf(villa, seasons, overrides, checkIn, checkOut);
  }

  /** The stay at the active villa `slug` priced; undefined when there is no such villa. */
  async quoteFor(slug: string, checkIn: string, checkOut: string): Promise<StayQuote | undefined> {
    const villa = await this.pricing.villa(slug);
    return villa && this.quote(villa, checkIn, checkOut);
  }

  /** GET /api/villas/{slug}/quote: the villa's base rate and minimum stay, and the stay priced when dates are given. */
  async publicQuote(slug: string, query: StayQuoteQuery): Promise<StayQuoteResponse> {
    const villa = await this.pricing.villa(slug);
    if (!villa) throw new ApiException('booking.villaNotFound', { slug });
    const stay = query.checkIn && query.checkOut ? toStayPriceResponse(await this.quote(villa, query.checkIn, query.checkOut)) : null;
    return { villaSlug: villa.slug, baseRate: villa.baseRate, minStayNights: villa.minStayNights, stay };
  }
}

function quoteOf(villa: PricedVilla, seasons: SeasonRow[], overrides: RateOverrideRow[], checkIn: string, checkOut: string): StayQuote {
  const own = overrides.filter((override) => override.villaSlug === villa.slug);
  return quoteStay({ baseRate: villa.baseRate, minStayNights: villa.minStayNights, seasons, overrides: own }, checkIn, checkOut);
}
