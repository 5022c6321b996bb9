import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { likeResponse } from '@selah/contracts/community';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { refreshCommunity } from './refresh';

export type LikeResponse = z.infer<typeof likeResponse>;

/** Likes the thread, or takes the like back. */
export const likeThread = (id: string) => call(communityApi.likeThread, { params: { id } });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const useLikeThread = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: likeThread, onSettled: () => refreshCommunity(queryClient) });
};
