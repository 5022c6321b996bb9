import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowsResponse } from '@selah/contracts/requests';
import { api } from '@/lib/api-client';
import { eventKeys } from './keys';

export const getFollows = () => api<FollowsResponse>('/api/follows', { requireAuth: true });
export const getFollowsQueryOptions = (enabled: boolean) => queryOptions({ queryKey: eventKeys.follows(), queryFn: getFollows, enabled });
export const useFollows = (enabled: boolean) => useQuery(getFollowsQueryOptions(enabled));

/** Follows or unfollows a program (or the station, programId null) for go-live alerts. */
export const setFollow = ({ programId, following }: { programId: string | null; following: boolean }) =>
  api<{ following: boolean }>(programId ? `/api/programs/${programId}/follow` : '/api/station/follow', {
    method: following ? 'PUT' : 'DELETE',
    requireAuth: true,
  });

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFollowsQueryOptions(true).queryKey }),
  });
}
