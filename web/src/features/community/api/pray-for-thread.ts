import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { prayResponse } from '@selah/contracts/community';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { refreshCommunity } from './refresh';

export type PrayResponse = z.infer<typeof prayResponse>;

/** Counts the signed-in member's prayer for today. */
export const prayForThread = (id: string) => call(communityApi.prayForThread, { params: { id } });

/** Refreshes the lists, the stats and the profile afterwards (spec §4). */
export const usePrayForThread = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: prayForThread, onSettled: () => refreshCommunity(queryClient) });
};
