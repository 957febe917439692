import { DEFAULT_GUESTS, MIN_GUEST_COUNTS, type Guests } from './guests.ts';
import { isIsoDate } from './iso-date.ts';
import { ANY_SITE } from './search-validation.ts';
import { isSiteId } from './traits.ts';
import { stayLength } from './stay.ts';

/** The /availability query, read with the fallbacks of parseAvailabilityQuery. */
export interface AvailabilityQuery {
  /** Null when missing or not a real YYYY-MM-DD date ("Flexible dates"). */
  checkIn: string | null;
  checkOut: string | null;
  /** Whole-day difference; 0 when a date is missing or check-out is not after check-in. */
  stayLength: number;
  adults: number;
  children: number;
  infants: number;
  childrenAges: number[];
  infantAges: number[];
  /** `'any'` or a site id; an unknown site reads as any site. */
  site: string;
  /** Empty means no villa filter. */
  villaIds: string[];
  flexible: boolean;
}

/** Query parameters as either URLSearchParams or a plain object (e.g. Express `req.query`). */
export type QueryInput = { get(name: string): string | null } | Readonly<Record<string, string | undefined>>;

function reader(params: QueryInput): (name: string) => string | undefined {
  if (typeof (params as { get?: unknown }).get === 'function') {
    const search = params as { get(name: string): string | null };
    return (name) => search.get(name) ?? undefined;
  }
  const record = params as Readonly<Record<string, string | undefined>>;
  return (name) => (Object.hasOwn(record, name) ? record[name] : undefined);
}

function parseCount(value: string | undefined, fallback: number, min: number): number {
  const text = value?.trim() ?? '';
  const parsed = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.max(min, Math.trunc(parsed));
}

function parseList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function parseNumberList(value: string | undefined): number[] {
  return parseList(value)
    .map(Number)
    .filter((entry) => Number.isFinite(entry));
}

/**
 * Reads the /availability query: adults default 2 (min 1), children and infants default 0
 * (min 0), numbers that do not parse fall back to the default, non-numeric age entries are
 * dropped, site defaults to 'any' (also when it names no site), villaIds is a comma list, flexible is on only for 'true'.
 */
export function parseAvailabilityQuery(params: QueryInput): AvailabilityQuery {
  const get = reader(params);
  const checkInRaw = get('checkIn');
  const checkOutRaw = get('checkOut');
  const checkIn = isIsoDate(checkInRaw) ? checkInRaw : null;
  const checkOut = isIsoDate(checkOutRaw) ? checkOutRaw : null;
  const site = get('site')?.trim();
  return {
    checkIn,
    checkOut,
    stayLength: stayLength(checkIn, checkOut),
    adults: parseCount(get('adults'), DEFAULT_GUESTS.adults, MIN_GUEST_COUNTS.adults),
    children: parseCount(get('children'), DEFAULT_GUESTS.children, MIN_GUEST_COUNTS.children),
    infants: parseCount(get('infants'), DEFAULT_GUESTS.infants, MIN_GUEST_COUNTS.infants),
    childrenAges: parseNumberList(get('childrenAges')),
    infantAges: parseNumberList(get('infantAges')),
    site: site && isSiteId(site) ? site : ANY_SITE,
    villaIds: parseList(get('villaIds')),
    flexible: get('flexible') === 'true',
  };
}

/** The landing search as it is sent to /availability. */
export interface AvailabilitySearch {
  checkIn: string;
  checkOut: string;
  guests: Guests;
  /** `'any'` or a site id. */
  villaSite: string;
  selectedVillas: readonly string[];
  flexibleDates: boolean;
}

/**
 * Query parameters for /availability from a (validated) landing search:
 * ages only when there are children / infants, site only when an estate is chosen, villaIds
 * when any are selected, flexible only when on. Keys come out in a stable order.
 */
export function toAvailabilityParams(search: AvailabilitySearch): Record<string, string> {
  const { guests } = search;
  const params: Record<string, string> = {
    checkIn: search.checkIn,
    checkOut: search.checkOut,
    adults: String(guests.adults),
    children: String(guests.children),
    infants: String(guests.infants),
  };
  if (guests.children > 0) params.childrenAges = guests.childrenAges.slice(0, guests.children).join(',');
  if (guests.infants > 0) params.infantAges = guests.infantAges.slice(0, guests.infants).join(',');
  if (search.villaSite !== ANY_SITE) params.site = search.villaSite;
  if (search.selectedVillas.length > 0) params.villaIds = search.selectedVillas.join(',');
  if (search.flexibleDates) params.flexible = 'true';
  return params;
}
