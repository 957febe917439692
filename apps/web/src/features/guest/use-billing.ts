import type { ChargesResponse, PaymentMethodsResponse } from '@prana/contracts';
import { useReconnect, useSocketEvent } from '../../lib/socket.ts';
import { useApiQuery } from '../../lib/use-api-query.ts';

/** The booking's charges, summary and payment methods, looked at again whenever the bill changes. */
export function useBilling() {
  const charges = useApiQuery<ChargesResponse>('/api/guest/charges');
  const methods = useApiQuery<PaymentMethodsResponse>('/api/guest/payment-methods');
  const refetch = () => {
    charges.refetch();
    methods.refetch();
  };
  useSocketEvent('billing.updated', refetch);
  useReconnect(refetch);
  return { charges, methods, refetch };
}
