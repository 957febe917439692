import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CheckInBody, GuestCheckInResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';
import { outboxWrite, useOutboxMutation } from '../../../lib/offline/outbox.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { CHECK_IN_PATH } from './paths.ts';


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

/** The longest side a data-page photo is sent at: the server keeps it at most this size anyway. */
const PHOTO_SIDE = 1600;

/** A photo from the camera or the gallery as a JPEG data URL no larger than PHOTO_SIDE (a phone's photo would exceed the upload). */
export async function photoDataUrl(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}

/** Attaches a person's passport data page (online only: a photo is not kept waiting on the device). */
export function useAttachDocument() {
  return useMutation({
    mutationKey: ['guest', 'check-in', 'document'],
    mutationFn: async ({ position, file }: { position: number; file: Blob }) =>
      api.put<GuestCheckInResponse>(`${CHECK_IN_PATH}/guests/${position}/document`, { photo: await photoDataUrl(file) }),
    onSuccess: (answer) => queryClient.setQueryData(checkInQuery.queryKey, answer),
  });
}
