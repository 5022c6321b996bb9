import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentRequest } from '@selah/contracts/community';
import { api } from '@/lib/api-client';
import { communityKeys } from './keys';

export const createComment = ({ threadId, ...body }: CreateCommentRequest & { threadId: string }) =>
  api<{ id: string }>(`/api/community/threads/${threadId}/comments`, { method: 'POST', body });

export const useCreateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
};
