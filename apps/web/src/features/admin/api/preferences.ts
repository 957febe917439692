import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffPreferencesBody, StaffPreferencesResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const preferencesQuery = queryOptions({
  queryKey: ['staff', 'preferences'],
  queryFn: ({ signal }) => api.get<StaffPreferencesResponse>('/api/staff/preferences', { signal }),
  // The signed-in person's own settings: only they change them, through the mutation below.
  staleTime: Infinity,
});

export const usePreferences = () => useQuery(preferencesQuery);

export const savePreferences = (body: StaffPreferencesBody) => api.put<StaffPreferencesResponse>('/api/staff/preferences', body);

export function useSavePreferences() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'preferences'],
    mutationFn: savePreferences,
    onSuccess: (saved) => cache.setQueryData(preferencesQuery.queryKey, saved),
  });
}
