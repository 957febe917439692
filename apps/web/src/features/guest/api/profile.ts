import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestProfileResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { PROFILE_PATH } from './paths.ts';

export const getProfile = (signal?: AbortSignal) => api.get<GuestProfileResponse>(PROFILE_PATH, { signal });

export const profileQuery = queryOptions({
  queryKey: ['guest', 'profile'],
  queryFn: ({ signal }) => getProfile(signal),
  // Kept current by guest.profile.updated (guest-live-cache.ts).
  staleTime: Infinity,
});

export const useProfile = () => useQuery(profileQuery);

export const selectVilla = (selectedVillaId: string) => api.patch<GuestProfileResponse>(PROFILE_PATH, { selectedVillaId });

/** Chooses the collection the guide shows; the answer is the new profile. */
export function useSelectVilla() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'profile', 'select-villa'],
    mutationFn: selectVilla,
    onSuccess: (profile) => cache.setQueryData(profileQuery.queryKey, profile),
  });
}
