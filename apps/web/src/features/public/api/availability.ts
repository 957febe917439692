import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilitySearchResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/availability for a path built by availabilityApiPath (its normalised search is the key). */
export const availabilityQuery = (path: string) =>
  queryOptions({
    queryKey: ['availability', path],
    queryFn: ({ signal }) => api.get<AvailabilitySearchResponse>(path, { signal }),
  });

/** Null waits (nothing can match). The last results stay on screen while another search loads. */
export const useAvailability = (path: string | null) =>
  useQuery({ ...availabilityQuery(path ?? ''), enabled: path !== null, placeholderData: keepPreviousData });
