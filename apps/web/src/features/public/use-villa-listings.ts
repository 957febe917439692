import { useMemo } from 'react';
import { getVilla } from '@prana/catalogue';
import type { VillaResponse } from '@prana/contracts';
import { useApiQuery, type ApiQuery } from '../../lib/use-api-query.ts';
import { joinVillaListings, type VillaListing } from './villa-listings.ts';

/** The villas visitors can stay in, from GET /api/villas joined with the catalogue. */
export function useVillaListings(): ApiQuery<VillaResponse[]> & { listings: VillaListing[] | undefined } {
  const query = useApiQuery<VillaResponse[]>('/api/villas');
  const listings = useMemo(() => (query.data ? joinVillaListings(query.data, getVilla) : undefined), [query.data]);
  return { ...query, listings };
}
