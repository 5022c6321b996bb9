import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { saveUser } from '@/lib/session';
import { accountKeys } from './keys';

/** The signed-in user, refreshed into storage; a 401 signs the browser out (api client). */
export const getMe = async () => {
  const user = await call(accountsApi.me, { requireAuth: true });
  saveUser(user);
  return user;
};

/** Spec §9: the signed-in state is re-read every 5 minutes. */
export const getMeQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: accountKeys.meFor(token),
    queryFn: getMe,
    enabled: !!token,
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
    retry: false,
  });

export const useMe = (token: string | null) => useQuery(getMeQueryOptions(token));
