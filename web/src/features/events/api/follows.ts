import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventsApi } from '@selah/contracts/events-endpoints';
import { call } from '@/lib/api-client';
import { eventKeys } from './keys';

export const getFollows = () => call(eventsApi.follows, { requireAuth: true });
export const getFollowsQueryOptions = (enabled: boolean) => queryOptions({ queryKey: eventKeys.follows(), queryFn: getFollows, enabled });
export const useFollows = (enabled: boolean) => useQuery(getFollowsQueryOptions(enabled));

/** Follows or unfollows a program (or the station, programId null) for go-live alerts. */
export const setFollow = ({ programId, following }: { programId: string | null; following: boolean }) =>
  programId
    ? call(following ? eventsApi.followProgram : eventsApi.unfollowProgram, { params: { id: programId }, requireAuth: true })
    : call(following ? eventsApi.followStation : eventsApi.unfollowStation, { requireAuth: true });

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFollow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getFollowsQueryOptions(true).queryKey }),
  });
}
