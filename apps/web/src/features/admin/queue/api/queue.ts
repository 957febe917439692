import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmedReservationResponse,
  GuestRequestChangedResponse,
  RequestStatus,
  ReservationChangedResponse,
  ReservationStatusBody,
  StaffQueueItem,
  StaffQueueResponse,
} from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { applyQueueItem } from '../queue-items.ts';

export const getQueue = (signal?: AbortSignal) => api.get<StaffQueueResponse>('/api/staff/requests', { signal });

export const queueQuery = queryOptions({
  queryKey: ['staff', 'queue'],
  queryFn: ({ signal }) => getQueue(signal),
  // Kept current by the request and reservation events, which carry the queue's row (use-concierge-queue.ts).
  staleTime: Infinity,
});

export const useQueue = () => useQuery(queueQuery);

/** Puts a row that arrived or changed in the cached queue. */
export function storeQueueItem(cache: QueryClient, item: StaffQueueItem): void {
  cache.setQueryData(queueQuery.queryKey, (current) => {
    if (!current) return current;
    const items = applyQueueItem(current.items, item);
    return items === current.items ? current : { items: [...items] };
  });
}

/** Every status change of a queue row carries this key, so a row can show that it is changing. */
export const QUEUE_CHANGE_KEY = ['staff', 'queue', 'change'] as const;

export interface RequestStatusChange {
  id: string;
  status: RequestStatus;
}

export const changeRequestStatus = ({ id, status }: RequestStatusChange) =>
  api.patch<GuestRequestChangedResponse>(`/api/staff/requests/${encodeURIComponent(id)}`, { status });

/**
 * A guest request's status. The answer is the guest's view of it, not the queue's row: the queue is
 * asked again (the request.updated event usually brings the row first). A failure asks again too.
 */
export function useChangeRequestStatus() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'request'],
    mutationFn: changeRequestStatus,
    onSettled: () => cache.invalidateQueries({ queryKey: queueQuery.queryKey }),
  });
}

export interface ReservationStatusChange {
  id: string;
  status: ReservationStatusBody['status'];
}

export const changeReservationStatus = ({ id, status }: ReservationStatusChange) =>
  api.patch<ReservationChangedResponse>(`/api/staff/reservation-requests/${encodeURIComponent(id)}`, { status } satisfies ReservationStatusBody);

/** A reservation request's follow-up: the answer is the queue's row; a failure asks the queue again. */
export function useChangeReservationStatus() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'reservation'],
    mutationFn: changeReservationStatus,
    onSuccess: ({ item }) => storeQueueItem(cache, item),
    onError: () => cache.invalidateQueries({ queryKey: queueQuery.queryKey }),
  });
}

/** "Confirm as booking": the server books the nights and answers the code; the queue's row arrives live. */
export function useConfirmAsBooking() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'booking'],
    mutationFn: (id: string) => api.post<ConfirmedReservationResponse>(`/api/staff/reservation-requests/${encodeURIComponent(id)}/booking`),
    onSettled: () => cache.invalidateQueries({ queryKey: queueQuery.queryKey }),
  });
}
