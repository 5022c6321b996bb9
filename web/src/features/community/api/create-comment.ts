import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCommentRequest } from '@selah/contracts/community';
import { communityApi } from '@selah/contracts/community-endpoints';
import { call } from '@/lib/api-client';
import { communityKeys } from './keys';

export const createComment = ({ threadId, ...body }: CreateCommentRequest & { threadId: string }) =>
  call(communityApi.createComment, { params: { id: threadId }, body });

export const useCreateComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communityKeys.all }),
  });
};
