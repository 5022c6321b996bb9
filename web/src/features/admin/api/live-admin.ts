import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LiveAdminStatus } from '@selah/contracts/admin-people';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Who is on the live mount, the live show, and the broadcasters' stream keys; refreshed every 5 seconds. */
export const useLiveAdmin = () =>
  useQuery({ queryKey: adminKeys.of('live'), queryFn: () => api<LiveAdminStatus>('/api/admin/live'), refetchInterval: 5000 });

export type LiveAction = { kind: 'kick' } | { kind: 'skip' } | { kind: 'stop' } | { kind: 'start'; title: string; description: string };

export const useLiveAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: LiveAction) =>
      api<LiveAdminStatus>(`/api/admin/live/${a.kind}`, {
        method: 'POST',
        ...(a.kind === 'start' ? { body: { title: a.title, description: a.description } } : {}),
      }),
    onSuccess: (status) => queryClient.setQueryData(adminKeys.of('live'), status),
  });
};

/** A new stream key for a broadcaster (admins), shown once. */
export const useRegenerateKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api<{ key: string; keyHint: string }>(`/api/admin/live/keys/${userId}`, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('live') }),
  });
};
