import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySearchResponse, UnavailableNightsResponse } from '@prana/contracts';
import { UNAVAILABLE_NIGHTS_MAX_DAYS } from '@prana/contracts';
import { addDays } from '@prana/domain';
import { api, withQuery } from '../../../lib/api-client.ts';

/** GET /api/availability for a path built by availabilityApiPath (its normalised search is the key). */
export const availabilityQuery = (path: string) =>
  queryOptions({
    queryKey: ['availability', path],
    queryFn: ({ signal }) => api.get<AvailabilitySearchResponse>(path, { signal }),
    // Read beside the page's code (the entry, the route's loader): the page takes that answer when it
    // mounts instead of asking again. The api keeps visitors' answers for 60 s too.
    staleTime: 30_000,
    // Its totals follow master's prices: a visitor coming back to the tab sees the current ones.
    refetchOnWindowFocus: 'always',
  });

/** Null waits (nothing can match). The last results stay on screen while another search loads. */
export const useAvailability = (path: string | null) =>
  useQuery({ ...availabilityQuery(path ?? ''), enabled: path !== null, placeholderData: keepPreviousData });

const NO_NIGHTS: ReadonlySet<string> = new Set();

/** The nights one villa cannot offer from `from`, as far ahead as the endpoint answers. */
export const unavailableNightsQuery = (slug: string, from: string) =>
  queryOptions({
    queryKey: ['availability', 'unavailable-nights', slug, from],
    queryFn: ({ signal }) =>
      api.get<UnavailableNightsResponse>(withQuery(`/api/villas/${encodeURIComponent(slug)}/unavailable-nights`, { from, to: addDays(from, UNAVAILABLE_NIGHTS_MAX_DAYS) }), { signal }),
    select: (answer): ReadonlySet<string> => new Set(answer.nights),
  });

/** The chosen villa's unavailable nights; none while there is no single villa (or they load). */
export function useUnavailableNights(slug: string | null, from: string): ReadonlySet<string> {
  const nights = useQuery({ ...unavailableNightsQuery(slug ?? '', from), enabled: slug !== null });
  return (slug !== null && nights.data) || NO_NIGHTS;
}
