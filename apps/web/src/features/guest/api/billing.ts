import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChargesResponse, PaymentMethodBody, PaymentMethodCreatedResponse, PaymentMethodsResponse, PaymentResultResponse } from '@prana/contracts';
import { api } from '../../../lib/api-client.ts';

export const chargesQuery = queryOptions({
  queryKey: ['guest', 'billing', 'charges'],
  queryFn: ({ signal }) => api.get<ChargesResponse>('/api/guest/charges', { signal }),
  // Marked stale by billing.updated (guest-live-cache.ts).
  staleTime: Infinity,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: ['guest', 'billing', 'payment-methods'],
  queryFn: ({ signal }) => api.get<PaymentMethodsResponse>('/api/guest/payment-methods', { signal }),
  staleTime: Infinity,
});

/** Everything under this key is the bill: one invalidation after any write of it. */
export const BILLING_KEY = ['guest', 'billing'] as const;

export const useCharges = () => useQuery(chargesQuery);
export const usePaymentMethods = () => useQuery(paymentMethodsQuery);

const pay = (methodId?: string) => api.post<PaymentResultResponse>('/api/guest/payments', methodId ? { methodId } : {});
const settleCharge = (chargeId: string) => api.post<unknown>(`/api/guest/charges/${encodeURIComponent(chargeId)}/settle`, {});
const addPaymentMethod = (body: PaymentMethodBody) => api.post<PaymentMethodCreatedResponse>('/api/guest/payment-methods', body);
const makeDefaultMethod = (methodId: string) => api.post<unknown>(`/api/guest/payment-methods/${encodeURIComponent(methodId)}/default`, {});
const removeMethod = (methodId: string) => api.delete<unknown>(`/api/guest/payment-methods/${encodeURIComponent(methodId)}`);

function useBillingWrite<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  const cache = useQueryClient();
  return useMutation({
    mutationKey: [...BILLING_KEY, name],
    mutationFn,
    onSuccess: () => cache.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}

export const usePay = () => useBillingWrite('pay', pay);
export const useSettleCharge = () => useBillingWrite('settle', settleCharge);
export const useAddPaymentMethod = () => useBillingWrite('add-method', addPaymentMethod);
export const useMakeDefaultMethod = () => useBillingWrite('default-method', makeDefaultMethod);
export const useRemovePaymentMethod = () => useBillingWrite('remove-method', removeMethod);
