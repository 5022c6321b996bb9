import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

/** Deletes the thread and its replies (its author, or an admin). */
export const deleteThread = (id: string) => call(communityApi.deleteThread, { params: { id } });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const useDeleteThread = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteThread, onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }) });
};
