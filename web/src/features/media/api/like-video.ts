import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const likeVideo = ({ id, liked }: { id: string; liked: boolean }) =>
  api<{ likes: number; isLiked: boolean }>(`/api/videos/${encodeURIComponent(id)}/like`, { method: liked ? 'POST' : 'DELETE' });

export const useLikeVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: likeVideo, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
