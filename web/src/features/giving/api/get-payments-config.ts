import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfigResponse } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { givingKeys } from './keys';

export const getPaymentsConfig = () => api<PaymentsConfigResponse>('/api/payments/config');

export const usePaymentsConfig = () =>
  useQuery(queryOptions({ queryKey: givingKeys.config(), queryFn: getPaymentsConfig, staleTime: 10 * 60_000 }));
