import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AvailabilityBlockResponse,
  CreateVillaFeedBody,
  OutboundFeedTokenResponse,
  SyncResultResponse,
  SyncRunResponse,
  UpdateVillaFeedSettingsBody,
  VillaFeedResponse,
  VillaResponse,
} from '@prana/contracts';
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

const feedPath = (slug: string, id: string) => `${villaPath(slug)}/feeds/${encodeURIComponent(id)}`;

/** Adds, edits, removes or syncs one of a villa's feeds; the villa list (which carries its feeds) and its details reload. */
function useFeedMutation<Variables extends { slug: string }, Result>(name: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['villas', 'feeds', name],
    mutationFn,
    onSuccess: (_result, { slug }) => villaCalendarChanged(cache, slug),
  });
}

export const useCreateFeed = () =>
  useFeedMutation('create', ({ slug, ...body }: { slug: string } & CreateVillaFeedBody) => api.post<VillaFeedResponse>(`${villaPath(slug)}/feeds`, body));

export const useUpdateFeed = () =>
  useFeedMutation('update', ({ slug, id, ...body }: { slug: string; id: string } & UpdateVillaFeedSettingsBody) => api.patch<VillaFeedResponse>(feedPath(slug, id), body));

export const useRemoveFeed = () => useFeedMutation('remove', ({ slug, id }: { slug: string; id: string }) => api.delete<void>(feedPath(slug, id)));

export const useSyncFeed = () => useFeedMutation('sync', ({ slug, id }: { slug: string; id: string }) => api.post<SyncResultResponse>(`${feedPath(slug, id)}/sync`));

/** A new outbound token: the villa list (which carries it) reloads. */
export const useRotateOutboundFeed = () =>
  useFeedMutation('rotate', ({ slug }: { slug: string }) => api.post<OutboundFeedTokenResponse>(`${villaPath(slug)}/outbound-feed/rotate`));
