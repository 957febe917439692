import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GuestMessageBody, RequestMessageResponse, RequestMessagesResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { outboxWrite, useOutboxMutation } from '../../../lib/offline/outbox.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { patchLiveRead } from '../../../lib/live-cache.ts';

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
  patchLiveRead(cache, guestThreadQuery(message.requestId).queryKey, (current) => {
    if (!current || current.messages.some((entry) => entry.id === message.id)) return current;
    return { messages: [...current.messages, message].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)) };
  });
}

export type GuestMessageWrite = GuestMessageBody & { requestId: string };

const writeGuestMessage = ({ requestId, text }: GuestMessageWrite, idempotencyKey: string) =>
  api.post<RequestMessagesResponse>(threadPath(requestId), { text }, { idempotencyKey });

/**
 * The guest's message in a request's thread; waits in the outbox when offline (lib/offline/outbox.ts).
 * The answer is merged, not put in place: a resend may be answered with the thread as it was then.
 */
export const guestMessageWrite = outboxWrite({
  mutationKey: ['guest', 'thread', 'write'],
  send: writeGuestMessage,
  onSuccess: ({ messages }: RequestMessagesResponse) => {
    for (const message of messages) storeGuestMessage(queryClient, message);
  },
});

export const useWriteGuestMessage = () => useOutboxMutation(guestMessageWrite);
