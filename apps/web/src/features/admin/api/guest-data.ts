import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestPersonalDataResponse, PersonalDataErasedResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { bookingsQuery } from './bookings.ts';
import { CALENDAR_KEY } from './calendar.ts';

const bookingPath = (bookingId: string) => `/api/staff/bookings/${encodeURIComponent(bookingId)}`;

export const personalDataQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['staff', 'personal-data', bookingId],
    queryFn: ({ signal }) => api.get<GuestPersonalDataResponse>(`${bookingPath(bookingId)}/personal-data`, { signal }),
  });

/** The booking's guest as master confirms an erasure against (read when the dialog opens). */
export const usePersonalData = (bookingId: string, enabled: boolean) => useQuery({ ...personalDataQuery(bookingId), enabled });

/** Erases the guest's personal data (master; never undone); the calendar refetches the block's name. */
export function useErasePersonalData() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['staff', 'erase-personal-data'],
    mutationFn: ({ bookingId, confirmCode }: { bookingId: string; confirmCode: string }) =>
      api.post<PersonalDataErasedResponse>(`${bookingPath(bookingId)}/erase-personal-data`, { confirmCode }),
    onSuccess: (erased) => {
      cache.setQueryData(personalDataQuery(erased.bookingId).queryKey, erased);
      void cache.invalidateQueries({ queryKey: CALENDAR_KEY });
      void cache.invalidateQueries({ queryKey: bookingsQuery.queryKey });
    },
  });
}
