import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { ApiError, call } from '@/lib/api-client';
import { givingKeys } from './keys';

export const getReceipt = (intentId: string) => call(paymentsApi.receipt, { params: { id: intentId } });

/** The receipt; with Stripe the gift is recorded when its webhook arrives, so a 404 is tried again for a while. */
export const useReceipt = (intentId: string | null) =>
  useQuery({
    queryKey: givingKeys.receipt(intentId ?? ''),
    queryFn: () => getReceipt(intentId!),
    enabled: Boolean(intentId),
    staleTime: Infinity,
    retry: (count, err) => count < 20 && err instanceof ApiError && err.status === 404,
    retryDelay: 1500,
  });
