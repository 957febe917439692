import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayQuoteResponse } from '@prana/contracts';
import { stayLength } from '@prana/domain';
import { api, withQuery } from '../../../lib/api-client.ts';

/** GET /api/villas/{slug}/quote: the villa's base rate and minimum stay, and the stay priced night by night when dates are given. */
export const stayQuoteQuery = (slug: string, checkIn: string | null, checkOut: string | null) =>
  queryOptions({
    queryKey: ['pricing', 'quote', slug, checkIn ?? '', checkOut ?? ''],
    queryFn: ({ signal }) =>
      api.get<StayQuoteResponse>(withQuery(`/api/villas/${encodeURIComponent(slug)}/quote`, checkIn && checkOut ? { checkIn, checkOut } : {}), { signal }),
    // Master may change a price at any time: a visitor coming back to the tab sees the current one.
    refetchOnWindowFocus: 'always',
  });

/** The villa's quote; without a stay (no dates, or check-out not after check-in), its base rate and minimum stay alone. */
export function useStayQuote(slug: string, checkIn: string | null, checkOut: string | null, enabled = true) {
  const dated = checkIn !== null && checkOut !== null && stayLength(checkIn, checkOut) > 0;
  return useQuery({ ...stayQuoteQuery(slug, dated ? checkIn : null, dated ? checkOut : null), enabled });
}
