import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSettings } from '@selah/contracts/live';
import { liveApi } from '@selah/contracts/live-endpoints';
import { call } from '@/lib/api-client';
import { liveKeys } from './keys';
import { removeChatMessage } from './use-stream-socket';

export const deleteChatMessage = (id: string) => call(liveApi.deleteChatMessage, { params: { id }, requireAuth: true });
export const muteChatAuthor = ({ id, minutes }: { id: string; minutes: number }) =>
  call(liveApi.muteChatAuthor, { params: { id }, body: { minutes }, requireAuth: true });
export const updateChatSettings = (patch: Partial<ChatSettings>) => call(liveApi.updateChatSettings, { body: patch, requireAuth: true });

export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChatMessage, onSuccess: (_r, id) => removeChatMessage(queryClient, id) });
}

export const useMuteChatAuthor = () => useMutation({ mutationFn: muteChatAuthor });

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChatSettings, onSuccess: (s) => queryClient.setQueryData(liveKeys.chatSettings(), s) });
}
