import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShuttleDeparturesResponse } from '@prana/contracts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const SHUTTLES_KEY = ['guest', 'shuttles'] as const;

export const shuttlesQuery = (date: string) =>
  queryOptions({
    queryKey: [...SHUTTLES_KEY, date],
    queryFn: ({ signal }) => api.get<ShuttleDeparturesResponse>(withQuery('/api/guest/shuttles', { date }), { signal }),
  });

/** Seats of one day's departures (none asked before a day is known); the previous day stays on screen while another loads. */
export const useShuttles = (date: string | null) => useQuery({ ...shuttlesQuery(date ?? ''), enabled: date !== null, placeholderData: keepPreviousData });
