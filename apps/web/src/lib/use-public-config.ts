import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@prana/contracts';
import { api } from './api-client.ts';
import { PUBLIC_CONFIG_PATH } from './api-paths.ts';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => api.get<PublicConfigResponse>(PUBLIC_CONFIG_PATH, { signal }),
  // Deployment settings: they change with a redeploy, not while a page is open.
  staleTime: Infinity,
});

/** Deployment settings (concierge WhatsApp number, map tiles) from the api; null until loaded. */
export function usePublicConfig(): PublicConfigResponse | null {
  return useQuery(publicConfigQuery).data ?? null;
}
