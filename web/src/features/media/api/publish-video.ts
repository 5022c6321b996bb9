import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Video, VideoFields } from '@selah/contracts/media';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const publishVideo = ({ id, fields }: { id: string; fields: VideoFields }) =>
  api<Video>(`/api/videos/${encodeURIComponent(id)}/publish`, { method: 'POST', body: fields, requireAuth: true });

export const usePublishVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishVideo, onSettled: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.all }) });
};
