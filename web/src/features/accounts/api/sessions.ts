import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsApi } from '@selah/contracts/accounts-endpoints';
import { call } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Where the member is signed in. */
export const useSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await call(accountsApi.sessions)).sessions,
  });

/** Signs one device out (an id) or every other device (null). */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) => {
      if (id) await call(accountsApi.endSession, { params: { id } });
      else await call(accountsApi.endOtherSessions);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
