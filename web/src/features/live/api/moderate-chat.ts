import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSettings } from '@selah/contracts/live';
import { api } from '@/lib/api-client';
import { liveKeys } from './keys';
import { removeChatMessage } from './use-stream-socket';

export const deleteChatMessage = (id: string) => api<void>(`/api/chat/messages/${id}`, { method: 'DELETE', requireAuth: true });
export const muteChatAuthor = ({ id, minutes }: { id: string; minutes: number }) =>
  api<{ until: string }>(`/api/chat/messages/${id}/mute`, { method: 'POST', body: { minutes }, requireAuth: true });
export const updateChatSettings = (patch: Partial<ChatSettings>) =>
  api<ChatSettings>('/api/chat/settings', { method: 'PUT', body: patch, requireAuth: true });

export function useDeleteChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChatMessage, onSuccess: (_r, id) => removeChatMessage(queryClient, id) });
}

export const useMuteChatAuthor = () => useMutation({ mutationFn: muteChatAuthor });

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChatSettings, onSuccess: (s) => queryClient.setQueryData(liveKeys.chatSettings(), s) });
}
