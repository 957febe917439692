import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GuestMessageBody, RequestMessageResponse, RequestMessagesResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

const threadPath = (requestId: string) => `/api/guest/requests/${encodeURIComponent(requestId)}/messages`;

export const guestThreadQuery = (requestId: string) =>
  queryOptions({
    queryKey: ['guest', 'thread', requestId],
    queryFn: ({ signal }) => api.get<RequestMessagesResponse>(threadPath(requestId), { signal }),
    // Kept current by request.message (guest live cache); refetched after a reconnect.
    staleTime: Infinity,
  });

export const useGuestThread = (requestId: string) => useQuery(guestThreadQuery(requestId));

/** A message that arrived live, appended once to its thread if that thread is loaded. */
export function storeGuestMessage(cache: QueryClient, message: RequestMessageResponse): void {
  cache.setQueryData(guestThreadQuery(message.requestId).queryKey, (current) => {
    if (!current || current.messages.some((entry) => entry.id === message.id)) return current;
    return { messages: [...current.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)) };
  });
}

export function useWriteGuestMessage(requestId: string) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: ['guest', 'thread', 'write'],
    mutationFn: (body: GuestMessageBody) => api.post<RequestMessagesResponse>(threadPath(requestId), body),
    onSuccess: (answer) => cache.setQueryData(guestThreadQuery(requestId).queryKey, answer),
  });
}
