import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { liveAdminApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Who is on the live mount, the live show, and the broadcasters' stream keys; refreshed every 5 seconds. */
export const useLiveAdmin = () =>
  useQuery({ queryKey: adminKeys.of('live'), queryFn: () => call(liveAdminApi.status), refetchInterval: 5000 });

export type LiveAction = { kind: 'kick' } | { kind: 'skip' } | { kind: 'stop' } | { kind: 'start'; title: string; description: string };

export const useLiveAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: LiveAction) =>
      a.kind === 'start' ? call(liveAdminApi.start, { body: { title: a.title, description: a.description } }) : call(liveAdminApi[a.kind]),
    onSuccess: (status) => queryClient.setQueryData(adminKeys.of('live'), status),
  });
};

/** A new stream key for a broadcaster (admins), shown once. */
export const useRegenerateKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(liveAdminApi.regenerateKey, { params: { userId } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.section('live') }),
  });
};
