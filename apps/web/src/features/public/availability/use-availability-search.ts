import { useEffect, useMemo } from 'react';
import { getVilla } from '@prana/catalogue';
import type { AvailabilityQuery } from '@prana/domain';
import { useAvailability } from '../api/availability.ts';
import { countSearch } from '../api/funnel.ts';
import { availabilityApiPath, joinListings, type VillaListing } from './availability-listings.ts';

export interface AvailabilitySearch {
  status: 'pending' | 'success' | 'error';
  /** Every villa matching the party, site and villa ids, free or not; undefined while loading. */
  listings: VillaListing[] | undefined;
  error: unknown;
  refetch: () => void;
}

/** The matching villas and whether each is free, from GET /api/availability joined with the catalogue. */
export function useAvailabilitySearch(query: AvailabilityQuery): AvailabilitySearch {
  const path = availabilityApiPath(query);
  const result = useAvailability(path);
  const shown = path !== null && result.isSuccess && !result.isPlaceholderData;
  useEffect(() => {
    if (shown) countSearch(path, query.site);
  }, [shown, path, query.site]);
  const listings = useMemo(() => (result.data ? joinListings(result.data.villas, getVilla) : undefined), [result.data]);
  const refetch = () => void result.refetch();
  if (path === null) return { status: 'success', listings: [], error: undefined, refetch };
  return { status: result.status, listings, error: result.error, refetch };
}
