import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AvailabilityBlockResponse, CalendarBlock, CalendarResponse, CalendarSpan, CreateHoldBody } from '@prana/contracts';
import { api, withQuery } from '../../../lib/api-client.ts';

/** Every cached window of the multi-calendar starts with this key. */
export const CALENDAR_KEY = ['calendar'] as const;

export const calendarQuery = (from: string, days: CalendarSpan) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, from, days],
    queryFn: ({ signal }) => api.get<CalendarResponse>(withQuery('/api/calendar', { from, days }), { signal }),
  });

/** Replaces one villa's blocks in a cached window; every other villa keeps its array (its row does not redraw). */
export function withVillaBlocks(calendar: CalendarResponse, villaSlug: string, blocks: readonly AvailabilityBlockResponse[]): CalendarResponse {
  const others = calendar.blocks.filter((block) => block.villaSlug !== villaSlug);
  return { ...calendar, blocks: [...others, ...blocks.map((block): CalendarBlock => ({ ...block, villaSlug }))] };
}

/**
 * A villa's blocks changed (a pull, a booking, a hold, a cancellation): fetch that villa's blocks
 * for each open window and write them into it. Never a refetch of the whole grid.
 */
export async function villaBlocksChanged(cache: QueryClient, villaSlug: string): Promise<void> {
  const windows = cache.getQueriesData<CalendarResponse>({ queryKey: CALENDAR_KEY });
  await Promise.all(
    windows.map(async ([key, calendar]) => {
      if (!calendar) return;
      const blocks = await api.get<AvailabilityBlockResponse[]>(
        withQuery(`/api/villas/${encodeURIComponent(villaSlug)}/availability`, { start: calendar.from, end: calendar.to }),
      );
      cache.setQueryData<CalendarResponse>(key, (current) => (current ? withVillaBlocks(current, villaSlug, blocks) : current));
    }),
  );
}

const holdsPath = (slug: string) => `/api/villas/${encodeURIComponent(slug)}/holds`;

export function useCreateHold() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['calendar', 'hold'],
    mutationFn: ({ villaSlug, ...body }: CreateHoldBody & { villaSlug: string }) => api.post<CalendarBlock>(holdsPath(villaSlug), body),
    onSuccess: (_hold, { villaSlug }) => villaBlocksChanged(cache, villaSlug),
  });
}

export function useReleaseHold() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['calendar', 'release'],
    mutationFn: ({ villaSlug, id }: { villaSlug: string; id: string }) => api.delete<void>(`${holdsPath(villaSlug)}/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, { villaSlug }) => villaBlocksChanged(cache, villaSlug),
  });
}
