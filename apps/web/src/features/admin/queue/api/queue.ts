import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ConfirmedReservationResponse,
  GuestRequestChangedResponse,
  RequestMessageResponse,
  RequestMessagesResponse,
  ResponseStatsResponse,
  StaffColleaguesResponse,
  StaffMessageBody,
  RequestStatus,
  ReservationChangedResponse,
  ReservationStatusBody,
  StaffQueueItem,
  StaffQueueResponse,
  StayTimeDecision,
  StayTimeDecisionBody,
} from '@prana/contracts';
import { api } from '../../../../lib/api-client.ts';
import { patchLiveRead } from '../../../../lib/live-cache.ts';
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
  patchLiveRead(cache, queueQuery.queryKey, (current) => {
    if (!current) return current;
    const items = applyQueueItem(current.items, item);
    return items === current.items ? current : { ...current, items: [...items] };
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
 * The queue's one rule after a change: a success's row arrives by its live event, which every open
 * queue hears (the admin layout's live cache), and the queue is asked again only when the change
 * failed. Writing the answer, or asking the whole queue again, could land after a later event (the
 * guest cancelling) and roll that row back.
 */
const askQueueAgainOnFailure = (cache: QueryClient) => () => cache.invalidateQueries({ queryKey: queueQuery.queryKey });

/** A guest request's status. The answer is the guest's view of it; the request.updated event brings the queue's row. */
export function useChangeRequestStatus() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'request'],
    mutationFn: changeRequestStatus,
    onError: askQueueAgainOnFailure(cache),
  });
}

/** Approve (the charge, the booking's time, the turnover) or decline an early check-in or late check-out. */
export const decideStayTime = ({ id, decision }: { id: string; decision: StayTimeDecision }) =>
  api.post<GuestRequestChangedResponse>(`/api/staff/requests/${encodeURIComponent(id)}/stay-time`, { decision } satisfies StayTimeDecisionBody);

/** The request.updated event brings the row, as for a status change. */
export function useDecideStayTime() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'stay-time'],
    mutationFn: decideStayTime,
    onError: askQueueAgainOnFailure(cache),
  });
}

export interface ReservationStatusChange {
  id: string;
  status: ReservationStatusBody['status'];
}

export const changeReservationStatus = ({ id, status }: ReservationStatusChange) =>
  api.patch<ReservationChangedResponse>(`/api/staff/reservation-requests/${encodeURIComponent(id)}`, { status } satisfies ReservationStatusBody);

/** A reservation request's follow-up. The reservation.updated event brings the row. */
export function useChangeReservationStatus() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'reservation'],
    mutationFn: changeReservationStatus,
    onError: askQueueAgainOnFailure(cache),
  });
}

/** Take, give or release a guest request (null: nobody holds it). The request.assigned event brings the row. */
export const assignRequest = ({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
  api.patch<GuestRequestChangedResponse>(`/api/staff/requests/${encodeURIComponent(id)}`, { assigneeId });

export function useAssignRequest() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'assign'],
    mutationFn: assignRequest,
    onError: askQueueAgainOnFailure(cache),
  });
}

export const colleaguesQuery = queryOptions({
  queryKey: ['staff', 'colleagues'],
  queryFn: ({ signal }) => api.get<StaffColleaguesResponse>('/api/staff/colleagues', { signal }),
  staleTime: 5 * 60_000,
});

/** Which thread: a guest request's or a reservation request's. */
export interface ThreadRef {
  kind: StaffQueueItem['kind'];
  id: string;
}

const threadPath = (thread: ThreadRef) =>
  `/api/staff/${thread.kind === 'guest-request' ? 'requests' : 'reservation-requests'}/${encodeURIComponent(thread.id)}/messages`;

export const threadQuery = (thread: ThreadRef) =>
  queryOptions({
    queryKey: ['staff', 'thread', thread.kind, thread.id],
    queryFn: ({ signal }) => api.get<RequestMessagesResponse>(threadPath(thread), { signal }),
    // Kept current by request.message (storeThreadMessage); refetched after a reconnect.
    staleTime: Infinity,
  });

export function useThread(thread: ThreadRef) {
  return useQuery(threadQuery(thread));
}

/** A message that arrived live, appended to its open thread (once, in order). */
export function storeThreadMessage(cache: QueryClient, kind: ThreadRef['kind'], message: RequestMessageResponse): void {
  patchLiveRead(cache, threadQuery({ kind, id: message.requestId }).queryKey, (current) => {
    if (!current || current.messages.some((entry) => entry.id === message.id)) return current;
    return { messages: [...current.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)) };
  });
}

export function useWriteMessage(thread: ThreadRef) {
  const cache = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffMessageBody) => api.post<RequestMessagesResponse>(threadPath(thread), body),
    onSuccess: (answer) => cache.setQueryData(threadQuery(thread).queryKey, answer),
  });
}

export const responseStatsQuery = queryOptions({
  queryKey: ['staff', 'response-stats'],
  queryFn: ({ signal }) => api.get<ResponseStatsResponse>('/api/staff/requests/stats', { signal }),
  refetchInterval: 60_000,
});

/** "Confirm as booking": the server books the nights and answers the code; the queue's row arrives live. */
export function useConfirmAsBooking() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...QUEUE_CHANGE_KEY, 'booking'],
    mutationFn: (id: string) => api.post<ConfirmedReservationResponse>(`/api/staff/reservation-requests/${encodeURIComponent(id)}/booking`),
    onError: askQueueAgainOnFailure(cache),
  });
}
