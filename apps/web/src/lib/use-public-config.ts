import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigResponse } from '@prana/contracts';
import { api } from './api-client.ts';
import { PUBLIC_CONFIG_PATH } from './api-paths.ts';
import { useHydrated } from './use-hydrated.ts';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => api.get<PublicConfigResponse>(PUBLIC_CONFIG_PATH, { signal }),
  // Deployment settings: they change with a redeploy, not while a page is open.
  staleTime: Infinity,
});

/** Deployment settings (concierge WhatsApp number, map tiles) from the api; null until loaded (and while a built page hydrates). */
export function usePublicConfig(): PublicConfigResponse | null {
  const data = useQuery(publicConfigQuery).data ?? null;
  return useHydrated() ? data : null;
}
