import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The small per-thread actions; each refreshes the lists and stats afterwards (spec §4).
export const toggleLike = (id: string) => api<{ likes: number; isLiked: boolean }>(`/api/community/threads/${id}/like`, { method: 'POST' });
export const prayFor = (id: string) => api<{ prayers: number; hasPrayedToday: boolean }>(`/api/community/threads/${id}/pray`, { method: 'POST' });
export const setFollow = (id: string, on: boolean) =>
  api<{ isFollowing: boolean }>(`/api/community/threads/${id}/follow`, { method: on ? 'POST' : 'DELETE' });

function useCommunityMutation<T, V>(fn: (v: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void queryClient.invalidateQueries({ queryKey: ['community'] }) });
}

export const useToggleLike = () => useCommunityMutation(toggleLike);
export const usePray = () => useCommunityMutation(prayFor);
export const useSetFollow = () => useCommunityMutation(({ id, on }: { id: string; on: boolean }) => setFollow(id, on));

export const markAnswered = ({ id, update }: { id: string; update: string }) =>
  api<unknown>(`/api/community/threads/${id}/answered`, { method: 'POST', body: { update } });
export const deleteThread = (id: string) => api<void>(`/api/community/threads/${id}`, { method: 'DELETE' });
export const moderateThread = ({ id, ...patch }: { id: string; isPinned?: boolean; isHidden?: boolean }) =>
  api<unknown>(`/api/community/threads/${id}/moderate`, { method: 'POST', body: patch });

export const useMarkAnswered = () => useCommunityMutation(markAnswered);
export const useDeleteThread = () => useCommunityMutation(deleteThread);
export const useModerateThread = () => useCommunityMutation(moderateThread);
