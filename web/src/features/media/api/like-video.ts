import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaApi } from '@selah/contracts/media-endpoints';
import { call } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const likeVideo = ({ id, liked }: { id: string; liked: boolean }) =>
  call(liked ? mediaApi.likeVideo : mediaApi.unlikeVideo, { params: { id } });

export const useLikeVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: likeVideo, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
