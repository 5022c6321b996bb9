import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { followResponse } from '@selah/contracts/community';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export type FollowResponse = z.infer<typeof followResponse>;

/** Follows (`on`) or unfollows the thread. */
export const followThread = ({ id, on }: { id: string; on: boolean }) =>
  call(on ? communityApi.followThread : communityApi.unfollowThread, { params: { id } });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const useFollowThread = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: followThread, onSettled: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }) });
};
