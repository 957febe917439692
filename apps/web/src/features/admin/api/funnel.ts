import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelQuery, FunnelResponse } from '@prana/contracts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const funnelQuery = (query: FunnelQuery) =>
  queryOptions({
    queryKey: ['funnel', query.from, query.to, query.site],
    queryFn: ({ signal }) => api.get<FunnelResponse>(withQuery('/api/funnel', query), { signal }),
    // The figures of the last choice stay while the next period loads, so the panel does not jump.
    placeholderData: keepPreviousData,
  });

export const useFunnel = (query: FunnelQuery) => useQuery(funnelQuery(query));
