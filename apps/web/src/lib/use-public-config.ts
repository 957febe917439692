import type { PublicConfigResponse } from '@prana/contracts';
import { useApiQuery } from './use-api-query.ts';

/** Deployment settings (concierge WhatsApp number, map tiles) from the api; null until loaded. */
export function usePublicConfig(): PublicConfigResponse | null {
  const query = useApiQuery<PublicConfigResponse>('/api/public-config');
  return query.data ?? null;
}
