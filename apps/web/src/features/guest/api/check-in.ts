import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckInBody, GuestCheckInResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { outboxWrite, useOutboxMutation } from '../../../lib/offline/outbox.ts';
import { queryClient } from '../../../lib/query-client.ts';

const CHECK_IN_PATH = '/api/guest/check-in';

export const checkInQuery = queryOptions({
  queryKey: ['guest', 'check-in'],
  queryFn: ({ signal }) => api.get<GuestCheckInResponse>(CHECK_IN_PATH, { signal }),
});

export const useCheckIn = (enabled = true) => useQuery({ ...checkInQuery, enabled });

const sendCheckIn = (body: CheckInBody, idempotencyKey: string) => api.put<GuestCheckInResponse>(CHECK_IN_PATH, body, { idempotencyKey });

/** The whole check-in, sent again to edit it; offline it waits in the outbox and goes once on reconnect. */
export const checkInWrite = outboxWrite({
  mutationKey: ['guest', 'check-in', 'send'],
  send: sendCheckIn,
  onSuccess: (answer: GuestCheckInResponse) => queryClient.setQueryData(checkInQuery.queryKey, answer),
});

export const useSendCheckIn = () => useOutboxMutation(checkInWrite);
