import { useQuery } from '@tanstack/react-query';
import type { MyGivingResponse } from '@selah/contracts/payments';
import { api } from '@/lib/api-client';
import { givingKeys } from './keys';

export const getMyGiving = () => api<MyGivingResponse>('/api/payments/me', { requireAuth: true });
export const useMyGiving = (enabled = true) => useQuery({ queryKey: givingKeys.mine(), queryFn: getMyGiving, enabled });

/** A visitor's giving, through the link in their receipt. */
export const getManagedGiving = (token: string) => api<MyGivingResponse>('/api/payments/manage', { query: { token } });
export const useManagedGiving = (token: string) =>
  useQuery({ queryKey: givingKeys.managed(token), queryFn: () => getManagedGiving(token), enabled: token.length > 0, retry: false });
