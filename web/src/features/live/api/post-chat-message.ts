import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@selah/contracts/live';
import { api } from '@/lib/api-client';
import { addChatMessage } from './use-stream-socket';

export const postChatMessage = (body: { message: string; username?: string }) =>
  api<ChatMessage>('/api/chat/messages', { method: 'POST', body });

export function usePostChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postChatMessage, onSuccess: (message) => addChatMessage(queryClient, message) });
}
