import { useMutation } from '@tanstack/react-query';
import type { CreateReservationRequestBody, ReservationRequestResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const sendReservationRequest = (body: CreateReservationRequestBody) => api.post<ReservationRequestResponse>('/api/reservation-requests', body);

/** A visitor's reservation request (the reservation modal). */
export const useSendReservationRequest = () => useMutation({ mutationKey: ['reservation-requests', 'send'], mutationFn: sendReservationRequest });
