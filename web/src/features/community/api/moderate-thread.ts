import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export interface ModerateThreadRequest {
  id: string;
  isPinned?: boolean;
  isHidden?: boolean;
}

/** An admin pins or hides the thread; answers with the updated thread. */
export const moderateThread = ({ id, ...patch }: ModerateThreadRequest) =>
  call(communityApi.moderateThread, { params: { id }, body: patch });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const useModerateThread = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moderateThread, onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }) });
};
