import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CreateGuestRequestBody,
  GuestRequestChangedResponse,
  GuestRequestCreatedResponse,
  GuestRequestResponse,
  GuestRequestsResponse,
  StayTimeBody,
} from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { outboxWrite, useOutboxMutation } from '../../../lib/offline/outbox.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { patchLiveRead } from '../../../lib/live-cache.ts';

export const getRequests = (signal?: AbortSignal) => api.get<GuestRequestsResponse>('/api/guest/requests', { signal });

export const requestsQuery = queryOptions({
  queryKey: ['guest', 'requests'],
  queryFn: ({ signal }) => getRequests(signal),
  // Kept current by request.created / request.updated (guest-live-cache.ts).
  staleTime: Infinity,
});

const newestFirst = (a: GuestRequestResponse, b: GuestRequestResponse) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** Puts one request in the cached list (new or changed), newest first; an older copy never replaces a newer one. */
export function storeRequest(cache: QueryClient, request: GuestRequestResponse): void {
  patchLiveRead(cache, requestsQuery.queryKey, (current) => {
    if (!current) return current;
    const existing = current.requests.find((item) => item.id === request.id);
    if (existing && Date.parse(existing.updatedAt) > Date.parse(request.updatedAt)) return current;
    return { requests: [...current.requests.filter((item) => item.id !== request.id), request].sort(newestFirst) };
  });
}

/** The booking's requests, newest first, with the read's state (a screen says why it has none yet: offline, not kept on this device). */
export const useRequestsRead = () => useQuery(requestsQuery);

export const createRequest = (body: CreateGuestRequestBody, idempotencyKey?: string) =>
  api.post<GuestRequestCreatedResponse>('/api/guest/requests', body, { idempotencyKey });

/** Waits in the outbox when offline (lib/offline/outbox.ts). */
export const createRequestWrite = outboxWrite({
  mutationKey: ['guest', 'requests', 'create'],
  send: createRequest,
  onSuccess: ({ request }) => storeRequest(queryClient, request),
});

export const useCreateRequest = () => useOutboxMutation(createRequestWrite);

/** The guest cancels a request staff have not answered yet (its seats go back, its charges are voided). */
export const cancelRequest = (id: string) => api.post<GuestRequestChangedResponse>(`/api/guest/requests/${encodeURIComponent(id)}/cancel`, {});

export function useCancelRequest() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'requests', 'cancel'],
    mutationFn: cancelRequest,
    onSuccess: ({ request }) => storeRequest(cache, request),
  });
}

/** The guest rewrites a pending request's notes. */
export const editRequestNotes = ({ id, notes }: { id: string; notes: string }) =>
  api.patch<GuestRequestChangedResponse>(`/api/guest/requests/${encodeURIComponent(id)}`, { notes });

export function useEditRequestNotes() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'requests', 'notes'],
    mutationFn: editRequestNotes,
    onSuccess: ({ request }) => storeRequest(cache, request),
  });
}

/**
 * An early check-in or late check-out: answered at once (a same-day turn refuses it, with its
 * reason), so it never waits in the outbox; else a request the concierge approves or declines.
 */
export const askStayTime = (body: StayTimeBody) => api.post<GuestRequestCreatedResponse>('/api/guest/stay-times', body);

export function useAskStayTime() {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'stay-times', 'ask'],
    mutationFn: askStayTime,
    onSuccess: ({ request }) => storeRequest(cache, request),
  });
}
