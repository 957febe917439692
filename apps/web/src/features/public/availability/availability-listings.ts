import type { Villa } from '@prana/catalogue';
import type { AvailabilityVillaResponse, StayTotalResponse } from '@prana/contracts';
import {
  ANY_SITE,
  MAX_GUESTS,
  matchesTraits,
  parseAvailabilityQuery,
  stayDatesError,
  villaTraits,
  type AvailabilityQuery,
  type StayDatesError,
  type VillaTrait,
} from '@prana/domain';

/** The /availability address read: what was asked, what is searched, and why the dates were set aside. */
export interface AvailabilityAddress {
  asked: AvailabilityQuery;
  /** The asked search, without its dates when they do not make a stay. */
  query: AvailabilityQuery;
  datesError: StayDatesError | null;
}

/**
 * Dates in the address must make a stay (the landing form's rules: no past check-in, two nights or
 * more); otherwise the page says why and searches as for flexible dates, with nothing to reserve.
 */
export function readAvailabilityAddress(params: URLSearchParams, today: string): AvailabilityAddress {
  const asked = parseAvailabilityQuery(params);
  const datesError = params.has('checkIn') || params.has('checkOut') ? stayDatesError(asked.checkIn, asked.checkOut, today) : null;
  return { asked, query: datesError ? { ...asked, checkIn: null, checkOut: null, stayLength: 0 } : asked, datesError };
}

/** A villa as /availability shows it: the api's answer joined with its catalogue entry. */
export interface VillaListing {
  slug: string;
  name: string;
  siteId: string | null;
  siteName: string | null;
  capacity: number;
  baseRate: number;
  /** Null when the search has no dates. */
  free: boolean | null;
  /** The stay's total and minimum, priced by the api; null when the search has no dates. */
  stay: StayTotalResponse | null;
  traits: VillaTrait[];
  /** Null for a villa the catalogue does not know yet (no photos or texts). */
  catalogue: Villa | null;
  /** The hero and the nine gallery images, in order. */
  images: string[];
}

const VILLA_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/**
 * GET /api/availability for a parsed /availability query, or null when no villa can match
 * (a party above 16, only malformed villa ids): the page then shows its empty
 * state without asking. Dates go along only as a real range.
 */
export function availabilityApiPath(query: AvailabilityQuery): string | null {
  const counts = [query.adults, query.children, query.infants];
  if (counts.some((count) => count > MAX_GUESTS) || counts.reduce((a, b) => a + b, 0) > MAX_GUESTS) return null;
  const villaIds = query.villaIds.filter((id) => VILLA_ID.test(id));
  if (query.villaIds.length > 0 && villaIds.length === 0) return null;
  const params = new URLSearchParams();
  if (query.checkIn && query.checkOut && query.stayLength > 0) {
    params.set('checkIn', query.checkIn);
    params.set('checkOut', query.checkOut);
  }
  params.set('adults', String(query.adults));
  params.set('children', String(query.children));
  params.set('infants', String(query.infants));
  if (query.site !== ANY_SITE) params.set('site', query.site);
  if (villaIds.length > 0) params.set('villaIds', villaIds.join(','));
  return `/api/availability?${params.toString()}`;
}

/** Joins the api's villas with the catalogue by slug, keeping the api's order. */
export function joinListings(villas: readonly AvailabilityVillaResponse[], findVilla: (id: string) => Villa | undefined): VillaListing[] {
  return villas.map((villa) => {
    const catalogue = findVilla(villa.slug) ?? null;
    const siteId = villa.siteId ?? catalogue?.siteId ?? null;
    return {
      slug: villa.slug,
      name: villa.name,
      siteId,
      siteName: villa.site ?? catalogue?.siteName ?? null,
      capacity: villa.capacity,
      baseRate: villa.baseRate,
      free: villa.free,
      stay: villa.stay,
      traits: villaTraits({ siteId: siteId ?? '', capacity: villa.capacity }),
      catalogue,
      images: catalogue ? [catalogue.heroImage, ...catalogue.gallery] : [],
    };
  });
}

/** What the page shows: villas free (or not judged) with every chosen trait, and how many such are booked. */
export function visibleListings(listings: readonly VillaListing[], traits: readonly VillaTrait[]): { shown: VillaListing[]; booked: number } {
  const matching = listings.filter((listing) => matchesTraits(listing.traits, traits));
  return {
    shown: matching.filter((listing) => listing.free !== false),
    booked: matching.filter((listing) => listing.free === false).length,
  };
}

/** Keeps an index within a list that may have shrunk (carousel, lightbox). */
export function clampIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), length - 1);
}

/** Moves an index by `delta`, wrapping at both ends. */
export function wrapIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
