import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateThreadRequest } from '@selah/contracts/community';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const createThread = (body: CreateThreadRequest) => call(communityApi.createThread, { body, requireAuth: true });

export const useCreateThread = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
};
