import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { addChatMessage } from './use-stream-socket';

export const postChatMessage = (body: { message: string; username?: string }) => call(liveApi.postChatMessage, { body });

export function usePostChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postChatMessage, onSuccess: (message) => addChatMessage(queryClient, message) });
}
