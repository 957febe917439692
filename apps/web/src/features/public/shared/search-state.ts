import { isIsoDate } from '@prana/domain';

/**
 * A search carried between public pages in navigation state (never in the URL): the landing form
 * prefills from it, site pages carry it to /availability, and map markers carry it to site pages.
 */
export interface SearchState {
  checkIn: string | null;
  checkOut: string | null;
  adults?: number;
  children?: number;
  infants?: number;
  childrenAges?: (number | null)[];
  infantAges?: (number | null)[];
  site?: string;
  villaIds?: string[];
  flexible?: boolean;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 99;
const ages = (value: unknown): (number | null)[] | undefined =>
  Array.isArray(value) ? value.slice(0, 99).map((age) => (Number.isInteger(age) ? (age as number) : null)) : undefined;

/** Reads `{ search }` from a location's state, keeping only well-typed fields (state may be anything). */
export function readSearchState(state: unknown): SearchState | null {
  const search = (state as { search?: unknown } | null)?.search;
  if (!search || typeof search !== 'object') return null;
  const raw = search as Record<string, unknown>;
  const result: SearchState = {
    checkIn: isIsoDate(raw.checkIn) ? raw.checkIn : null,
    checkOut: isIsoDate(raw.checkOut) ? raw.checkOut : null,
  };
  if (isCount(raw.adults)) result.adults = raw.adults;
  if (isCount(raw.children)) result.children = raw.children;
  if (isCount(raw.infants)) result.infants = raw.infants;
  const childrenAges = ages(raw.childrenAges);
  if (childrenAges) result.childrenAges = childrenAges;
  const infantAges = ages(raw.infantAges);
  if (infantAges) result.infantAges = infantAges;
  if (typeof raw.site === 'string') result.site = raw.site;
  if (Array.isArray(raw.villaIds)) result.villaIds = raw.villaIds.filter((id): id is string => typeof id === 'string');
  if (typeof raw.flexible === 'boolean') result.flexible = raw.flexible;
  return result;
}

function knownAges(ages: readonly (number | null)[] | undefined, count: number | undefined): string | null {
  const known = (ages ?? []).slice(0, count ?? 0).filter((age): age is number => age !== null);
  return known.length > 0 ? known.join(',') : null;
}

/** Query parameters for /availability from a carried search, plus any extra filters. */
export function availabilityHref(search: SearchState | null, extra: { site?: string; villaIds?: readonly string[] } = {}): string {
  const params = new URLSearchParams();
  if (search?.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  if (search?.adults !== undefined) params.set('adults', String(search.adults));
  if (search?.children !== undefined) params.set('children', String(search.children));
  if (search?.infants !== undefined) params.set('infants', String(search.infants));
  // The ages go along with their counts, as the landing form sends them.
  const childrenAges = knownAges(search?.childrenAges, search?.children);
  if (childrenAges) params.set('childrenAges', childrenAges);
  const infantAges = knownAges(search?.infantAges, search?.infants);
  if (infantAges) params.set('infantAges', infantAges);
  const site = extra.site ?? search?.site;
  if (site && site !== 'any') params.set('site', site);
  const villaIds = extra.villaIds ?? search?.villaIds ?? [];
  if (villaIds.length > 0) params.set('villaIds', villaIds.join(','));
  if (search?.flexible) params.set('flexible', 'true');
  const query = params.toString();
  return query ? `/availability?${query}` : '/availability';
}
