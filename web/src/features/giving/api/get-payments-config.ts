import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { givingKeys } from './keys';

export const getPaymentsConfig = () => call(paymentsApi.config);

export const usePaymentsConfig = () =>
  useQuery(queryOptions({ queryKey: givingKeys.config(), queryFn: getPaymentsConfig, staleTime: 10 * 60_000 }));
