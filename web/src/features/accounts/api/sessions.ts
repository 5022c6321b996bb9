import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSession } from '@selah/contracts/accounts';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** Where the member is signed in. */
export const useSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: async () => (await api<{ sessions: MemberSession[] }>('/api/auth/sessions')).sessions,
  });

/** Signs one device out (an id) or every other device (null). */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string | null) => {
      if (id) await api<void>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
      else await api<{ ended: number }>('/api/auth/sessions', { method: 'DELETE' });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
