import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateThreadRequest, Thread } from '@selah/contracts/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

export const createThread = (body: CreateThreadRequest) =>
  api<Thread>('/api/community/threads', { method: 'POST', body, requireAuth: true });

export const useCreateThread = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createThread,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
};
