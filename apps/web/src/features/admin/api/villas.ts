import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AvailabilityBlockResponse, SyncResultResponse, SyncRunResponse, VillaResponse } from '@prana/contracts';
import { api, withQuery } from '../../../lib/api-client.ts';

const villaPath = (slug: string) => `/api/villas/${encodeURIComponent(slug)}`;

export const villasQuery = queryOptions({
  queryKey: ['villas', 'list'],
  queryFn: ({ signal }) => api.get<VillaResponse[]>('/api/villas', { signal }),
});

export const useVillas = () => useQuery(villasQuery);

/** Everything cached about one villa's calendar (its upcoming blocks and sync runs). */
const villaCalendarKey = (slug: string) => ['villas', 'calendar', slug] as const;

export const upcomingBlocksQuery = (slug: string) =>
  queryOptions({
    queryKey: [...villaCalendarKey(slug), 'upcoming-blocks'],
    queryFn: ({ signal }) => api.get<AvailabilityBlockResponse[]>(withQuery(`${villaPath(slug)}/availability`, { upcoming: true }), { signal }),
  });

export const syncRunsQuery = (slug: string, limit: number) =>
  queryOptions({
    queryKey: [...villaCalendarKey(slug), 'sync-runs', limit],
    queryFn: ({ signal }) => api.get<SyncRunResponse[]>(withQuery(`${villaPath(slug)}/sync-runs`, { limit }), { signal }),
  });

/** A villa's calendar changed (a pull finished, a booking, a feed link): its list row and open details load again. */
export function villaCalendarChanged(cache: QueryClient, slug: string): Promise<void> {
  return Promise.all([
    cache.invalidateQueries({ queryKey: villasQuery.queryKey }),
    cache.invalidateQueries({ queryKey: villaCalendarKey(slug) }),
  ]).then(() => undefined);
}

const setIcalUrl = ({ slug, airbnbIcalUrl }: { slug: string; airbnbIcalUrl: string | null }) =>
  api.patch<VillaResponse>(villaPath(slug), { airbnbIcalUrl });

export function useSetIcalUrl() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['villas', 'ical-url'],
    mutationFn: setIcalUrl,
    onSuccess: (_villa, { slug }) => villaCalendarChanged(cache, slug),
  });
}

const syncVilla = (slug: string) => api.post<SyncResultResponse>(`${villaPath(slug)}/sync-airbnb`);

/** Pulls one villa's Airbnb feed now; its card and details load again. */
export function useSyncVilla() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['villas', 'sync'],
    mutationFn: syncVilla,
    onSuccess: (_result, slug) => villaCalendarChanged(cache, slug),
  });
}
