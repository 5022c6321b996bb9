import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** The author's update on an answered prayer request; answers with the updated thread. */
export const markAnswered = ({ id, update }: { id: string; update: string }) =>
  call(communityApi.markAnswered, { params: { id }, body: { update } });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const useMarkAnswered = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markAnswered, onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }) });
};
