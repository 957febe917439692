import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingsResponse, BookingsSyncResponse, StageMessagesResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const bookingsQuery = queryOptions({
  queryKey: ['bookings'],
  queryFn: ({ signal }) => api.get<BookingsResponse>('/api/bookings', { signal }),
});

export const useBookingsQuery = () => useQuery(bookingsQuery);

const syncBookings = () => api.post<BookingsSyncResponse>('/api/bookings/sync');

/** The rental-platform sync of every villa; the bookings load again. */
export function useSyncBookings() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['bookings', 'sync'],
    mutationFn: syncBookings,
    onSuccess: () => cache.invalidateQueries({ queryKey: bookingsQuery.queryKey }),
  });
}

/** The messages of each stage of a direct booking's stay: sent, or when due (bookings.read). */
export const stageMessagesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'stage-messages', bookingId],
    queryFn: ({ signal }) => api.get<StageMessagesResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/stage-messages`, { signal }),
  });
export const useStageMessages = (bookingId: string) => useQuery(stageMessagesQuery(bookingId));
