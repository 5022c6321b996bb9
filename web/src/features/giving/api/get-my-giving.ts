import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '@selah/contracts/payments-endpoints';
import { call } from '@/lib/api-client';
import { givingKeys } from './keys';

export const getMyGiving = () => call(paymentsApi.myGiving, { requireAuth: true });
export const useMyGiving = (enabled = true) => useQuery({ queryKey: givingKeys.mine(), queryFn: getMyGiving, enabled });

/** A visitor's giving, through the link in their receipt. */
export const getManagedGiving = (token: string) => call(paymentsApi.manage, { query: { token } });
export const useManagedGiving = (token: string) =>
  useQuery({ queryKey: givingKeys.managed(token), queryFn: () => getManagedGiving(token), enabled: token.length > 0, retry: false });
